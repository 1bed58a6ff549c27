import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KioskApi } from '@shared/kiosk-api';

import { formatDateTime } from '@/lib/format/dates';

import { DeviceHistory } from './device-history-list';
import { noteDeviceStatus } from './device-history';
import { probeBreathalyzer } from './device-probes';
import { ProbeText } from './probe-text';
import { useDeviceTest } from './use-device-test';

/** The breathalyzer: its port, whether it answers there, and a start-and-reset probe. */
export function BreathalyzerRow({
  kiosk,
  port,
  baud,
}: {
  kiosk: KioskApi;
  port: string;
  baud: number;
}) {
  const { t, i18n } = useTranslation('health');
  const [present, setPresent] = useState<boolean | null>(null);
  const test = useDeviceTest(() => probeBreathalyzer(kiosk.breathalyzer), 'breathalyzer');
  useEffect(() => {
    let active = true;
    void kiosk.breathalyzer
      .isPresent()
      .catch(() => false)
      .then((answer) => {
        noteDeviceStatus('breathalyzer', { kind: 'present', present: answer });
        if (active) setPresent(answer);
      });
    return () => {
      active = false;
    };
  }, [kiosk]);
  return (
    <li className={present === false ? 'health__bad' : undefined}>
      {t('devices.breathalyzer', { port, baud })}{' '}
      {present === null ? null : t(present ? 'devices.detected' : 'devices.notDetected')}{' '}
      <button
        type="button"
        className="button"
        disabled={test.state.status === 'running'}
        onClick={test.run}
      >
        {t(test.state.status === 'running' ? 'devices.testing' : 'devices.testBreathalyzer')}
      </button>
      {test.state.status === 'done' ? (
        <ul aria-label={t('devices.testBreathalyzer')}>
          <li>
            {t('devices.testedAt', {
              time: formatDateTime(new Date(test.state.at), i18n.language),
            })}
          </li>
          {test.state.result.map((line, index) => (
            <li key={index}>
              <ProbeText line={line} />
            </li>
          ))}
        </ul>
      ) : null}
      <DeviceHistory device="breathalyzer" />
    </li>
  );
}
