import { useTranslation } from 'react-i18next';

import { NOTICE_DESCRIPTION_LIMIT, noticeTitle } from '@/components/ui/notice-display';
import { TruncatedText } from '@/components/ui/truncated-text';
import type { Notice, NoticeAction } from '@/lib/api/schemas/notices';

import { NoticeActionButtons } from './notice-action-buttons';

import { NoticeContent } from './notice-content';

export interface NoticeStepProps {
  notice: Notice;
  busy: boolean;
  onAction: (action: NoticeAction) => void;
  /** Offer Back (the notice does not block); undefined hides it. */
  onBack?: () => void;
  /**
   * The notice's action waits in the outbox: its buttons are disabled with a note, and Next goes on
   * as after the action (it was done on this terminal); undefined when it does not wait.
   */
  onNext?: () => void;
}

/** One step of the notices stepper: title, description with a toggle, content and actions. */
export function NoticeStep({ notice, busy, onAction, onBack, onNext }: NoticeStepProps) {
  const { t } = useTranslation(['notices', 'common']);
  return (
    <article className={`notice-step notice-detail--${notice.type}`}>
      <h2 className="notice-detail__title">{noticeTitle(notice.title)}</h2>
      {notice.blocked ? (
        <p className="notice-step__hint">{t('notices:stepper.blockedHint')}</p>
      ) : null}
      {notice.description ? (
        <p className="notice-detail__description">
          <TruncatedText text={notice.description} limit={NOTICE_DESCRIPTION_LIMIT} toggle />
        </p>
      ) : null}
      <NoticeContent content={notice.content} />
      <NoticeActionButtons
        actions={notice.actions}
        disabled={busy}
        waiting={!!onNext}
        onAction={onAction}
      >
        {onNext ? (
          <button type="button" className="button button--primary" onClick={onNext}>
            {t('common:actions.next')}
          </button>
        ) : null}
        {onBack ? (
          <button type="button" className="button notice-step__back" onClick={onBack}>
            {t('notices:actions.back')}
          </button>
        ) : null}
      </NoticeActionButtons>
    </article>
  );
}
