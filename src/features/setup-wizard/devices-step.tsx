import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SetupSwitch } from './setup-switch';
import { SetupTextField } from './setup-text-field';
import type { StepProps } from './step-props';

/** Step 3: the breathalyzer's and the RFID reader's ports (a choice or free text) and settings. */
export function DevicesStep(props: StepProps) {
  const { t } = useTranslation('setup');
  const portsId = useId();
  return (
    <>
      <datalist id={portsId}>
        {props.ports.map((port) => (
          <option key={port} value={port} />
        ))}
      </datalist>
      <fieldset className="setup-group">
        <legend>{t('devices.breathalyzer')}</legend>
        <SetupTextField
          label={t('devices.port')}
          placeholder={t('devices.portPlaceholder')}
          list={portsId}
          field="breathalyzerPort"
          step={props}
        />
        <SetupTextField
          label={t('devices.baudRate')}
          numeric
          field="breathalyzerBaudRate"
          step={props}
        />
        <SetupTextField label={t('devices.delimiter')} field="breathalyzerDelimiter" step={props} />
      </fieldset>
      <fieldset className="setup-group">
        <legend>{t('devices.rfid')}</legend>
        <SetupTextField
          label={t('devices.port')}
          placeholder={t('devices.portPlaceholder')}
          list={portsId}
          field="rfidPort"
          step={props}
        />
        <SetupTextField label={t('devices.baudRate')} numeric field="rfidBaudRate" step={props} />
        <SetupSwitch label={t('devices.isHid')} field="rfidIsHid" step={props} />
      </fieldset>
    </>
  );
}
