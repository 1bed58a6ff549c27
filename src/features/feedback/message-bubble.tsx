import { useTranslation } from 'react-i18next';

import { formatDateTime, parseServerDate } from '@/lib/format/dates';

/** One message of a thread as the screen shows it. */
export interface ThreadMessage {
  key: string;
  text: string;
  author: string;
  own: boolean;
  /** The server's create_dt; null while the message is still being sent. */
  createdAt: string | null;
}

/** A message: author, text, and its date, or 'Sending' (and no date) while it is on its way. */
export function MessageBubble({ message }: { message: ThreadMessage }) {
  const { t, i18n } = useTranslation('feedback');
  const date = parseServerDate(message.createdAt);
  return (
    <article className={`feedback-message${message.own ? ' feedback-message--own' : ''}`}>
      <header className="feedback-message__author">
        {message.own ? t('dialog.you') : message.author}
      </header>
      <p className="feedback-message__text">{message.text}</p>
      <footer className="feedback-message__meta">
        {message.createdAt === null ? (
          <span className="feedback-message__sending">{t('dialog.sending')}</span>
        ) : date ? (
          <time dateTime={date.toISOString()}>{formatDateTime(date, i18n.language)}</time>
        ) : null}
      </footer>
    </article>
  );
}
