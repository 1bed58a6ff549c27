import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { TextField } from './setup-form';
import { bindText, type StepProps } from './step-props';

export interface SetupTextFieldProps {
  label: string;
  /** The form field it edits. */
  field: TextField;
  step: StepProps;
  type?: 'text' | 'password';
  numeric?: boolean;
  placeholder?: string;
  hint?: string;
  /** Id of a datalist offering choices (serial ports); free text stays allowed. */
  list?: string;
}

/** A labelled text field of the wizard with its hint and validation message. */
export function SetupTextField(props: SetupTextFieldProps) {
  const { label, type = 'text', numeric } = props;
  const { value, onChange, onFocus, error, active } = bindText(props.step, props.field);
  const { t } = useTranslation('setup');
  const id = useId();
  const described = [error ? `${id}-error` : null, props.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field setup-field${active ? ' setup-field--active' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : undefined}
        placeholder={props.placeholder}
        list={props.list}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onFocus={onFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      {props.hint ? (
        <span id={`${id}-hint`} className="setup-field__hint">
          {props.hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__tooltip setup-field__error">
          {t(`validation.${error}`)}
        </span>
      ) : null}
    </div>
  );
}
