import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { FeedbackMessage } from '@/lib/api/schemas/feedback';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';

import { isOwn, type Me } from './feedback-rules';
import { MessageBubble, type ThreadMessage } from './message-bubble';
import { ReplyForm } from './reply-form';
import { ScreenActions } from './screen-actions';
import { useDialogThread, type PendingMessage } from './use-dialog-thread';
import { VirtualList } from './virtual-list';
import './feedback.css';
import './feedback-thread.css';

/** A message's height before it is measured, in px. */
const MESSAGE_ESTIMATE = 120;

/** The messages, then the replies still on their way. */
function threadOf(
  messages: FeedbackMessage[] | null,
  pending: PendingMessage[],
  me: Me | null,
): ThreadMessage[] {
  const sent = (messages ?? []).map((message) => ({
    key: message.uuid,
    text: message.text,
    author: message.user_title,
    own: me !== null && isOwn(message, me),
    createdAt: message.create_dt,
  }));
  const onTheWay = pending.map((reply) => ({
    key: `pending-${reply.id}`,
    text: reply.text,
    author: '',
    own: true,
    createdAt: null,
  }));
  return [...sent, ...onTheWay];
}

/** One dialog (/feedback/dialog/{uuid}): the thread, scrolled to the newest message, and the reply. */
export function DialogScreen() {
  const { t, i18n } = useTranslation(['feedback', 'common']);
  const { id = '' } = useParams();
  const thread = useDialogThread(id);
  // The same rows while only the scroll changes: each bubble renders once while in view.
  const messages = useMemo(
    () => threadOf(thread.messages, thread.pending, thread.me),
    [thread.messages, thread.pending, thread.me],
  );
  const labels = useMemo(() => ({ you: t('dialog.you'), sending: t('dialog.sending') }), [t]);
  const loading = thread.messages === null;
  const keyboard = useShowKeyboard();

  return (
    <main
      className={`screen feedback${keyboard ? ' feedback--keyboard' : ''}`}
      aria-labelledby="feedback-dialog-title"
      aria-busy={loading}
    >
      <h1 id="feedback-dialog-title" className="screen__title">
        {t('dialog.title')}
      </h1>
      {loading ? <span className="spinner" role="status" aria-label={t('common:loading')} /> : null}
      {!loading && messages.length === 0 ? (
        <p className="status-line">{t('dialog.empty')}</p>
      ) : null}
      {messages.length > 0 ? (
        <VirtualList
          items={messages}
          getKey={(message) => message.key}
          estimateSize={MESSAGE_ESTIMATE}
          label={t('dialog.messagesLabel')}
          className="feedback__thread"
          renderItem={(message) => (
            <MessageBubble message={message} labels={labels} language={i18n.language} />
          )}
          stickToEnd
        />
      ) : null}
      {loading ? null : <ReplyForm busy={thread.sending} onSend={thread.send} />}
      <ScreenActions back={paths.feedback} />
    </main>
  );
}
