import { useState } from 'react';

import { getSurveyAssignments } from '@/lib/api/endpoints/surveys';
import type { SurveyAssignment, SurveyDetail } from '@/lib/api/schemas/surveys';
import { surveyResultRequest } from '@/lib/api/write-requests';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
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
 * cleared and the refreshed list (null when it cannot load). Kept to arrive later: the spec's error
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
    const outcome = await record(surveyResultRequest(employeeUuid, result), stored).catch(
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
    const list = await getSurveyAssignments(employeeUuid).catch((error: unknown) => {
      log.warn('the survey list did not reload after a send', error);
      return null;
    });
    setSending(false);
    onSent(list);
  };

  return { send, sending };
}
