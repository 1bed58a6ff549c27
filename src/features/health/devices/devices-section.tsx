import { useTranslation } from 'react-i18next';

import { getKiosk } from '@/lib/bridge/kiosk';
import { readyConfig, useShellConfig } from '@/lib/bridge/use-shell-config';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { BreathalyzerRow } from './breathalyzer-row';
import { CameraRow } from './camera-row';
import { RfidRow } from './rfid-row';
import { useDeviceEvents } from './use-device-events';

/**
 * Devices: the breathalyzer and the RFID reader with their ports (the shell's settings), whether they
 * answer, and a test each; the front and overview cameras (the server's settings) with a snapshot.
 * Each device keeps its last status lines with their times.
 */
export function DevicesSection() {
  const { t } = useTranslation('health');
  const shell = useShellConfig();
  const config = readyConfig(shell);
  const kiosk = getKiosk();
  useDeviceEvents(kiosk);
  const settings = useAppSelector(selectSettings);
  const devices = config?.deviceSettings;
  return (
    <section className="health__section" aria-labelledby="health-devices">
      <h2 id="health-devices">{t('devices.title')}</h2>
      {shell.status === 'absent' ? <p>{t('devices.noShell')}</p> : null}
      {shell.status === 'failed' ? (
        <p className="status-line status-line--danger">{t('devices.shellFailed')}</p>
      ) : null}
      <ul className="health__lines">
        {kiosk && devices ? (
          <>
            <BreathalyzerRow
              kiosk={kiosk}
              port={devices.breathalyzer.port}
              baud={devices.breathalyzer.baudRate}
            />
            <RfidRow
              kiosk={kiosk}
              port={devices.rfid.isHid ? 'HID' : devices.rfid.port}
              baud={devices.rfid.baudRate}
            />
          </>
        ) : null}
        <CameraRow role="front" setting={settings?.front_camera ?? null} />
        <CameraRow role="overview" setting={settings?.view_camera ?? null} />
      </ul>
    </section>
  );
}
