import { memo } from 'react';

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

/** The words a bubble shows besides the message, translated once for the whole thread. */
export interface BubbleLabels {
  you: string;
  sending: string;
}

/**
 * A message: author, text, and its date, or 'Sending' (and no date) while it is on its way.
 * Memoised: scrolling re-renders the thread, and a message already in view stays as it is.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  labels,
  language,
}: {
  message: ThreadMessage;
  labels: BubbleLabels;
  language: string;
}) {
  const date = parseServerDate(message.createdAt);
  return (
    <article className={`feedback-message${message.own ? ' feedback-message--own' : ''}`}>
      <header className="feedback-message__author">
        {message.own ? labels.you : message.author}
      </header>
      <p className="feedback-message__text">{message.text}</p>
      <footer className="feedback-message__meta">
        {message.createdAt === null ? (
          <span className="feedback-message__sending">{labels.sending}</span>
        ) : date ? (
          <time dateTime={date.toISOString()}>{formatDateTime(date, language)}</time>
        ) : null}
      </footer>
    </article>
  );
});
