import { useTranslation } from 'react-i18next';

import { DocumentMaterial } from '@/components/material/document-material';
import type { MaterialError } from '@/components/material/material-contract';
import { VideoMaterial } from '@/components/material/video-material';
import {
  actionColour,
  NOTICE_DESCRIPTION_LIMIT,
  noticeTitle,
} from '@/components/ui/notice-display';
import { TruncatedText } from '@/components/ui/truncated-text';
import type { Notice, NoticeContent } from '@/lib/api/schemas/notices';
import { log } from '@/lib/log';

const watched = () => undefined;
const failed = (error: MaterialError) => log.warn('demo notice content could not be shown', error);

/** The notice's content by type; the demo's video loops muted (spec 2 §2). */
function DemoNoticeContent({ content }: { content: NoticeContent }) {
  const { t } = useTranslation('demo');
  switch (content['content-type']) {
    case 'document':
      return <DocumentMaterial url={content.content} onWatched={watched} onError={failed} />;
    case 'video':
      return (
        <VideoMaterial
          url={content.content}
          autoPlay
          loop
          muted
          onWatched={watched}
          onError={failed}
        />
      );
    case 'photo':
      return (
        <img className="demo-notice__photo" src={content.content} alt={t('labels.photoAlt')} />
      );
    case 'other':
      return content.content ? <p className="demo-notice__text">{content.content}</p> : null;
  }
}

export interface DemoNoticeProps {
  notice: Notice;
  /** Any action button: the demo sends nothing, it ends. */
  onAction: () => void;
}

/** A demo notice shown as a notice step: title, description with a toggle, content, action buttons. */
export function DemoNotice({ notice, onAction }: DemoNoticeProps) {
  return (
    <article className={`demo-notice demo-notice--${notice.type}`}>
      <h2 className="demo-notice__title">{noticeTitle(notice.title)}</h2>
      <p className="demo-notice__description">
        <TruncatedText text={notice.description} limit={NOTICE_DESCRIPTION_LIMIT} toggle />
      </p>
      <div className="demo-notice__content">
        <DemoNoticeContent content={notice.content} />
      </div>
      <div className="demo-notice__actions">
        {notice.actions.map((action, index) => (
          <button
            key={`${action.name}-${index}`}
            type="button"
            className={`button demo-action--${actionColour(action.name)}`}
            onClick={onAction}
          >
            {action.title || action.name}
          </button>
        ))}
      </div>
    </article>
  );
}
