/** Screen rows of the logged-in employee's screens: the cabinet, training, notices, library, surveys, feedback. */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

import { USER_REFRESH_MS } from '@/features/header/header-constants';
import { hasEnvelope, hostileAnswers, MEGABYTE } from '@/lib/api/endpoints/testing/hostile-answers';

import {
  APPOINT,
  DIALOG,
  FLOW,
  IVANOVA,
  MATERIAL,
  NOTICE,
  SURVEY,
  emptyList,
  emptyObject,
  type CaseView,
  type ScreenRow,
  type Text,
} from './screen-types';

/** The test employee's session token (src/testing/fixtures.ts). */
const TOKEN = 'token-1';

/** The 1 MB title as a notice shows it: its first 30 characters and dots (spec 2 §9). */
const cutTitle = { server: `${MEGABYTE.slice(0, 30)}…` };

/** The header's bell, named by its unread count. */
const bell =
  (name: Text) =>
  ({ t }: CaseView) =>
    expect(screen.getByRole('button', { name: t(name) })).toBeInTheDocument();

/** The session's token: kept, or dropped when the refresh finds nobody or another number. */
const token =
  (value: string | null) =>
  ({ state }: CaseView) =>
    expect(state.session.token).toBe(value);

/** The new message's subjects, in the server's order. */
const subjects =
  (titles: string[]) =>
  ({ t }: CaseView) => {
    const select = screen.getByLabelText<HTMLSelectElement>(t('feedback:add.subject'));
    expect([...select.options].map((option) => option.text)).toEqual(titles);
  };

/** The list named `label` with `count` entries. */
const listed =
  (label: Text, count: number) =>
  ({ t }: CaseView) =>
    expect(
      within(screen.getByRole('list', { name: t(label) })).getAllByRole('listitem'),
    ).toHaveLength(count);

export const employeeRows: ScreenRow[] = [
  {
    screen: 'cabinet (header bell)',
    route: '/cabinet',
    visitor: { unread_notifications: 3 },
    hostile: ['GET employees/getNotifications'],
    claims: ['employees.getNotifications'],
    // Failures are only logged (use-session-polling): the login's unread count stands in.
    accepted: {
      'data an empty object': { check: bell('header:notifications.bell') },
      'fields of the wrong types': { check: bell('header:notifications.bell') },
    },
    refused: { check: bell({ key: 'header:notifications.bellCount', values: { count: 3 } }) },
  },
  {
    screen: 'cabinet (header employee refresh)',
    route: '/cabinet',
    visitor: {},
    hostile: ['GET employees/getForUuid'],
    claims: ['employees.getForUuid'],
    // Nobody, or another number, stops the refresh and drops the token; a failure is only logged.
    accepted: {
      'data an empty array': { check: token(null) },
      'a 1 MB title': { check: token(null) },
    },
    refused: { check: token(TOKEN) },
    clock: { toFake: ['setInterval'], ms: USER_REFRESH_MS },
  },
  {
    screen: 'preshift',
    route: '/preshift',
    visitor: {},
    hostile: [`GET flows/${FLOW}`],
    claims: ['flows.getFlows'],
    accepted: {
      'data an empty array': { main: ['stepper:empty.noAssigned'] },
      'data an empty object': { main: ['stepper:empty.noAssigned'] },
      'a 1 MB title': { main: ['stepper:empty.noListSteps'] },
    },
    // Spec 1 §8 flow errors, then the cabinet: an unreadable flow is 'Error loading questions'.
    refused: ({ status }) => ({
      at: '/cabinet',
      toasts: [status === 200 ? 'stepper:errors.loadQuestions' : 'stepper:errors.loadTraining'],
    }),
  },
  {
    screen: 'extra education',
    route: '/extra-education',
    visitor: {},
    hostile: ['GET extra-educations'],
    claims: ['training.getExtraEducations'],
    accepted: emptyList({ main: ['training:empty.noAssigned'] }),
    // Spec 2 §8: the toast; 'Network Error' inline only when no answer came at all.
    refused: { toasts: ['training:errors.extra'], main: ['training:empty.noAssigned'] },
  },
  {
    screen: 'targeted training',
    route: '/targeted_training',
    visitor: {},
    hostile: ['GET targeted-training'],
    claims: ['training.getTargetedTraining'],
    accepted: emptyList({ main: ['training:empty.noAssigned'] }),
    refused: { toasts: ['training:errors.targeted'], main: ['training:empty.noAssigned'] },
  },
  {
    screen: 'electronic courses',
    route: '/electronic-courses',
    visitor: { is_student: true },
    hostile: ['GET electronicCourses/getAppointsByEmployee'],
    claims: ['courses.getAppointsByEmployee'],
    accepted: emptyList({ main: ['courses:list.empty'] }),
    refused: { at: '/cabinet', toasts: ['courses:errors.list'] },
  },
  {
    screen: 'course',
    route: `/electronic-courses/${APPOINT}`,
    visitor: { is_student: true },
    hostile: ['GET electronicCourses/getAppointWithCourse'],
    claims: ['courses.getAppointWithCourse'],
    accepted: {},
    refused: { toasts: ['courses:errors.one'], main: ['courses:errors.one'] },
  },
  {
    screen: 'PPE',
    route: '/siz',
    visitor: {},
    hostile: [`GET ipm/needs/${IVANOVA}`],
    claims: ['ppe.getPpeNeeds'],
    accepted: {
      ...emptyList({ main: ['ppe:empty'] }),
      // An item without object, stock or counts: empty titles, none in stock.
      'a 1 MB title': { main: ['ppe:item.outOfStock'] },
    },
    refused: { toasts: ['ppe:errors.load'], main: ['ppe:errors.load'] },
  },
  {
    screen: 'notices stepper',
    route: '/notices',
    visitor: {},
    hostile: [`GET notifications/byEmployee/${IVANOVA}`],
    claims: ['notices.getNotices'],
    accepted: {
      ...emptyList({ main: ['notices:empty.stepper'] }),
      'a 1 MB title': {
        main: [{ key: 'notices:stepper.progress', values: { current: 1, total: 1 } }, cutTitle],
      },
    },
    refused: { toasts: ['notices:errors.loadImportant'], main: ['notices:errors.loadImportant'] },
  },
  {
    screen: 'notice list',
    route: '/notice-list',
    visitor: {},
    hostile: [`GET notifications/byEmployee/${IVANOVA}`],
    claims: ['notices.getNotices'],
    accepted: {
      ...emptyList({ main: ['notices:empty.list'] }),
      'a 1 MB title': { main: [cutTitle, 'notices:types.info'] },
    },
    refused: { toasts: ['notices:errors.load'], main: ['notices:errors.load'] },
  },
  {
    screen: 'notice detail',
    route: `/notice-list/${NOTICE}`,
    visitor: {},
    hostile: [`GET notifications/byEmployee/${IVANOVA}`],
    claims: ['notices.getNotices'],
    // A list without the notice: 'Error loading the notification' inline (docs/api-contract.md).
    accepted: {
      ...emptyList({ main: ['notices:errors.loadOne'] }),
      'a 1 MB title': { main: ['notices:errors.loadOne'] },
    },
    refused: { toasts: ['notices:errors.load'], main: ['notices:errors.load'] },
  },
  {
    screen: 'notice detail: an action callback',
    route: `/notice-list/${NOTICE}`,
    visitor: {},
    hostile: [`POST notifications/${NOTICE}/set_read`],
    // Not notices.runNoticeCallback: the screen sends the callback through the outbox's transport.
    claims: [],
    // The callback goes through the results outbox: accepted only with the API's envelope
    // (GUIDE.md §9); anything else is kept to be sent again and shows the spec's text.
    accepted: Object.fromEntries(
      hostileAnswers.filter(hasEnvelope).map((answer) => [answer.name, { at: '/notice-list' }]),
    ),
    refused: {
      at: '/notice-list',
      toasts: [{ key: 'notices:errors.action', values: { action: 'Mark as read' } }],
    },
    act: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    },
  },
  {
    screen: 'library list',
    route: '/library/text_document',
    visitor: {},
    hostile: ['GET library/items'],
    claims: ['library.getLibraryItems'],
    // Items that cannot be read are left out, so a list of them is an empty list.
    accepted: {
      ...emptyList({ main: ['library:empty'] }),
      'a list of the wrong things': { main: ['library:empty'] },
      'a 1 MB title': { main: ['library:empty'] },
    },
    refused: { toasts: ['library:errors.documents'], main: ['library:errors.documents'] },
  },
  {
    screen: 'library material',
    route: `/library/material/${MATERIAL}`,
    visitor: {},
    hostile: ['GET library/items'],
    claims: ['library.getLibraryItem'],
    accepted: {},
    refused: { toasts: ['library:errors.material'], main: ['library:errors.material'] },
  },
  {
    screen: 'analytics',
    route: '/emp-lvl',
    visitor: {},
    hostile: [`GET risks/${IVANOVA}`],
    claims: ['risks.getRiskReport'],
    accepted: emptyObject({ main: ['analytics:empty'] }),
    refused: { toasts: ['analytics:errors.load'], main: ['analytics:errors.load'] },
  },
  {
    screen: 'risk report (guard)',
    route: '/cabinet',
    visitor: { viewRisks: true },
    hostile: [`GET risks/${IVANOVA}`],
    claims: ['risks.getRiskReport'],
    accepted: emptyObject({ main: ['risks:noStatistics.title'] }),
    refused: { toasts: ['risks:errors.load'], main: ['risks:errors.load'] },
  },
  {
    screen: 'surveys',
    route: '/questionary',
    visitor: {},
    hostile: [`GET surveys/assignments/byEmployee/${IVANOVA}`],
    claims: ['surveys.getSurveyAssignments'],
    accepted: {
      ...emptyList({ main: ['surveys:list.empty'] }),
      // An assignment of any other status is not passed.
      'a 1 MB title': { main: ['surveys:status.notPassed'] },
    },
    refused: { toasts: ['surveys:errors.list'], main: ['surveys:errors.list'] },
  },
  {
    screen: 'important survey (guard)',
    route: '/cabinet',
    visitor: { important_survey: { appointment_id: '5001', survey_uuid: SURVEY } },
    hostile: [`GET surveys/${SURVEY}`],
    claims: ['surveys.getSurvey'],
    accepted: {},
    refused: { toasts: ['surveys:errors.one'], main: ['surveys:errors.one'] },
  },
  {
    screen: 'feedback dialogs',
    route: '/feedback',
    visitor: {},
    hostile: ['GET feedback/dialogs'],
    claims: ['feedback.getDialogs'],
    accepted: emptyObject({ main: ['feedback:list.empty'] }),
    refused: { toasts: ['feedback:errors.dialogs'], main: ['feedback:errors.dialogs'] },
  },
  {
    screen: 'new feedback dialog',
    route: '/feedback/add',
    visitor: {},
    hostile: ['GET feedback/themes', 'GET structures', 'GET users'],
    claims: ['feedback.getFeedbackThemes', 'feedback.getStructures', 'feedback.getUsers'],
    // docs/api-contract.md: without a theme (an empty list too) the form cannot be filled.
    accepted: {
      // Read as the contract's map of id to title; an unreadable title is an empty one.
      'fields of the wrong types': { check: subjects(['5', '', '', 'all', '7', '']) },
      'a 1 MB title': { check: subjects([MEGABYTE]) },
    },
    refused: { at: '/feedback', toasts: ['feedback:errors.createData'] },
  },
  {
    screen: 'feedback dialog',
    route: `/feedback/dialog/${DIALOG}`,
    visitor: {},
    hostile: ['GET feedback/dialogs'],
    claims: ['feedback.getDialogMessages'],
    accepted: {
      ...emptyObject({ main: ['feedback:dialog.empty'] }),
      'data an empty array': { main: ['feedback:dialog.empty'] },
      // A message with no text, author or date is still a message of the thread.
      'a 1 MB title': { check: listed('feedback:dialog.messagesLabel', 1) },
    },
    // Back to the list, which reads the same path and fails too.
    refused: {
      at: '/feedback',
      toasts: ['feedback:errors.dialog', 'feedback:errors.dialogs'],
      main: ['feedback:errors.dialogs'],
    },
  },
];
