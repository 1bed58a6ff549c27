import type { ShellConfig } from '@shared/device-settings';

import type { FieldErrors, SetupForm, SwitchField, TextField } from './setup-form';

/** What every wizard step receives from the wizard. */
export interface StepProps {
  form: SetupForm;
  errors: FieldErrors;
  focused: TextField;
  os: ShellConfig['os'];
  /** The shell can seal the Linux password in the OS keychain (else it is never stored). */
  passwordStorable: boolean;
  ports: string[];
  focus: (field: TextField) => void;
  editText: (field: TextField, value: string) => void;
  toggle: (field: SwitchField, value: boolean) => void;
}

/** The props of a text field bound to the form: value, change, focus, error and keyboard target. */
export const bindText = (props: StepProps, field: TextField) => ({
  value: props.form[field],
  onChange: (value: string) => props.editText(field, value),
  onFocus: () => props.focus(field),
  error: props.errors[field],
  active: props.focused === field,
});

/** The props of a switch bound to the form. */
export const bindSwitch = (props: StepProps, field: SwitchField) => ({
  checked: props.form[field],
  onChange: (value: boolean) => props.toggle(field, value),
});
