/**
 * Hostile and broken server answers (issue 11 item 2), shared by the function-level suite
 * (malformed.test.ts) and the screen-level one (src/app/screens-malformed.test.tsx).
 */
import type { ApiErrorKind } from '@/lib/api/errors';
import type { Employee } from '@/lib/api/schemas/employees';
import type { FeedbackMessage } from '@/lib/api/schemas/feedback';
import type { Notice } from '@/lib/api/schemas/notices';
import type { Settings } from '@/lib/api/schemas/settings';

/** A megabyte of text, as a string field or as the whole `data`. */
export const MEGABYTE = 'x'.repeat(1_000_000);

/** One hostile answer: what the network hands over for a call. */
export interface HostileAnswer {
  name: string;
  status: number;
  body: unknown;
}

/** The 14 hostile answers every API function and every screen is fed. */
export const hostileAnswers = [
  { name: 'no data field', status: 200, body: {} },
  { name: 'data null', status: 200, body: { data: null } },
  { name: 'data an empty array', status: 200, body: { data: [] } },
  { name: 'data an empty object', status: 200, body: { data: {} } },
  { name: 'data a number', status: 200, body: { data: 12345 } },
  { name: 'data script text', status: 200, body: { data: '<script>alert(1)</script>' } },
  {
    name: 'fields of the wrong types',
    status: 200,
    body: { data: { uuid: 5, id: null, title: ['x'], steps: 'all', items: 7, token: {} } },
  },
  {
    name: 'a list of the wrong things',
    status: 200,
    body: { data: [null, 1, 'x', [], { title: '<img src=x onerror=alert(1)>' }] },
  },
  { name: 'a 1 MB string', status: 200, body: { data: MEGABYTE } },
  { name: 'a 1 MB title', status: 200, body: { data: [{ uuid: 'u', id: 'i', title: MEGABYTE }] } },
  { name: 'a non-JSON body', status: 200, body: '<html><body>Proxy error</body></html>' },
  { name: 'a 200 with an error body', status: 200, body: { error: 'Internal', message: 'boom' } },
  { name: 'a 500 with HTML', status: 500, body: '<h1>500</h1><script>alert(1)</script>' },
  { name: 'a 404 with nothing', status: 404, body: undefined },
] as const satisfies readonly HostileAnswer[];

/** The name of one of the hostile answers, as the outcome tables key them. */
export type HostileName = (typeof hostileAnswers)[number]['name'];

/** How a call that refuses an answer rejects: its ApiError's kind, and the status of an HTTP error. */
export interface Refusal {
  kind: ApiErrorKind;
  status?: number;
}

/**
 * The default rule: an error status is an HTTP error with that status; any 200 the call's schema
 * does not accept (no `data` envelope, not JSON, data of the wrong shape) is an invalid answer.
 */
export const refusalOf = (answer: HostileAnswer): Refusal =>
  answer.status >= 400 ? { kind: 'http', status: answer.status } : { kind: 'invalid' };

/**
 * Whether the answer carries the `{data: …}` envelope: a write whose answer the spec does not
 * describe accepts exactly these (docs/api-contract.md, "Any {"data": …} is accepted").
 */
export const hasEnvelope = (answer: HostileAnswer): boolean =>
  answer.status < 400 &&
  typeof answer.body === 'object' &&
  answer.body !== null &&
  'data' in answer.body;

/*
 * What the answers read as where a schema accepts them, by docs/api-contract.md ("Lenient
 * reading"): a list may come as a keyed object, so `data: {}` is an empty list; missing display
 * text is '', missing counts 0, missing flags false, missing optional values null. Of the entries
 * sent, only the 1 MB title's has the uuid (and title) an entity needs.
 */

/** `[{uuid: 'u', id: 'i', title: 1 MB}]` read as an employee: every other field its default. */
export const bareEmployee: Employee = {
  id: 'i',
  uuid: 'u',
  title: MEGABYTE,
  number: '',
  structure_id: null,
  external_id: null,
  is_fired: false,
  fired_dt: null,
  position: [],
  competence: null,
  risks: null,
  is_student: false,
  pin_code: null,
  isAuth: false,
  token: null,
  personal_simple_check_flow_uuid: null,
  block_notifications: false,
  count_new_notification: 0,
  unread_notifications: 0,
  feedback_unread_count: 0,
  surveys_unread_count: 0,
  library_unread_count: { simulated_situation: 0, video_tutorial: 0, text_document: 0 },
  viewRisks: false,
  important_survey: null,
  important_library: null,
};

/** The same entry read as a dialog message. */
export const bareMessage: FeedbackMessage = {
  uuid: 'u',
  text: '',
  create_dt: null,
  author_employee: null,
  author_user: null,
  user_title: '',
  dialog: null,
  status: '',
};

/** The same entry read as a notice: type info, content 'other' without text. */
export const bareNotice: Notice = {
  uuid: 'u',
  type: 'info',
  title: MEGABYTE,
  description: '',
  start_dt: null,
  end_dt: null,
  read: false,
  priority: 0,
  blocked: false,
  content: { 'content-type': 'other', content: null },
  actions: [],
};

/**
 * `{uuid: 5, id: null, title: ['x'], steps: 'all', items: 7, token: {}}` read as options: the
 * contract's map of id to title (feedback themes), titles as display text ('' when unreadable).
 */
export const wrongTypesAsOptions = [
  { id: 'uuid', title: '5' },
  { id: 'id', title: '' },
  { id: 'title', title: '' },
  { id: 'steps', title: 'all' },
  { id: 'items', title: '7' },
  { id: 'token', title: '' },
];

/** A settings object none of whose fields were sent: every module off, every switch off. */
export const defaultSettings: Settings = {
  modules: [],
  theme_name: '',
  logo: null,
  logo_negative: null,
  favicon: null,
  languages: [],
  front_camera: null,
  view_camera: null,
  is_breathalyzer: false,
  breathalyzer_threshold: 0.5,
  is_rfid: false,
  can_write_rfid: false,
  is_auth_only_rfid: false,
  use_ipm_in_start_screen: false,
  use_pin_code: false,
  pin_code_count: 0,
  confirm_answer: false,
  pre_shift_flow_uuid: null,
  use_to_learning_class: false,
  learning_class_id: null,
  device_zoom: null,
  updateState: null,
  device_settings: { breathalyzer: undefined, devMode: false },
  only_search_by_name: false,
  search_by_name: false,
  straight_to_the_pre_shift: false,
  use_only_auth_with_student_login_and_password: false,
  use_auth_with_student_login_and_password: false,
  extra_education_in_auth_screen: false,
  electronic_courses_in_auth_screen: false,
  demo: false,
  screensaver: false,
  screensaver_uuid: null,
  screensaver_last_update_time: null,
  show_the_screensaver_later: null,
};

/** The same entry read as a survey assignment: not passed, without a title or date. */
export const bareAssignment = {
  uuid: 'u',
  id: 'i',
  status: 'other' as const,
  surveys_title: '',
  start_data: null,
};

/** Objects none of whose fields were sent, as each call that answers one reads them. */
export const noBell = { count: 0, notifications: [] };
export const noDialogs = { dialogs: [], themes: [] };
export const noSession = { status: false, free_course: false, session: null, course: null };
export const noItems = { items: [], types: [] };
export const noReport = {
  employee: '',
  unit: '',
  start_dt: null,
  end_dt: null,
  total_risk: null,
  target_level: null,
  last_risk: null,
  risks: [],
};
