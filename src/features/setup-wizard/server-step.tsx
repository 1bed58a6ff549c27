import { useTranslation } from 'react-i18next';

import { SetupTextField } from './setup-text-field';
import type { StepProps } from './step-props';

/**
 * Step 1: server address, Linux password (not on Windows), the terminal name choice and a new
 * installer code for the health screen (typed twice; the shell keeps only its hash).
 */
export function ServerStep(props: StepProps) {
  const { t } = useTranslation('setup');
  const { form, toggle } = props;
  return (
    <>
      <SetupTextField
        label={t('server.host')}
        placeholder={t('server.hostPlaceholder')}
        field="serverHost"
        step={props}
      />
      {props.os === 'windows' ? null : props.passwordStorable ? (
        <SetupTextField
          label={t('server.password')}
          type="password"
          hint={t('server.passwordHint')}
          field="password"
          step={props}
        />
      ) : (
        <p className="status-line" role="note">
          {t('server.passwordNotStored')}
        </p>
      )}
      <fieldset className="setup-choice">
        <legend>{t('server.nameChoice')}</legend>
        <label>
          <input
            type="radio"
            name="terminal-name"
            checked={form.useTerminalName}
            onChange={() => toggle('useTerminalName', true)}
          />
          {t('server.useComputerName')}
        </label>
        <label>
          <input
            type="radio"
            name="terminal-name"
            checked={!form.useTerminalName}
            onChange={() => toggle('useTerminalName', false)}
          />
          {t('server.useCustomName')}
        </label>
      </fieldset>
      {form.useTerminalName ? null : (
        <SetupTextField
          label={t('server.appName')}
          placeholder={t('server.appNamePlaceholder')}
          field="appName"
          step={props}
        />
      )}
      <SetupTextField
        label={t('server.installerCode')}
        type="password"
        numeric
        hint={t('server.installerCodeHint')}
        field="installerCode"
        step={props}
      />
      <SetupTextField
        label={t('server.installerCodeRepeat')}
        type="password"
        numeric
        field="installerCodeRepeat"
        step={props}
      />
    </>
  );
}
