import type { ReactNode } from 'react';

import type { NoticeAction } from '@/lib/api/schemas/notices';

import { actionColour } from '@/components/ui/notice-display';

export interface NoticeActionButtonsProps {
  actions: NoticeAction[];
  disabled: boolean;
  onAction: (action: NoticeAction) => void;
  /** Extra buttons after the actions (the stepper's Back). */
  children?: ReactNode;
}

/** A notice's action buttons, each in its spec colour (put_aside warning … refused danger). */
export function NoticeActionButtons({
  actions,
  disabled,
  onAction,
  children,
}: NoticeActionButtonsProps) {
  return (
    <div className="notice-actions">
      {actions.map((action, index) => (
        <button
          key={`${action.name}-${index}`}
          type="button"
          className={`button notice-action notice-action--${actionColour(action.name)}`}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          {action.title || action.name}
        </button>
      ))}
      {children}
    </div>
  );
}
