import { useTranslation } from 'react-i18next';

import { BackspaceIcon } from './icons';

export interface NumericKeypadProps {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  /** Shows the dash key (personnel numbers); the PIN keypad has none. */
  onDash?: () => void;
  disabled?: boolean;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The on-screen numeric keypad: 1-9, then (dash), 0 and backspace. */
export function NumericKeypad({ onDigit, onBackspace, onDash, disabled }: NumericKeypadProps) {
  const { t } = useTranslation();
  return (
    <div className="keypad" role="group" aria-label={t('keypad.label')}>
      {DIGITS.map((digit) => (
        <button
          key={digit}
          type="button"
          className="keypad__key"
          disabled={disabled}
          onClick={() => onDigit(digit)}
        >
          {digit}
        </button>
      ))}
      {onDash ? (
        <button
          type="button"
          className="keypad__key"
          aria-label={t('keypad.dash')}
          disabled={disabled}
          onClick={onDash}
        >
          -
        </button>
      ) : (
        <span className="keypad__spacer" />
      )}
      <button
        type="button"
        className="keypad__key"
        disabled={disabled}
        onClick={() => onDigit('0')}
      >
        0
      </button>
      <button
        type="button"
        className="keypad__key"
        aria-label={t('keypad.backspace')}
        disabled={disabled}
        onClick={onBackspace}
      >
        <BackspaceIcon />
      </button>
    </div>
  );
}
