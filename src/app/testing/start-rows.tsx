/**
 * Screen rows of the shell and of what a guest opens: the settings, the start screen's logins, the
 * PIN screen, the learning class, the demo and the screensaver.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

import { TRANSITION_MS } from '@/components/ui/timing';
import { SCREENSAVER_IDLE_S } from '@/features/screensaver/screensaver-timing';
import { hasEnvelope, hostileAnswers, MEGABYTE } from '@/lib/api/endpoints/testing/hostile-answers';

import {
  emptyList,
  emptyObject,
  SCREENSAVER,
  type CaseView,
  type Outcome,
  type ScreenRow,
} from './screen-types';

// fireEvent, not user-event: hundreds of cases must stay fast; the keypad reacts to a click either way.
const typeNumber = (number: string) => {
  const keypad = screen.getByRole('group', { name: 'Numeric keypad' });
  for (const key of number) fireEvent.click(within(keypad).getByRole('button', { name: key }));
  fireEvent.click(screen.getByRole('button', { name: 'Cabinet' }));
};

/**
 * Opens another step of the start screen: its 500 ms fade runs on a faked clock instead of being
 * waited out (three rows of 14 cases each spent most of their time in it).
 */
const openStep = async (name: string) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.click(screen.getByRole('button', { name }));
    await act(() => vi.advanceTimersByTimeAsync(TRANSITION_MS));
  } finally {
    vi.useRealTimers();
  }
};

/** Opens a password login on the start screen, fills it and presses `submit`. */
const passwordLogin = async (open: string, submit: string) => {
  await openStep(open);
  fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'ivanov' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
};

/** The screensaver overlay without a screensaver: only how to unlock it. */
const onlyUnlockText = ({ t }: CaseView) =>
  expect(screen.getByRole('dialog', { name: t('screensaver:label') }).textContent).toBe(
    t('screensaver:unlock'),
  );

/** The search modal's course chooser: the courses offered, and the one chosen. */
const courses =
  (titles: string[], chosen = '') =>
  ({ t }: CaseView) => {
    const select = screen.getByLabelText<HTMLSelectElement>(t('learningClass:searchModal.course'));
    expect([...select.options].slice(1).map((option) => option.text)).toEqual(titles);
    expect(select.value).toBe(chosen);
  };

/** A login or lookup that failed (spec 1 §8): 'Network Error' under the form, no toast. */
const loginFailed: Outcome = { main: ['auth:errors.networkError'] };

/** A login answered with the bare 1 MB employee: logged in, the cabinet opens. */
const loggedIn: Outcome = { at: '/cabinet', main: ['cabinet:title'] };

export const startRows: ScreenRow[] = [
  {
    screen: 'startup (settings)',
    route: '/',
    visitor: 'uninitialised',
    hostile: ['GET settings'],
    claims: ['settings.getSettings'],
    // Settings without a readable field: the start screen with every module off.
    accepted: {
      'data an empty object': { main: ['auth:tabel.title'] },
      'fields of the wrong types': { main: ['auth:tabel.title'] },
    },
    // Spec 1 §8: 'Server Error' after a 500 (and, as decided in use-initialisation, an unreadable
    // answer), else 'Network Error', on the start-up screen.
    refused: ({ status }) => ({
      main: [
        'app:init.failedTitle',
        status === 200 || status === 500 ? 'errors:serverError' : 'errors:networkError',
      ],
    }),
  },
  {
    screen: 'start: personnel number lookup',
    route: '/',
    visitor: 'guest',
    hostile: ['GET employees/getForNumber'],
    claims: ['employees.getForNumber'],
    accepted: {
      'data an empty array': { main: ['auth:errors.employeeNotFound'] },
      'data an empty object': { main: ['auth:errors.employeeNotFound'] },
      // The one employee found is logged in; the mock data set knows no uuid 'u' and says so.
      'a 1 MB title': {
        main: [{ server: 'Employee not found' }],
        check: ({ api }) =>
          expect(api.calls('POST', 'employees/auth').map(({ body }) => body.uuid)).toEqual(['u']),
      },
    },
    refused: loginFailed,
    act: () => typeNumber('1001'),
  },
  {
    screen: 'start: login of the employee found',
    route: '/',
    visitor: 'guest',
    hostile: ['POST employees/auth'],
    claims: ['employees.authByUuid'],
    accepted: { 'a 1 MB title': loggedIn },
    refused: loginFailed,
    act: () => typeNumber('1001'),
  },
  {
    screen: 'start: search by name',
    route: '/',
    visitor: 'guest',
    hostile: ['GET employees/getForFamily'],
    claims: ['employees.getForFamily'],
    accepted: {
      'data an empty array': { main: ['loginSteps:search.noResults'] },
      'data an empty object': { main: ['loginSteps:search.noResults'] },
      'a 1 MB title': { main: [{ server: MEGABYTE }, 'loginSteps:search.positionMissing'] },
    },
    refused: loginFailed,
    act: async () => {
      await openStep('Search by name');
      const name = await screen.findByLabelText('Full name');
      fireEvent.change(name, { target: { value: 'Иванова' } });
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    },
  },
  {
    screen: 'start: local account login',
    route: '/',
    visitor: 'guest',
    hostile: ['POST ldap/auth'],
    claims: ['employees.ldapAuth'],
    accepted: { 'a 1 MB title': loggedIn },
    refused: loginFailed,
    act: () => passwordLogin('Local account', 'Cabinet'),
  },
  {
    screen: 'start: student login',
    route: '/',
    visitor: 'guest',
    hostile: ['POST students/auth'],
    claims: ['employees.studentsAuth'],
    accepted: { 'a 1 MB title': { at: '/electronic-courses', main: ['courses:title'] } },
    refused: loginFailed,
    act: () => passwordLogin('Electronic courses', 'Enter'),
  },
  {
    screen: 'PIN screen: a new PIN saved',
    route: '/cabinet',
    visitor: {},
    settings: { use_pin_code: true, pin_code_count: 4 },
    hostile: ['POST pin_code'],
    claims: ['pin.setPinCode'],
    // Spec 1 §8: 'PIN code is set' and on to the cabinet; 'PIN installation error' on a failure.
    accepted: Object.fromEntries(
      hostileAnswers
        .filter(hasEnvelope)
        .map((answer) => [answer.name, { notice: 'pin:messages.set', main: ['cabinet:title'] }]),
    ),
    refused: { toasts: ['pin:messages.installError'], main: ['pin:title.create'] },
    act: async () => {
      const keypad = await screen.findByRole('group', { name: 'Numeric keypad' });
      for (const digit of '12341234')
        fireEvent.click(within(keypad).getByRole('button', { name: digit }));
    },
  },
  {
    screen: 'learning class (status)',
    route: '/electronic-courses-class',
    visitor: 'guest',
    hostile: ['GET learning_class/sessions/status/class-1'],
    claims: ['learningClass.getSessionStatus'],
    // Unreadable flags are false and a missing session is none: an inactive class.
    accepted: emptyObject({ main: ['learningClass:session.inactive'] }),
    refused: { main: ['learningClass:errors.network'] },
  },
  {
    screen: 'learning class (students of the active session)',
    route: '/electronic-courses-class',
    visitor: 'guest',
    hostile: ['GET learning_class/sessions/students_list/class-1'],
    claims: ['learningClass.getStudentsList'],
    accepted: emptyList({ main: ['learningClass:students.empty'] }),
    refused: { toasts: ['learningClass:errors.students'], main: ['learningClass:errors.network'] },
  },
  {
    screen: 'learning class (courses to choose, free-choice session)',
    route: '/electronic-courses-class',
    visitor: 'guest',
    settings: { learning_class_id: 'class-3' },
    hostile: ['GET electronicCourses'],
    claims: ['learningClass.getCourseChoices'],
    act: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add a student' }));
    },
    accepted: {
      ...emptyList({ check: courses([]) }),
      // The only course is chosen by itself (spec 2 §5).
      'a 1 MB title': { check: courses([MEGABYTE], 'u') },
    },
    // The chooser stays empty.
    refused: { toasts: ['learningClass:errors.courses'], check: courses([]) },
  },
  {
    screen: 'demo modules',
    route: '/demo',
    visitor: 'guest',
    hostile: ['GET demo'],
    claims: ['demo.getDemoModules'],
    // Modules that cannot be read, or without tasks, are left out.
    accepted: {
      ...emptyObject({ main: ['demo:empty'] }),
      'data an empty array': { main: ['demo:empty'] },
      'a list of the wrong things': { main: ['demo:empty'] },
      'a 1 MB title': { main: ['demo:empty'] },
    },
    refused: { toasts: ['demo:errors.tasks'], main: ['demo:errors.tasks'] },
  },
  {
    screen: 'demo question by id',
    route: '/demo-question/9003',
    visitor: 'guest',
    hostile: ['GET questions/9003'],
    claims: ['demo.getDemoQuestion'],
    accepted: {},
    refused: { toasts: ['demo:errors.question'], main: ['demo:errors.question'] },
  },
  {
    screen: 'screensaver (after the idle time)',
    route: '/',
    visitor: 'guest',
    hostile: [`GET screensavers/${SCREENSAVER}`],
    claims: ['screensaver.getScreensaver'],
    accepted: {},
    // Spec 2 §8: a failure is silent; the overlay shows only how to unlock.
    refused: { check: onlyUnlockText },
    clock: { toFake: ['setTimeout'], ms: SCREENSAVER_IDLE_S * 1000, fromTouch: true },
  },
];
