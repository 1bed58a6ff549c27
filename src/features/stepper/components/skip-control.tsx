import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { detectPlatform } from '@/lib/bridge/platform';
import { useLatest } from '@/lib/hooks/use-latest';

/** Skip: a button, and Ctrl+N in the desktop shell (spec 1 §2). */
export function SkipControl({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation('stepper');
  const skip = useLatest(onSkip);
  const desktop = detectPlatform() === 'electron';

  useEffect(() => {
    if (!desktop) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.code === 'KeyN') {
        event.preventDefault();
        skip.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desktop, skip]);

  return (
    <button
      type="button"
      className="button step-skip"
      title={desktop ? t('skipShortcut') : undefined}
      onClick={onSkip}
    >
      {t('actions.skip')}
    </button>
  );
}
