import { useTranslation } from 'react-i18next';

import { useAvailableUpdate, useStartUpdate } from '@/lib/bridge/use-update-status';
import { selectSettings, selectUpdateStatus } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import './device-info.css';

/**
 * The desktop build's update prompt on the startup screen (spec 1 §4), while the server's settings
 * say `updateState.can_update`: the notice, the version offered, and the Update button once the
 * shell has an update it may install (spec 1 §4 Desktop update: every info field, a new version).
 */
export function UpdatePrompt() {
  const { t } = useTranslation(['app', 'header']);
  const offered = useAppSelector(selectSettings)?.updateState?.new_version;
  const info = useAvailableUpdate();
  const status = useAppSelector(selectUpdateStatus);
  const start = useStartUpdate();
  const version = info?.new_version ?? offered;
  const running = status === 'update';
  return (
    <aside className="update-offer update-prompt" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-offer__text">
        {t('app:init.updatePrompt')}
      </p>
      {version ? (
        <span className="update-offer__text">{t('header:update.available', { version })}</span>
      ) : null}
      {info ? (
        <button
          type="button"
          className="button button--primary update-offer__button"
          disabled={running}
          onClick={() => void start()}
        >
          {running ? t('header:update.started') : t('header:update.button')}
        </button>
      ) : null}
    </aside>
  );
}
