/** The shape of the screen table's rows (src/app/testing/screen-table.tsx) and the ids they use. */
import type { Employee } from '@/lib/api/schemas/employees';

export type Call = `${'GET' | 'POST'} ${string}`;

/** Who is at the kiosk when the screen opens. */
export type Visitor = 'uninitialised' | 'guest' | Partial<Employee>;

export interface ScreenRow {
  screen: string;
  route: string;
  visitor: Visitor;
  /** Settings beside the mock data set's. */
  settings?: Record<string, unknown>;
  /** The calls answered with the hostile answer; the first is awaited before checking. */
  hostile: [Call, ...Call[]];
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
export interface AddressRow {
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
