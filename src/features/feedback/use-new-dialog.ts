import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getFeedbackThemes, getStructures, getUsers } from '@/lib/api/endpoints/feedback';
import type { Option } from '@/lib/api/schemas/common';
import { newDialogRequest, type FeedbackRecipient } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useLatest } from '@/lib/hooks/use-latest';
import { outcomeNote } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

/** What the form offers: subjects, divisions and people. */
export interface NewDialogData {
  themes: Option[];
  structures: Option[];
  users: Option[];
}

const loadData = async (): Promise<NewDialogData> => {
  const [themes, structures, users] = await Promise.all([
    getFeedbackThemes(),
    getStructures(),
    getUsers(),
  ]);
  // Without a subject no dialog can be started: the same as data that did not load.
  if (themes.length === 0) throw new Error('feedback: the server sent no themes');
  return { themes, structures, users };
};

/**
 * The new-message form's data and sending (spec 2 §2): subject defaults to the first theme, the
 * recipient to the employee's own division. A load failure or a failed send leads to /feedback.
 */
export function useNewDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const report = useLatest(useApiError());
  const record = useRecordWrite();
  const alive = useRef(true);
  const [data, setData] = useState<NewDialogData | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    alive.current = true;
    loadData().then(
      (loaded) => {
        if (alive.current) setData(loaded);
      },
      (error: unknown) => {
        if (alive.current)
          report.current('feedback:errors.createData', error, { redirect: paths.feedback });
      },
    );
    return () => {
      alive.current = false;
    };
  }, [report]);

  const send = async (message: {
    text: string;
    themeUuid: string;
    recipient: FeedbackRecipient;
  }) => {
    if (!user || sending) return;
    setSending(true);
    const request = newDialogRequest({
      employeeId: user.id,
      ...message,
      text: message.text.trim(),
    });
    const outcome = await record(request).catch(String);
    if (outcome !== 'sent') {
      // Kept in the outbox unless refused: the message still arrives, but not now.
      if (alive.current)
        report.current('feedback:errors.send', new Error(`dialog ${outcome}`), {
          redirect: paths.feedback,
          noteKey: outcomeNote(outcome),
        });
      return;
    }
    // The message went out even if the employee has left the form meanwhile: say so anyway.
    dispatch(toastShown({ kind: 'success', messageKey: 'feedback:success.sent' }));
    if (alive.current) navigate(paths.feedback, { replace: true });
  };

  const ownDivision: FeedbackRecipient | null = user?.structure_id
    ? { type: 'structure', id: user.structure_id }
    : null;

  return {
    data,
    sending,
    ownDivision,
    send: (message: Parameters<typeof send>[0]) => void send(message),
  };
}
