import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { KioskApi } from '@shared/kiosk-api';

import { selectIsRfidWork } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { DeviceHistory } from './device-history-list';
import { noteDeviceStatus } from './device-history';
import { readOneCard } from './device-probes';
import { useDeviceTest } from './use-device-test';

/** The RFID reader: its port, whether it works, and a test that shows the code of a card. */
export function RfidRow({ kiosk, port, baud }: { kiosk: KioskApi; port: string; baud: number }) {
  const { t } = useTranslation('health');
  const working = useAppSelector(selectIsRfidWork);
  const cancel = useRef<() => void>(() => undefined);
  useEffect(() => () => cancel.current(), []);
  const test = useDeviceTest(() => {
    const read = readOneCard(kiosk.rfid);
    cancel.current = read.cancel;
    // A card read is noted as the reader sends it; a test without one is noted here.
    return read.card.then((card) => {
      if (card === null) noteDeviceStatus('rfid', { kind: 'card', code: null });
      return card;
    });
  }, 'RFID');
  return (
    <li className={working ? undefined : 'health__bad'}>
      {t('devices.rfid', { port, baud })} {t(working ? 'devices.working' : 'devices.notWorking')}{' '}
      <button
        type="button"
        className="button"
        disabled={test.state.status === 'running'}
        onClick={test.run}
      >
        {t('devices.testRfid')}
      </button>
      {test.state.status === 'running' ? <p role="status">{t('devices.showCard')}</p> : null}
      {test.state.status === 'done' ? (
        <p role="status">
          {test.state.result === null
            ? t('devices.noCard')
            : t('devices.cardRead', { code: test.state.result })}
        </p>
      ) : null}
      <DeviceHistory device="rfid" />
    </li>
  );
}
