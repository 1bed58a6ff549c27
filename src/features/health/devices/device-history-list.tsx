import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format/dates';

import { useDeviceHistory, type DeviceName, type StatusLine } from './device-history';
import { ProbeText } from './probe-text';

function LineText({ line }: { line: StatusLine }) {
  const { t } = useTranslation('health');
  switch (line.kind) {
    case 'working':
      return <>{t(line.working ? 'devices.working' : 'devices.notWorking')}</>;
    case 'card':
      return (
        <>{line.code === null ? t('devices.noCard') : t('devices.cardRead', { code: line.code })}</>
      );
    case 'rfidError':
      return <>{t('devices.history.rfidError', { message: line.message })}</>;
    case 'snapshot':
      return (
        <>
          {line.ok
            ? t('devices.history.snapshotOk')
            : t('devices.camera.failed', { reason: line.reason })}
        </>
      );
    default:
      return <ProbeText line={line} />;
  }
}

/** A device's last status lines with their times, the newest (its last status) first. */
export function DeviceHistory({ device }: { device: DeviceName }) {
  const { t, i18n } = useTranslation('health');
  const records = useDeviceHistory(device);
  if (records.length === 0) return null;
  return (
    <ol className="health__history" aria-label={t(`devices.history.${device}`)}>
      {records.map(({ at, line }) => (
        <li key={`${at}-${JSON.stringify(line)}`}>
          {`${formatDateTime(new Date(at), i18n.language)} — `}
          <LineText line={line} />
        </li>
      ))}
    </ol>
  );
}
