import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A text cut at `limit` characters, and whether it was cut. */
export function cutAt(text: string, limit: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length > limit
    ? { text: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true }
    : { text, cut: false };
}

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before the ellipsis. */
  limit: number;
  /** Offer 'Show more' / 'Show less' when the text was cut (otherwise the cut is final). */
  toggle?: boolean;
  className?: string;
}

/** Server text cut at a limit with an ellipsis, optionally with a toggle to the whole text; always plain text. */
export function TruncatedText({ text, limit, toggle = false, className }: TruncatedTextProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const shown = cutAt(text, limit);
  return (
    <span className={className}>
      {open ? text : shown.text}
      {toggle && shown.cut ? (
        <>
          {' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? 'actions.showLess' : 'actions.showMore')}
          </button>
        </>
      ) : null}
    </span>
  );
}
