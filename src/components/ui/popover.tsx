import type { ReactNode } from 'react';

import { useTimeout } from '@/lib/hooks/use-timeout';

import { POPOVER_MS } from './timing';

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** 5 s by default; 10 s (LONG_POPOVER_MS) for notifications and device info. */
  autoCloseMs?: number;
  label: string;
  children: ReactNode;
}

/** A popover that closes itself after its time. */
export function Popover({
  open,
  onClose,
  autoCloseMs = POPOVER_MS,
  label,
  children,
}: PopoverProps) {
  useTimeout(onClose, autoCloseMs, open);
  if (!open) return null;
  return (
    <div className="popover" role="dialog" aria-label={label}>
      {children}
    </div>
  );
}
