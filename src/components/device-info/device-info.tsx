import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Popover } from '@/components/ui/popover';
import { LONG_POPOVER_MS } from '@/components/ui/timing';
import { detectPlatform } from '@/lib/bridge/platform';
import { readyConfig, useShellConfig } from '@/lib/bridge/use-shell-config';
import { selectIsRfidWork } from '@/lib/state/app-slice';
import { useOutboxStatus } from '@/lib/outbox/use-outbox-status';
import { useAppSelector } from '@/lib/state/hooks';
import { selectNetwork } from '@/lib/state/network-slice';

import { DeviceInfoDetails } from './device-info-details';
import { networkColour, networkTextKeys } from './network-indicator';
import { UpdateButton } from './update-button';
import { formatClock } from '@/lib/format/dates';
import { useNow } from '@/lib/hooks/use-now';
import './device-info.css';

/** The device-info bar renews its clock every second (spec 2 §9). */
export const DEVICE_INFO_TICK_MS = 1_000;

const InfoIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden>
    <circle cx={12} cy={12} r={10} strokeWidth={2} />
    <path strokeWidth={2} d="M12 11v6 M12 7v1" />
  </svg>
);

/** The bar: network and RFID indicators and the clock, with a popover of the terminal's details. */
function DeviceInfoBar() {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const config = readyConfig(useShellConfig());
  const network = useAppSelector(selectNetwork);
  const outbox = useOutboxStatus();
  const rfidWorking = useAppSelector(selectIsRfidWork);
  const now = useNow(DEVICE_INFO_TICK_MS);
  const colour = networkColour(network);
  const rfidColour = rfidWorking ? 'green' : 'red';
  return (
    <div className="device-info" role="group" aria-label={t('device.title')}>
      <button
        type="button"
        className="icon-button device-info__button"
        aria-label={t('device.button')}
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <InfoIcon />
      </button>
      <span
        role="img"
        className={`device-info__dot device-info__dot--${colour}`}
        data-colour={colour}
        aria-label={`${t('device.network.label')}: ${t(networkTextKeys[colour])}`}
      />
      <span
        role="img"
        className={`device-info__dot device-info__dot--${rfidColour}`}
        data-colour={rfidColour}
        aria-label={t(rfidWorking ? 'device.rfid.working' : 'device.rfid.notWorking')}
      />
      <time
        role="timer"
        aria-label={t('device.clock')}
        className="device-info__clock"
        dateTime={now.toISOString()}
      >
        {formatClock(now)}
      </time>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        autoCloseMs={LONG_POPOVER_MS}
        label={t('device.button')}
      >
        <DeviceInfoDetails
          config={config}
          network={network}
          colour={colour}
          rfidWorking={rfidWorking}
          outbox={outbox}
          onNavigate={() => setOpen(false)}
        />
      </Popover>
    </div>
  );
}

/** Device info and the update button, shown in both headers on the desktop shell only. */
export function DeviceInfo() {
  if (detectPlatform() !== 'electron') return null;
  return (
    <>
      <DeviceInfoBar />
      <UpdateButton />
    </>
  );
}
