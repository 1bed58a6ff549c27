import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { AccessGate } from './access-gate';
import { IDLE_CLOSE_MS, INSTALLER_PIN_COMMAND } from './health-constants';
import { HealthSections } from './health-sections';
import { useIdleClose } from './use-idle-close';
import { useInstallerCheck } from './use-installer-check';

import './health.css';

/** Why the screen stays shut without a code: none is configured, or the configured one is refused. */
function NotConfigured({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation('health');
  return (
    <section className="health-gate" aria-labelledby="health-unconfigured">
      <h2 id="health-unconfigured">{t('access.notConfigured.title')}</h2>
      {invalid ? (
        <p className="status-line status-line--danger" role="alert">
          {t('access.notConfigured.invalid')}
        </p>
      ) : null}
      <p>{t('access.notConfigured.text')}</p>
      <pre className="health__command">{INSTALLER_PIN_COMMAND}</pre>
      <p>{t('access.notConfigured.then')}</p>
    </section>
  );
}

/**
 * The installer's health screen (#/health, issue 31): behind the installer code (mock mode needs
 * none); leaving it or two minutes without a touch closes it, and it asks for the code again.
 */
export function HealthScreen() {
  const { t } = useTranslation(['health', 'common']);
  const { mode } = useRuntimeConfig();
  const hash = useInstallerCheck();
  const navigate = useNavigate();
  const [open, setOpen] = useState(mode === 'mock');
  const leave = useCallback(() => void navigate(paths.start, { replace: true }), [navigate]);
  useIdleClose(leave, IDLE_CLOSE_MS);

  let content: React.ReactNode;
  if (open) content = <HealthSections installerCode={mode === 'mock' || hash.status === 'ready'} />;
  else if (hash.status === 'loading')
    content = <span className="spinner" role="status" aria-label={t('common:loading')} />;
  else if (hash.status === 'ready')
    content = <AccessGate check={hash.check} onOpen={() => setOpen(true)} />;
  else content = <NotConfigured invalid={hash.status === 'invalid'} />;

  return (
    <ScreenFrame name="health" title={t('health:title')} busy={!open && hash.status === 'loading'}>
      {content}
      <button type="button" className="button health__leave" onClick={leave}>
        {t('health:actions.leave')}
      </button>
    </ScreenFrame>
  );
}
