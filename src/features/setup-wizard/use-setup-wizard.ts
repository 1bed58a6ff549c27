import { useEffect, useState } from 'react';

import { defaultDeviceSettings } from '@shared/device-settings';

import { applySetup, exitShell, reportStartError } from '@/lib/bridge/shell-setup';
import { readyConfig, useShellConfig } from '@/lib/bridge/use-shell-config';

import {
  editText,
  formFromConfig,
  SETUP_STEPS,
  stepTextFields,
  toDeviceSettings,
  validateStep,
  type SetupForm,
  type SwitchField,
  type TextField,
} from './setup-form';

/**
 * Where Done stands: editing, saving, or which failure to show (`locked`: the shell refused the host
 * or password because it does not hold setup open).
 */
export type SaveState = 'idle' | 'saving' | 'saveFailed' | 'locked' | 'restartFailed';

const failedStates = {
  save: 'saveFailed',
  locked: 'locked',
  relaunch: 'restartFailed',
} as const satisfies Record<string, SaveState>;

/** The wizard's state and actions: the form over the shell's config, the step, errors and Done. */
export function useSetupWizard() {
  const shell = useShellConfig();
  const config = readyConfig(shell);
  const [edits, setEdits] = useState<SetupForm | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [focused, setFocused] = useState<TextField>('serverHost');
  const [save, setSave] = useState<SaveState>('idle');
  const form = edits ?? formFromConfig(config);
  const step = SETUP_STEPS[stepIndex] ?? 'server';
  const errors = checked.has(stepIndex) ? validateStep(step, form) : {};
  // The wizard shows because the start failed: the shell confirms that on its own before it
  // accepts a new host or password (it trusts only itself).
  useEffect(() => {
    void reportStartError();
  }, []);

  const goTo = (index: number) => {
    setStepIndex(index);
    setFocused(stepTextFields[SETUP_STEPS[index] ?? 'server'][0] ?? 'serverHost');
  };
  /** Marks the step checked; true when it has no errors. */
  const check = (index: number) => {
    setChecked((current) => new Set(current).add(index));
    return Object.keys(validateStep(SETUP_STEPS[index] ?? 'server', form)).length === 0;
  };

  const done = async () => {
    const invalid = SETUP_STEPS.findIndex((_, index) => !check(index));
    if (invalid !== -1) {
      goTo(invalid);
      return;
    }
    setSave('saving');
    const outcome = await applySetup({
      deviceSettings: toDeviceSettings(form, config?.deviceSettings ?? defaultDeviceSettings),
      serverHost: form.serverHost.trim(),
      password: form.password,
      installerCode: form.installerCode,
    });
    setSave(outcome.ok ? 'idle' : failedStates[outcome.failed]);
  };

  return {
    shell,
    os: config?.os ?? 'other',
    passwordStorable: config?.passwordStorable ?? false,
    form,
    step,
    stepIndex,
    isLast: stepIndex === SETUP_STEPS.length - 1,
    errors,
    focused,
    save,
    focus: setFocused,
    editText: (field: TextField, value: string) => setEdits(editText(form, field, value)),
    toggle: (field: SwitchField, value: boolean) => setEdits({ ...form, [field]: value }),
    next: () => check(stepIndex) && goTo(stepIndex + 1),
    back: () => goTo(Math.max(0, stepIndex - 1)),
    done: () => void done(),
    close: () => void exitShell(),
  };
}
