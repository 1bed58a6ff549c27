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
}

/** One step of the notices stepper: title, description with a toggle, content and actions. */
export function NoticeStep({ notice, busy, onAction, onBack }: NoticeStepProps) {
  const { t } = useTranslation('notices');
  return (
    <article className={`notice-step notice-detail--${notice.type}`}>
      <h2 className="notice-detail__title">{noticeTitle(notice.title)}</h2>
      {notice.blocked ? <p className="notice-step__hint">{t('stepper.blockedHint')}</p> : null}
      {notice.description ? (
        <p className="notice-detail__description">
          <TruncatedText text={notice.description} limit={NOTICE_DESCRIPTION_LIMIT} toggle />
        </p>
      ) : null}
      <NoticeContent content={notice.content} />
      <NoticeActionButtons actions={notice.actions} disabled={busy} onAction={onAction}>
        {onBack ? (
          <button type="button" className="button notice-step__back" onClick={onBack}>
            {t('actions.back')}
          </button>
        ) : null}
      </NoticeActionButtons>
    </article>
  );
}
