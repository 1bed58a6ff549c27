import { useTranslation } from 'react-i18next';

import { terminalName, type ShellConfig } from '@shared/device-settings';

import type { NetworkState } from '@/lib/state/network-slice';

import { networkTextKeys, type NetworkColour } from './network-indicator';

export interface DeviceInfoDetailsProps {
  config: ShellConfig | null;
  network: NetworkState;
  colour: NetworkColour;
  rfidWorking: boolean;
}

/** The device-info popover's lines: terminal name, IP, version, network and RFID reader. */
export function DeviceInfoDetails({
  config,
  network,
  colour,
  rfidWorking,
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
    </>
  );
}
