import type { MockFiles, MockRequest, MockResponse } from './mock-files';
import { readFirst } from './mock-files';
import type { MockOverlay } from './mock-overlay';
import { addRecord, patchEntity } from './mock-overlay';

export interface HandlerContext {
  request: MockRequest;
  match: RegExpMatchArray;
  overlay: MockOverlay;
  files: MockFiles;
  now: () => Date;
  newId: () => string;
}

/** Answers a call in code; `undefined` lets the files answer. */
export type MockHandler = (
  context: HandlerContext,
) => Promise<MockResponse | undefined> | MockResponse | undefined;

const ok = (data: unknown = { success: true }): MockResponse => ({ status: 200, body: { data } });
const field = (request: MockRequest, name: string): string | undefined => {
  const value = request.body[name] ?? request.query[name];
  return value === undefined || value === null ? undefined : String(value);
};
const isoNow = (now: () => Date) => now().toISOString();

type Dialog = { uuid: string; messages: unknown[] } & Record<string, unknown>;
const addedDialogs = (overlay: MockOverlay) =>
  (overlay.added['feedback:dialogs'] ?? []) as Dialog[];

/** The writes mock mode understands, and the reads that must show what was written. */
export const mockHandlers: Array<{ method: 'GET' | 'POST'; pattern: RegExp; handle: MockHandler }> =
  [
    {
      // A card linked in this session logs its employee in.
      method: 'POST',
      pattern: /^employees\/auth$/,
      handle: async ({ request, overlay, files }) => {
        const rfid = field(request, 'rfid');
        const linked = rfid ? overlay.patches[`rfid:${rfid}`]?.employee : undefined;
        if (!linked) return undefined;
        const body = await readFirst(files, { ...request, body: { uuid: linked }, query: {} });
        return body === undefined ? undefined : { status: 200, body };
      },
    },
    {
      method: 'POST',
      pattern: /^pin_code$/,
      handle: ({ request, overlay }) => {
        const employee = field(request, 'employee_uuid');
        const pin = field(request, 'pin_code');
        if (!employee || !pin)
          return { status: 422, body: { message: 'employee_uuid and pin_code are required' } };
        patchEntity(overlay, 'uuid', employee, { pin_code: pin });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^rfid\/joinToEmployee$/,
      handle: ({ request, overlay }) => {
        const employee = field(request, 'employee');
        const rfid = field(request, 'rfid');
        if (!employee || !rfid)
          return { status: 422, body: { message: 'employee and rfid are required' } };
        overlay.patches[`rfid:${rfid}`] = { employee };
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^risks\/setViewRisks$/,
      handle: ({ request, overlay }) => {
        const uuid = field(request, 'uuid');
        if (!uuid) return { status: 422, body: { message: 'uuid is required' } };
        patchEntity(overlay, 'uuid', uuid, { viewRisks: false });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^ipm\/needs\/([^/]+)\/apply$/,
      handle: ({ match, overlay }) => {
        patchEntity(overlay, 'uuid', match[1], { viewed: true });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^library\/items$/,
      handle: ({ request, overlay }) => {
        const uuid = field(request, 'uuid');
        if (!uuid) return { status: 422, body: { message: 'uuid is required' } };
        patchEntity(overlay, 'uuid', uuid, {
          unread: false,
          ...(request.body.file ? { signed: true } : {}),
        });
        const employee = field(request, 'employee_id');
        if (employee) patchEntity(overlay, 'id', employee, { important_library: null });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^feedback\/dialogs$/,
      handle: ({ request, overlay, now, newId }) => {
        const text = field(request, 'text_message');
        if (!text) return { status: 422, body: { message: 'text_message is required' } };
        const message = {
          uuid: newId(),
          text,
          create_dt: isoNow(now),
          author_employee: field(request, 'employee_id'),
          status: 'read',
        };
        const dialogUuid = field(request, 'uuid');
        if (dialogUuid) {
          const own = addedDialogs(overlay).find((dialog) => dialog.uuid === dialogUuid);
          if (own) own.messages.push(message);
          else addRecord(overlay, `feedback:messages:${dialogUuid}`, message);
          patchEntity(overlay, 'uuid', dialogUuid, {
            last_message_dt: message.create_dt,
            short_text: text,
          });
          return ok({ uuid: dialogUuid });
        }
        const uuid = newId();
        addRecord(overlay, 'feedback:dialogs', {
          uuid,
          status: 'in_work',
          unread_message_count: 0,
          last_message_dt: message.create_dt,
          short_text: text,
          theme_uuid: field(request, 'theme_uuid') ?? '',
          theme_title: '',
          messages: [message],
        });
        return ok({ uuid });
      },
    },
    {
      method: 'GET',
      pattern: /^feedback\/dialogs$/,
      handle: ({ request, overlay }) => {
        const uuid = request.query.uuid;
        const own = uuid ? addedDialogs(overlay).find((dialog) => dialog.uuid === uuid) : undefined;
        return own ? ok({ messages: own.messages }) : undefined;
      },
    },
    {
      method: 'POST',
      pattern: /^feedback\/dialogs\/mark-read$/,
      handle: ({ request, overlay }) => {
        const uuid = field(request, 'uuid_message');
        if (!uuid) return { status: 422, body: { message: 'uuid_message is required' } };
        patchEntity(overlay, 'uuid', uuid, { status: 'read' });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^surveys\/assignments\/byEmployee\/([^/]+)$/,
      handle: async ({ request, match, overlay, files }) => {
        const assignment = field(request, 'assignment_id');
        if (assignment) patchEntity(overlay, 'id', assignment, { status: 'passed' });
        patchEntity(overlay, 'uuid', match[1], { important_survey: null });
        addRecord(overlay, 'surveys:results', request.body);
        const list = await readFirst(files, { ...request, method: 'GET', body: {}, query: {} });
        return list === undefined ? ok([]) : { status: 200, body: list };
      },
    },
    {
      method: 'POST',
      pattern: /^learning_class\/sessions\/addStudyToSession\/([^/]+)$/,
      handle: ({ request, match, overlay, newId }) => {
        const sent = parseJson(request.body.student);
        // A student added in the class has no uuid yet: the server would assign one.
        const student = sent && typeof sent === 'object' ? { uuid: newId(), ...sent } : sent;
        const course = parseJson(request.body.course);
        addRecord(overlay, `class:${match[1]}`, { student, course: course ?? null });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^learning_class\/sessions\/addAssignmentToStudent$/,
      handle: ({ request, overlay }) => {
        addRecord(overlay, 'class:assignments', {
          student: parseJson(request.body.student),
          course: parseJson(request.body.course),
        });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^flows\/([^/]+)$/,
      handle: ({ request, match, overlay }) => {
        const history = parseJson(request.body.history);
        addRecord(overlay, 'flows:results', { flow: match[1], history });
        const appointment = field(request, 'appointment');
        if (appointment) patchEntity(overlay, 'uuid', appointment, { status: 'passed' });
        return ok();
      },
    },
    {
      method: 'POST',
      pattern: /^notifications\/([^/]+)\/([a-z_]+)$/,
      handle: ({ match, overlay }) => {
        const keepsUnread = match[2] === 'put_aside';
        patchEntity(
          overlay,
          'uuid',
          match[1],
          keepsUnread ? { put_aside: true } : { read: true, blocked: false },
        );
        return ok();
      },
    },
  ];

/** Reads added after the file answered: lists that must include what this session created. */
export const mockAppenders: Array<{
  pattern: RegExp;
  append: (data: unknown, context: HandlerContext) => unknown;
}> = [
  {
    pattern: /^feedback\/dialogs$/,
    append: (data, { request, overlay }) => {
      if (!data || typeof data !== 'object') return data;
      const record = data as Record<string, unknown>;
      if (request.query.uuid && Array.isArray(record.messages)) {
        return {
          ...record,
          messages: [
            ...record.messages,
            ...(overlay.added[`feedback:messages:${request.query.uuid}`] ?? []),
          ],
        };
      }
      if (Array.isArray(record.dialogs)) {
        return { ...record, dialogs: [...[...addedDialogs(overlay)].reverse(), ...record.dialogs] };
      }
      return data;
    },
  },
  {
    pattern: /^learning_class\/sessions\/students_list\/([^/]+)$/,
    append: (data, { match, overlay }) =>
      Array.isArray(data) ? [...data, ...(overlay.added[`class:${match[1]}`] ?? [])] : data,
  },
];

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
