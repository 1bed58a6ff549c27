import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The discard's typed confirmation: the refused writes go only once the installer has typed the
 * word shown (in the kiosk's language), so no stray tap loses them.
 */
export function DiscardConfirm({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('health');
  const [typed, setTyped] = useState('');
  const word = t('waiting.discard.word');
  const matches = typed.trim().toLocaleLowerCase() === word.toLocaleLowerCase();
  return (
    <div className="health-waiting__confirm" role="group" aria-labelledby="health-discard-title">
      <p id="health-discard-title">{t('waiting.discard.warning', { count, word })}</p>
      <label>
        {t('waiting.discard.label', { word })}
        <input
          type="text"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="button button--danger"
        disabled={!matches}
        onClick={onConfirm}
      >
        {t('waiting.discard.confirm')}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('waiting.discard.cancel')}
      </button>
    </div>
  );
}
