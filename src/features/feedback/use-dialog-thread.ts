import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { paths } from '@/config/paths';
import { getDialogMessages } from '@/lib/api/endpoints/feedback';
import type { FeedbackMessage } from '@/lib/api/schemas/feedback';
import { dialogMessageRequest, messageReadRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useLatest } from '@/lib/hooks/use-latest';
import { log } from '@/lib/log';
import { outcomeNote } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { unreadIncoming, type Me } from './feedback-rules';

/** A reply shown at once, labelled Sending and without a date, until the server has answered. */
export interface PendingMessage {
  id: number;
  text: string;
}

type RecordWrite = ReturnType<typeof useRecordWrite>;

/** Records the incoming unread messages as read, one after another; a failure is only logged. */
async function markRead(messages: FeedbackMessage[], me: Me, record: RecordWrite) {
  for (const message of unreadIncoming(messages, me)) {
    const outcome = await record(messageReadRequest(message.uuid)).catch(String);
    if (outcome !== 'sent') log.error('feedback: marking a message read failed', outcome);
  }
}

/**
 * One dialog's thread (spec 2 §4): loads the messages and marks the incoming ones read; a reply
 * appears as Sending, then the dialog is reloaded. Failures lead to /feedback with the spec's text.
 */
export function useDialogThread(dialogUuid: string) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const userId = user?.id;
  const userUuid = user?.uuid;
  // One object while the employee stays: the screen derives its rows from it.
  const signedIn = useMemo<Me | null>(
    () => (userId !== undefined && userUuid !== undefined ? { id: userId, uuid: userUuid } : null),
    [userId, userUuid],
  );
  const me = useLatest(signedIn);
  const report = useLatest(useApiError());
  const record = useLatest(useRecordWrite());
  const alive = useRef(true);
  const nextId = useRef(1);
  const [messages, setMessages] = useState<FeedbackMessage[] | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  /** Shows a loaded thread (`sent`: the reply it now holds, no longer pending), then marks read. */
  const show = useCallback(
    (loaded: FeedbackMessage[], sent?: number) => {
      if (!alive.current) return;
      // A transition: React renders a thread of thousands in slices that give the main thread
      // back; the reply leaves the pending ones in the same commit as it arrives in the thread.
      startTransition(() => {
        setMessages(loaded);
        if (sent !== undefined) setPending((current) => current.filter((item) => item.id !== sent));
      });
      if (me.current) void markRead(loaded, me.current, record.current);
    },
    [me, record],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (alive.current)
        report.current('feedback:errors.dialog', error, { redirect: paths.feedback });
    },
    [report],
  );

  useEffect(() => {
    alive.current = true;
    getDialogMessages(dialogUuid).then((loaded) => show(loaded), fail);
    return () => {
      alive.current = false;
    };
  }, [dialogUuid, show, fail]);

  const send = async (text: string) => {
    if (!user) return;
    const reply = { id: nextId.current++, text };
    setPending((current) => [...current, reply]);
    const request = dialogMessageRequest({ employeeId: user.id, dialogUuid, text });
    const outcome = await record.current(request).catch(String);
    if (outcome !== 'sent') {
      if (alive.current)
        report.current('feedback:errors.send', new Error(`message ${outcome}`), {
          redirect: paths.feedback,
          noteKey: outcomeNote(outcome),
        });
      return;
    }
    dispatch(toastShown({ kind: 'success', messageKey: 'feedback:success.sent' }));
    if (!alive.current) return;
    await getDialogMessages(dialogUuid).then((loaded) => show(loaded, reply.id), fail);
  };

  return {
    messages,
    pending,
    me: signedIn,
    sending: pending.length > 0,
    send: (text: string) => void send(text),
  };
}
