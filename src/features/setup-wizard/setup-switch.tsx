import type { SwitchField } from './setup-form';
import { bindSwitch, type StepProps } from './step-props';

export interface SetupSwitchProps {
  label: string;
  /** The form field it switches. */
  field: SwitchField;
  step: StepProps;
}

/** A labelled on/off switch of the wizard (a checkbox). */
export function SetupSwitch({ label, field, step }: SetupSwitchProps) {
  const { checked, onChange } = bindSwitch(step, field);
  return (
    <label className="setup-switch">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
