import { useTranslation } from 'react-i18next';

import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { useSerialPorts } from '@/lib/bridge/shell-setup';

import { DevicesStep } from './devices-step';
import { DisplayStep } from './display-step';
import { ServerStep } from './server-step';
import { SETUP_STEPS, type SetupStep } from './setup-form';
import type { StepProps } from './step-props';
import { useSetupWizard, type SaveState } from './use-setup-wizard';
import './setup-wizard.css';

const stepComponents = {
  server: ServerStep,
  display: DisplayStep,
  devices: DevicesStep,
} satisfies Record<SetupStep, (props: StepProps) => React.ReactNode>;

const saveMessages = {
  saving: 'setup:saving',
  saveFailed: 'setup:errors.save',
  locked: 'setup:errors.locked',
  restartFailed: 'errors:restartFailed',
} as const satisfies Record<Exclude<SaveState, 'idle'>, string>;

/** Keyboard layouts of the wizard: English letters, numbers and symbols (spec 2 §9). */
const WIZARD_LANGUAGES = ['en'] as const;

/**
 * The desktop setup wizard (spec 2 §2, §4, §5): three steps with Close, Back, Next and Done and
 * the English on-screen keyboard. Done saves to the shell, then relaunches and exits; Close exits
 * without saving.
 */
export function SetupWizardScreen() {
  const { t } = useTranslation(['setup', 'errors']);
  const wizard = useSetupWizard();
  const ports = useSerialPorts();
  if (wizard.shell.status === 'loading')
    return (
      <main className="screen screen--center" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
      </main>
    );

  const Step = stepComponents[wizard.step];
  const busy = wizard.save === 'saving';
  const { form, errors, focused, os, passwordStorable, focus, editText, toggle } = wizard;
  return (
    <main className="screen setup-wizard" aria-labelledby="setup-title">
      <h1 id="setup-title" className="screen__title">
        {t('setup:title')}
      </h1>
      <p>{t('setup:intro')}</p>
      {wizard.shell.status === 'failed' ? (
        <p className="status-line status-line--danger">{t('setup:errors.load')}</p>
      ) : null}
      <p className="setup-wizard__progress">
        {t('setup:progress', { current: wizard.stepIndex + 1, total: SETUP_STEPS.length })}
      </p>
      <form
        className="setup-wizard__form"
        aria-labelledby="setup-step-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (wizard.isLast) wizard.done();
          else wizard.next();
        }}
      >
        <h2 id="setup-step-title">{t(`setup:steps.${wizard.step}`)}</h2>
        <Step
          {...{ form, errors, focused, os, passwordStorable, ports, focus, editText, toggle }}
        />
        {wizard.save === 'idle' ? null : (
          <p
            className={`status-line${busy ? '' : ' status-line--danger'}`}
            role={busy ? 'status' : 'alert'}
          >
            {t(saveMessages[wizard.save])}
          </p>
        )}
        <div className="setup-wizard__buttons">
          <button type="button" className="button" onClick={wizard.close} disabled={busy}>
            {t('setup:actions.close')}
          </button>
          <button
            type="button"
            className="button"
            onClick={wizard.back}
            disabled={busy || wizard.stepIndex === 0}
          >
            {t('setup:actions.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(wizard.isLast ? 'setup:actions.done' : 'setup:actions.next')}
          </button>
        </div>
      </form>
      <OnScreenKeyboard
        value={form[focused]}
        onChange={(value) => editText(focused, value)}
        onEnter={() => (wizard.isLast ? wizard.done() : wizard.next())}
        language="en"
        languages={WIZARD_LANGUAGES}
      />
    </main>
  );
}
