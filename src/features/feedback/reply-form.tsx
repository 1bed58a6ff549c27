import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkReply } from './feedback-rules';
import { KeyboardFor } from './keyboard-for';
import { TextProblemNote } from './text-problem-note';

/** The single-line reply (spec 2 §5: required, at most 1024 characters) with Reset and Send. */
export function ReplyForm({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation('feedback');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = checkReply(text);
  const canSend = problem === null && !busy;
  const change = (value: string) => {
    setText(value);
    setTouched(true);
  };
  const reset = () => {
    setText('');
    setTouched(false);
  };
  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    reset();
  };

  return (
    <div className="feedback-reply">
      <form className="feedback-reply__row" onSubmit={(event) => (event.preventDefault(), send())}>
        <input
          className="feedback-field__input feedback-reply__input"
          value={text}
          aria-label={t('dialog.replyLabel')}
          placeholder={t('dialog.replyPlaceholder')}
          aria-invalid={touched && problem !== null}
          aria-describedby={touched && problem ? 'reply-problem' : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <button type="button" className="button" onClick={reset}>
          {t('dialog.reset')}
        </button>
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {t('dialog.send')}
        </button>
      </form>
      {touched ? <TextProblemNote id="reply-problem" problem={problem} /> : null}
      {/* Outside the form: the keyboard's buttons must not submit it. */}
      <KeyboardFor value={text} onChange={change} onEnter={send} />
    </div>
  );
}
