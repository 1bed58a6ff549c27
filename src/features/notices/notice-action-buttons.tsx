import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { NoticeAction } from '@/lib/api/schemas/notices';

import { actionColour } from '@/components/ui/notice-display';

export interface NoticeActionButtonsProps {
  actions: NoticeAction[];
  disabled: boolean;
  /** The notice's action waits in the outbox: the buttons are disabled, with a note why. */
  waiting?: boolean;
  onAction: (action: NoticeAction) => void;
  /** Extra buttons after the actions (the stepper's Back). */
  children?: ReactNode;
}

/** A notice's action buttons, each in its spec colour (put_aside warning … refused danger). */
export function NoticeActionButtons({
  actions,
  disabled,
  waiting = false,
  onAction,
  children,
}: NoticeActionButtonsProps) {
  const { t } = useTranslation('notices');
  const noteId = useId();
  return (
    <>
      {waiting ? (
        <p id={noteId} className="status-line notice-waiting" role="status">
          {t('waiting.note')}
        </p>
      ) : null}
      <div className="notice-actions">
        {actions.map((action, index) => (
          <button
            key={`${action.name}-${index}`}
            type="button"
            className={`button notice-action notice-action--${actionColour(action.name)}`}
            disabled={disabled || waiting}
            aria-describedby={waiting ? noteId : undefined}
            onClick={() => onAction(action)}
          >
            {action.title || action.name}
          </button>
        ))}
        {children}
      </div>
    </>
  );
}
