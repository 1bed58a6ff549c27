import { useState } from 'react';

import { submitSurveyResult } from '@/lib/api/endpoints/surveys';
import type { SurveyAssignment, SurveyDetail } from '@/lib/api/schemas/surveys';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser, userUpdated } from '@/lib/state/session-slice';
import { toastShown } from '@/lib/state/toast-slice';

import { buildResult, type Drafts } from './survey-answers';

export type SubmitOutcome =
  { kind: 'incomplete'; missing: string[] } | { kind: 'sent' } | { kind: 'failed' };

/**
 * Submits a questionnaire (spec 2 §4, §5): refuses while an important question is unanswered
 * (error toast), otherwise posts the result, shows the success toast, clears the mandatory-survey
 * flag and hands over the refreshed list; a failed send shows the spec's error toast.
 */
export function useSurveySubmit(
  detail: SurveyDetail,
  startedAt: number,
  onSent: (list: SurveyAssignment[]) => void,
) {
  const dispatch = useAppDispatch();
  const apiError = useApiError();
  const employeeUuid = useAppSelector(selectUser)?.uuid;
  const [sending, setSending] = useState(false);

  const send = async (drafts: Drafts) => {
    if (!employeeUuid) return;
    setSending(true);
    try {
      const result = buildResult(detail, drafts, { startedAt, endedAt: Date.now() });
      const list = await submitSurveyResult(employeeUuid, result);
      dispatch(toastShown({ kind: 'success', messageKey: 'surveys:success.sent' }));
      dispatch(userUpdated({ important_survey: null }));
      onSent(list);
    } catch (error) {
      apiError('surveys:errors.send', error);
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
