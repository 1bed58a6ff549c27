/**
 * The screens of the app with the API calls each makes (issue 11 item 2, screen level): every row
 * is rendered while the server answers its `hostile` calls with each hostile answer. `claims` names
 * the API functions (module.name of endpoint-table.ts) the row drives; `act` is what the user does
 * to make a call that is not made on load; `accepted` and `refused` say what the screen shows for
 * each answer (issue 32): its validated content, or the spec's error text for the call.
 */
import { hostileAnswers, type HostileAnswer } from '@/lib/api/endpoints/testing/hostile-answers';

import { employeeRows } from './employee-rows';
import type { AddressRow, Outcome, ScreenRow } from './screen-types';
import { startRows } from './start-rows';

export { IVANOVA, type Visitor } from './screen-types';

export const screenRows: ScreenRow[] = [...startRows, ...employeeRows];

/**
 * Any JSON object in the address is read as the demo's data, every field it lacks (or holds in a
 * type the schema cannot read, or under a key it does not know) filled with the spec's default.
 */
const asDemoData = (outcome: Outcome) =>
  Object.fromEntries(
    hostileAnswers
      .filter(({ body }) => typeof body === 'object' && body !== null)
      .map(({ name }) => [name, outcome]),
  );

/** Text that is not JSON is shown as it was (plain text); an address without a value says so. */
const notDemoData = ({ body }: HostileAnswer): Outcome =>
  body === undefined
    ? { main: ['demo:errors.noData'] }
    : { main: ['demo:errors.invalidJson', 'demo:errors.received', { server: String(body) }] };

export const addressRows: AddressRow[] = [
  {
    screen: 'demo notice from the address',
    prefix: '/demo-notification',
    accepted: asDemoData({
      main: ['demo:defaults.noticeTitle', 'demo:defaults.noticeDescription'],
    }),
    refused: notDemoData,
  },
  {
    screen: 'demo question from the address',
    prefix: '/demo-question',
    accepted: asDemoData({
      main: [
        'demo:defaults.questionText',
        { key: 'demo:defaults.answerText', values: { number: 1 } },
        { key: 'demo:defaults.answerText', values: { number: 2 } },
      ],
    }),
    refused: notDemoData,
  },
];

/** The address of a demo route carrying `body` as the browser would (percent-encoded). */
export const addressWith = (prefix: string, body: unknown) => {
  if (body === undefined) return prefix;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `${prefix}/${encodeURIComponent(text)}`;
};

const OUTBOX =
  'a write the screen hands to the results outbox (src/lib/outbox): its answer is judged by the ' +
  'outbox (accepted, kept or dropped), not shown by the screen; covered by ' +
  'src/lib/api/endpoints/malformed.test.ts and the outbox tests';
const DEVICE = 'needs a card from the simulated RFID reader; covered by malformed.test.ts';
const FORM = 'needs a multi-step form first; covered by malformed.test.ts';

/** Functions no screen row drives yet, each with why and the suite that covers it. */
export const notDrivenByAScreen: Record<string, string> = {
  'employees.authByRfid': DEVICE,
  'rfid.joinToEmployee': DEVICE,
  'feedback.createDialog': OUTBOX,
  'feedback.addMessage': OUTBOX,
  'feedback.markMessageRead': OUTBOX,
  'flows.saveFlow': `${OUTBOX}; sent at the end of a whole stepper run`,
  'library.markLibraryItemRead': OUTBOX,
  'risks.setViewRisks': OUTBOX,
  'notices.runNoticeCallback':
    'no screen calls it: a notice action sends its callbacks through the results outbox (the row ' +
    "'notice detail: an action callback' drives that path); covered by malformed.test.ts",
  'surveys.submitSurveyResult': OUTBOX,
  'learningClass.searchStudents': `${FORM} (the search modal)`,
  'learningClass.searchPositions': `${FORM} (the add-student modal)`,
  'learningClass.searchStructures': `${FORM} (the add-student modal)`,
  'learningClass.addStudyToSession': `${FORM} (a student chosen in the search modal)`,
  'learningClass.addAssignmentToStudent': `${FORM} (a student and a course chosen)`,
};
