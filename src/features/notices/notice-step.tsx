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
   * The notice was acted on on this terminal (its action waits in the outbox, or waited while the
   * stepper was open): its buttons are disabled, and Next goes on as after the action; undefined
   * otherwise.
   */
  onNext?: () => void;
  /** Its action still waits in the outbox: a note says so above the buttons. */
  waiting?: boolean;
}

/** One step of the notices stepper: title, description with a toggle, content and actions. */
export function NoticeStep({
  notice,
  busy,
  onAction,
  onBack,
  onNext,
  waiting = false,
}: NoticeStepProps) {
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
        disabled={busy || !!onNext}
        waiting={waiting}
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
