import { useTranslation } from 'react-i18next';

import type { ProbeLine } from './device-probes';

/** A breathalyzer probe's line as the installer reads it. */
export function ProbeText({ line }: { line: ProbeLine }) {
  const { t } = useTranslation('health');
  switch (line.kind) {
    case 'present':
      return <>{t(line.present ? 'devices.probe.presentYes' : 'devices.probe.presentNo')}</>;
    case 'start':
      return (
        <>
          {line.ok
            ? t('devices.probe.startOk')
            : t('devices.probe.startFailed', { message: line.message })}
        </>
      );
    case 'reset':
      return (
        <>
          {line.ok
            ? t('devices.probe.resetOk')
            : t('devices.probe.resetFailed', { message: line.message })}
        </>
      );
    case 'status':
      return <>{t('devices.probe.status', { status: line.status })}</>;
    case 'result':
      return <>{t('devices.probe.result', { text: line.text })}</>;
    case 'error':
      return <>{t('devices.probe.error', { code: line.code, message: line.message })}</>;
  }
}
