import { useTranslation } from 'react-i18next';

import { selectUpdateStatus } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';
import { useAvailableUpdate, useStartUpdate } from '@/lib/bridge/use-update-status';

/**
 * The update button (spec 1 §2): only on the Windows shell, when an update is available and its
 * version differs from the running one. It says which version is offered and starts the update.
 */
export function UpdateButton() {
  const { t } = useTranslation('header');
  const info = useAvailableUpdate();
  const status = useAppSelector(selectUpdateStatus);
  const start = useStartUpdate();
  if (!info) return null;
  const running = status === 'update';
  return (
    <div className="update-offer">
      <span className="update-offer__text">
        {t('update.available', { version: info.new_version })}
      </span>
      <button
        type="button"
        className="button button--primary update-offer__button"
        disabled={running}
        onClick={() => void start()}
      >
        {running ? t('update.started') : t('update.button')}
      </button>
    </div>
  );
}
