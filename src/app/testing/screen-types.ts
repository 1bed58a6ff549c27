/**
 * The shape of the screen table's rows (src/app/testing/screen-table.tsx), what a row expects a
 * screen to show, and the ids the rows use.
 */
import type { HostileAnswer, HostileName } from '@/lib/api/endpoints/testing/hostile-answers';
import type { Employee } from '@/lib/api/schemas/employees';
import type { RootState } from '@/lib/state/root-reducer';
import type { MockApi } from '@/testing/mock-api';

export type Call = `${'GET' | 'POST'} ${string}`;

/** Who is at the kiosk when the screen opens. */
export type Visitor = 'uninitialised' | 'guest' | Partial<Employee>;

/** A text of the dictionaries (locales/en): its key with its namespace, and its values. */
export type Text =
  | `${string}:${string}`
  | { key: `${string}:${string}`; values: Record<string, string | number> }
  /** A text as the server sent it (the mock data set's message, a title). */
  | { server: string };

/** What a case can look at besides the screen: the session and what the server received. */
export interface CaseView {
  state: RootState;
  api: MockApi;
  /** The English text of a key, as the screen shows it. */
  t: (text: Text) => string;
}

/**
 * What the user sees once the hostile answer is in: the spec's error text for a refused call, the
 * validated content for an accepted one. Every alert on the screen must be one of these texts.
 */
export interface Outcome {
  /** The error toasts (role alert outside the main landmark), all of them; none when left out. */
  toasts?: Text[];
  /** A toast that is not an error (role status), e.g. a success. */
  notice?: Text;
  /** Texts in the main landmark: an inline error (role alert), an empty-list text, the content. */
  main?: Text[];
  /** Where the user is (after a redirect); the row's route when left out. */
  at?: string;
  /** The outcome that no text shows (a label, a dialog, the session, a request made). */
  check?: (view: CaseView) => void;
}

/** What a screen shows for each hostile answer: its content for some, its error text for the rest. */
export interface Outcomes {
  /** What it shows for the answers it reads as valid, each by the answer's name. */
  accepted: Partial<Record<HostileName, Outcome>>;
  /** What it shows for every other answer: for a call, the spec's error text of that call. */
  refused: Outcome | ((answer: HostileAnswer) => Outcome);
}

/** A list call answered `[]` or `{}` (a keyed list without keys): an empty list. */
export const emptyList = (outcome: Outcome) => ({
  'data an empty array': outcome,
  'data an empty object': outcome,
});

/** An object call answered `{}` or with unrelated fields: every field at its default. */
export const emptyObject = (outcome: Outcome) => ({
  'data an empty object': outcome,
  'fields of the wrong types': outcome,
});

export interface ScreenRow extends Outcomes {
  screen: string;
  route: string;
  visitor: Visitor;
  /** Settings beside the mock data set's. */
  settings?: Record<string, unknown>;
  /** The calls answered with the hostile answer; the first is awaited before checking. */
  hostile: [Call, ...Call[]];
  /**
   * The API functions (module.name of endpoint-table.ts) whose answer the screen reads; an answer
   * can be `accepted` only if every one of them accepts it (their `accepts`).
   */
  claims: string[];
  /** What the user does once the screen is shown, to make a call that is not made on load. */
  act?: () => Promise<void> | void;
  /**
   * Timers faked and run `ms` once the screen is shown (a polling or idle call); `fromTouch` fakes
   * them only then, and a touch restarts the idle countdown on the faked clock.
   */
  clock?: { toFake: Array<'setInterval' | 'setTimeout'>; ms: number; fromTouch?: boolean };
}

/** A demo route whose address carries the hostile value as its JSON (spec 2, demo routes). */
export interface AddressRow extends Outcomes {
  screen: string;
  prefix: '/demo-notification' | '/demo-question';
}

// Ids of the mock data set (mocks/): employee Ivanova (id 1007, number 2000), her survey, a dialog.
export const IVANOVA = '0f0b0056-1a84-4dfe-b432-e2f362832143';
export const SURVEY = 'ab71dc35-4656-4730-be8a-c1d8abf63ee2';
export const DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';
export const APPOINT = 'bdffde30-c240-455f-8bf8-00cdb5ea93f8';
export const MATERIAL = '117315a0-ecb9-43bc-ae93-8da36e13168e';
export const FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
export const SCREENSAVER = '376fa9d4-f442-4680-af10-2eb465baa32b';
export const NOTICE = '5013629c-d41f-48b8-9e80-6c73a7751ac3';
