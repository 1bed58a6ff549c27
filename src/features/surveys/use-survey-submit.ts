import { useState } from 'react';

import { getSurveyAssignments } from '@/lib/api/endpoints/surveys';
import {
  surveyAssignmentListSchema,
  type SurveyAssignment,
  type SurveyDetail,
} from '@/lib/api/schemas/surveys';
import { surveyResultRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { takeAcceptedAnswer } from '@/lib/outbox/accepted-answers';
import { newOutboxId } from '@/lib/outbox/item-id';
import { isKept, outcomeNote } from '@/lib/outbox/outbox-types';
import { useRecordWrite } from '@/lib/outbox/use-record-write';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import {
  answerRecorded,
  answerRefused,
  importantSurveyKey,
  selectUser,
  userUpdated,
} from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { buildResult, type Drafts } from './survey-answers';

/**
 * Submits a questionnaire (spec 2 §4, §5) through the outbox. Once the answers are stored the
 * session counts this survey as answered (the guard asks for it no more, even after a reload during
 * the send or a refresh that still names it). Accepted: the success toast, the mandatory-survey flag
 * cleared and the refreshed list: the submit's answer (spec 2 §4), else asked for (null when it
 * cannot load). Kept to arrive later: the spec's error
 * toast, and the survey counts as done (a second send would count twice). Refused, or neither
 * stored nor sent: the spec's error toast and the survey is asked for again (the answers stay on the
 * surveys screen for another try; the guard's mandatory survey starts again from its notice).
 */
export function useSurveySubmit(
  detail: SurveyDetail,
  startedAt: number,
  onSent: (list: SurveyAssignment[] | null) => void,
) {
  const dispatch = useAppDispatch();
  const apiError = useApiError();
  const record = useRecordWrite();
  const employeeUuid = useAppSelector(selectUser)?.uuid;
  const [sending, setSending] = useState(false);

  const send = async (drafts: Drafts) => {
    if (!employeeUuid) return;
    setSending(true);
    const result = buildResult(detail, drafts, { startedAt, endedAt: Date.now() });
    const key = importantSurveyKey(detail.survey.uuid, detail.assignment.id);
    const stored = async () => {
      dispatch(answerRecorded(key));
    };
    const id = newOutboxId();
    const outcome = await record(surveyResultRequest(employeeUuid, result), stored, id).catch(
      (error: unknown) => {
        log.error('the survey result could not be recorded', error);
        return 'unsent' as const;
      },
    );
    if (outcome !== 'sent')
      apiError('surveys:errors.send', new Error(`survey result ${outcome}`), {
        noteKey: outcomeNote(outcome),
      });
    if (outcome !== 'sent' && !isKept(outcome)) {
      dispatch(answerRefused(key));
      setSending(false);
      return;
    }
    if (outcome === 'sent')
      dispatch(toastShown({ kind: 'success', messageKey: 'surveys:success.sent' }));
    dispatch(userUpdated({ important_survey: null }));
    // Spec 2 §4: the list is refreshed from the submit's answer; asked for again only when the
    // answer is not at hand (the result was kept to arrive later) or is not a list.
    const answer = takeAcceptedAnswer(id);
    // Only a list itself: an acknowledgement such as {} must not read as an empty list.
    const answered = Array.isArray(answer) ? surveyAssignmentListSchema.safeParse(answer) : null;
    const list = answered?.success
      ? answered.data
      : await getSurveyAssignments(employeeUuid).catch((error: unknown) => {
          log.warn('the survey list did not reload after a send', error);
          return null;
        });
    setSending(false);
    onSent(list);
  };

  return { send, sending };
}
