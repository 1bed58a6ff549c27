import * as z from 'zod/mini';

import { id, uuid, type ServerId } from '@/lib/api/schemas/common';
import {
  LIBRARY_READ_PATH,
  noticeCallbackRequest,
  surveyResultPath,
} from '@/lib/api/write-requests';

import type { OutboxItem } from './outbox-types';

/**
 * Which of an employee's waiting writes stand for what a screen lists (issue 29 item 6), so the
 * screen shows it as waiting instead of asking for it again. Pure: the items come from
 * `useWaitingWrites()` (one employee's pending items, no dead letters).
 */

/** What names a stored survey result: its survey and assignment (an id as number or text). */
const surveyResult = z.object({ survey_uuid: uuid, assignment_id: id });

/**
 * The name of a survey assignment: survey uuid and assignment id as text, since one answer may send
 * `52` where another sends `"52"` for the same assignment.
 */
export const assignmentKey = (surveyUuid: string, assignmentId: ServerId): string =>
  `${surveyUuid} ${String(assignmentId)}`;

/** The survey assignments (`assignmentKey`) whose results wait. */
export function waitingAssignments(items: readonly OutboxItem[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const { employee, request } of items) {
    if (request.path !== surveyResultPath(employee) || request.body.kind !== 'json') continue;
    const result = surveyResult.safeParse(request.body.value);
    if (result.success) keys.add(assignmentKey(result.data.survey_uuid, result.data.assignment_id));
  }
  return keys;
}

/** A material's waiting mark: read only, or read and signed (a file with it). */
export type WaitingMark = 'read' | 'signed';

/** The materials (by uuid) whose read mark waits; signed when any waiting mark carries the signature. */
export function waitingMaterials(items: readonly OutboxItem[]): ReadonlyMap<string, WaitingMark> {
  const marks = new Map<string, WaitingMark>();
  for (const { request } of items) {
    if (request.path !== LIBRARY_READ_PATH || request.body.kind !== 'form') continue;
    const { uuid: material, file } = request.body.fields;
    if (typeof material !== 'string') continue;
    if (file || !marks.has(material)) marks.set(material, file ? 'signed' : 'read');
  }
  return marks;
}

/** The paths of waiting calls without a payload: notice-action callbacks among them. */
export function waitingCallbackPaths(items: readonly OutboxItem[]): ReadonlySet<string> {
  return new Set(
    items.filter(({ request }) => request.body.kind === 'none').map(({ request }) => request.path),
  );
}

/** A notice action as the matcher needs it: its callback paths as the server wrote them. */
export interface CallbackAction {
  callbacks: readonly string[];
}

/** Whether a callback of the action waits (paths compared as the outbox keeps them: normalised). */
export const actionWaits = (action: CallbackAction, paths: ReadonlySet<string>): boolean =>
  action.callbacks.some((callback) => paths.has(noticeCallbackRequest(callback).path));

/** Whether a callback of any of the notice's actions waits: the notice was acted on. */
export const noticeWaits = (
  notice: { actions: readonly CallbackAction[] },
  paths: ReadonlySet<string>,
): boolean => notice.actions.some((action) => actionWaits(action, paths));

/**
 * When the latest waiting flow result (`POST flows/{id}`) of runs with this appointment was made
 * (epoch ms), or null when none waits. A pre-shift run has no appointment (null); extra and
 * targeted training and course topics send theirs, so their results do not count as a pre-shift's.
 */
export function lastWaitingFlowResult(
  items: readonly OutboxItem[],
  appointment: string | null = null,
): number | null {
  let latest: number | null = null;
  for (const { request, createdAt } of items) {
    if (!request.path.startsWith('flows/')) continue;
    const field = request.body.kind === 'form' ? request.body.fields.appointment : undefined;
    const made = typeof field === 'string' && field ? field : null;
    if (made === appointment && (latest === null || createdAt > latest)) latest = createdAt;
  }
  return latest;
}
