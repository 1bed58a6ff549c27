import { useTranslation } from 'react-i18next';

import { DocumentMaterial } from '@/components/material/document-material';
import type { MaterialError } from '@/components/material/material-contract';
import { VideoMaterial } from '@/components/material/video-material';
import type { NoticeContent as Content } from '@/lib/api/schemas/notices';
import { log } from '@/lib/log';

const watched = () => undefined;
const failed = (error: MaterialError) => log.warn('notice content could not be shown', error);

/** A notice's content by its type: a document viewer, a video, a photo or plain text. */
export function NoticeContent({ content }: { content: Content }) {
  const { t } = useTranslation('notices');
  switch (content['content-type']) {
    case 'document':
      return (
        <div className="notice-content notice-content--document">
          <DocumentMaterial url={content.content} onWatched={watched} onError={failed} />
        </div>
      );
    case 'video':
      return (
        <div className="notice-content notice-content--video">
          <VideoMaterial url={content.content} onWatched={watched} onError={failed} />
        </div>
      );
    case 'photo':
      return (
        <div className="notice-content notice-content--photo">
          <img className="notice-content__photo" src={content.content} alt={t('detail.photoAlt')} />
        </div>
      );
    case 'other':
      return content.content ? <p className="notice-content__text">{content.content}</p> : null;
  }
}
