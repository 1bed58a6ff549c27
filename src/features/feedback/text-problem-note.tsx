import { useTranslation } from 'react-i18next';

import type { TextProblem } from './feedback-rules';

/** Why the text cannot be sent yet, in the validation dictionary's words. */
export function TextProblemNote({ id, problem }: { id: string; problem: TextProblem | null }) {
  const { t } = useTranslation('validation');
  if (!problem) return null;
  return (
    <p id={id} className="status-line status-line--danger feedback-form__problem">
      {problem.key === 'validation:required' ? t('required') : t('maxLength', { n: problem.n })}
    </p>
  );
}
