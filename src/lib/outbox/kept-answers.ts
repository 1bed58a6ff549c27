import * as z from 'zod/mini';

import { id, uuid } from '@/lib/api/schemas/common';
import { LIBRARY_READ_PATH, surveyResultPath } from '@/lib/api/write-requests';
import { log } from '@/lib/log';
import { importantMaterialKey, importantSurveyKey } from '@/lib/state/session-slice';

import { readOutbox } from './outbox';
import type { OutboxItem } from './outbox-types';

/** What names a stored survey result: its survey and assignment (an id as number or text). */
const surveyResult = z.object({ survey_uuid: uuid, assignment_id: id });

/** The session's name of what one waiting write answers: a survey result or a signed mark, else null. */
function answerOf(item: OutboxItem): string | null {
  const { path, body } = item.request;
  if (path === surveyResultPath(item.employee) && body.kind === 'json') {
    const result = surveyResult.safeParse(body.value);
    return result.success
      ? importantSurveyKey(result.data.survey_uuid, result.data.assignment_id)
      : null;
  }
  // A signed mark: the material was finished right after it (a mark without a signature is sent
  // when a material is viewed, before it is finished).
  if (path === LIBRARY_READ_PATH && body.kind === 'form' && body.fields.file) {
    const uuid = body.fields.uuid;
    return typeof uuid === 'string' ? importantMaterialKey(uuid) : null;
  }
  return null;
}

/** The survey results and signed marks (session-slice names) of an employee among waiting writes. */
export const answersIn = (items: OutboxItem[], employee: string): string[] =>
  items.flatMap((item) => {
    const answer = item.employee === employee ? answerOf(item) : null;
    return answer ? [answer] : [];
  });

/**
 * The survey results and signed marks of an employee that the outbox still holds, from this session
 * or an earlier one (a logout and a new login while they wait). None when the outbox cannot be read.
 */
export async function keptAnswers(employee: string): Promise<string[]> {
  try {
    return answersIn((await readOutbox()).pending, employee);
  } catch (error) {
    log.warn('the outbox could not be read for kept answers', error);
    return [];
  }
}
