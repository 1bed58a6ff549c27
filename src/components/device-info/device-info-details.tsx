import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { terminalName, type ShellConfig } from '@shared/device-settings';

import { paths } from '@/config/paths';
import type { OutboxStatus } from '@/lib/outbox/outbox-types';
import type { NetworkState } from '@/lib/state/network-slice';

import { networkTextKeys, type NetworkColour } from './network-indicator';

export interface DeviceInfoDetailsProps {
  config: ShellConfig | null;
  network: NetworkState;
  colour: NetworkColour;
  rfidWorking: boolean;
  /** Results waiting in the outbox, and those the server refused (the dead letters). */
  outbox: OutboxStatus;
  /** Called when a link leaves for another screen (the popover closes). */
  onNavigate?: () => void;
}

/**
 * The device-info popover's lines: terminal name, IP, version, network, RFID reader and the outbox,
 * and the way to the installer's health screen (issue 31).
 */
export function DeviceInfoDetails({
  config,
  network,
  colour,
  rfidWorking,
  outbox,
  onNavigate,
}: DeviceInfoDetailsProps) {
  const { t } = useTranslation('header');
  const settings = config?.deviceSettings;
  return (
    <>
      <h2 className="header-popover__title">{t('device.title')}</h2>
      {settings ? (
        <ul className="device-info__lines">
          <li>{t('device.name', { name: terminalName(settings) })}</li>
          <li>{t('device.ip', { ip: settings.ip })}</li>
          <li>{t('device.version', { version: settings.version })}</li>
          <li>{t('device.platform', { platform: settings.platform })}</li>
        </ul>
      ) : null}
      <ul className="device-info__lines">
        <li>{t(networkTextKeys[colour])}</li>
        <li>{t('device.network.speed', { speed: network.speed })}</li>
        <li>{t('device.network.code', { code: network.code })}</li>
        <li>{t(rfidWorking ? 'device.rfid.working' : 'device.rfid.notWorking')}</li>
      </ul>
      <ul className="device-info__lines">
        <li>{t('device.outbox.pending', { count: outbox.pending })}</li>
        <li className={outbox.dead > 0 ? 'device-info__alert' : undefined}>
          {t('device.outbox.dead', { count: outbox.dead })}
        </li>
      </ul>
      <Link className="button" to={paths.health} onClick={onNavigate}>
        {t('device.health')}
      </Link>
    </>
  );
}
