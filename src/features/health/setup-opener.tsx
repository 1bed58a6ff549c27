import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { openSetupFromHealth } from '@/lib/bridge/shell-setup';
import { desktopStartErrorRaised } from '@/lib/state/app-slice';
import { useAppDispatch } from '@/lib/state/hooks';

/**
 * In the desktop shell: opens the setup wizard from the health screen (issue 31 item 3). The shell
 * decides: it opens setup (the host and the Linux password may then be saved) only when it checked
 * the installer code itself; the wizard then takes the screen, as after a start error.
 */
export function SetupOpener() {
  const { t } = useTranslation('health');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'opening' | 'refused'>('idle');
  const open = async () => {
    setState('opening');
    if (!(await openSetupFromHealth())) {
      setState('refused');
      return;
    }
    dispatch(desktopStartErrorRaised());
    await navigate(paths.start, { replace: true });
  };
  return (
    <section className="health__section" aria-labelledby="health-setup">
      <h2 id="health-setup">{t('setup.title')}</h2>
      <p>{t('setup.text')}</p>
      <button
        type="button"
        className="button"
        disabled={state === 'opening'}
        onClick={() => void open()}
      >
        {t('setup.open')}
      </button>
      {state === 'refused' ? (
        <p className="status-line status-line--danger" role="alert">
          {t('setup.refused')}
        </p>
      ) : null}
    </section>
  );
}
