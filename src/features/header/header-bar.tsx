import { useTranslation } from 'react-i18next';

import { Popover } from '@/components/ui/popover';
import { POPOVER_MS } from '@/components/ui/timing';

import type { BarValue } from './bar-values';

export interface HeaderBarProps {
  label: string;
  /** The announced value, e.g. "Risk: 80% of the target". */
  valueText: string;
  /** The explanation in the bar's popover. */
  hint: string;
  value: BarValue;
  /** The largest percent the track holds (100 for competence, 200 for risk). */
  maxPercent: number;
  /** A mark on the track (the risk target), in % of its width. */
  mark?: number;
  /** Whether its popover is open (the header keeps one popover open at a time). */
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** A monthly progress bar of the header; tapping it explains it in a popover that closes after 5 s. */
export function HeaderBar(props: HeaderBarProps) {
  const { label, valueText, hint, value, maxPercent, mark, open, onToggle, onClose } = props;
  const { t } = useTranslation('header');
  return (
    <div className="header-bar">
      <button
        type="button"
        className="header-bar__button"
        aria-label={label}
        aria-expanded={open}
        onClick={onToggle}
      >
        <span className="header-bar__label">{label}</span>
        <span className="header-bar__row">
          <span
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={maxPercent}
            aria-valuenow={value.percent ?? undefined}
            aria-valuetext={valueText}
            className={`header-bar__track header-bar__track--${value.tone}`}
          >
            <span className="header-bar__fill" style={{ width: `${value.fill}%` }} />
            {mark === undefined ? null : (
              <span className="header-bar__mark" style={{ left: `${mark}%` }} />
            )}
          </span>
          <span className="header-bar__value" aria-hidden="true">
            {value.percent === null
              ? t('bars.noData')
              : t('bars.percent', { value: value.percent })}
          </span>
        </span>
      </button>
      <Popover open={open} onClose={onClose} autoCloseMs={POPOVER_MS} label={label}>
        <p className="header-popover__text">{valueText}</p>
        <p className="header-popover__text">{hint}</p>
      </Popover>
    </div>
  );
}
