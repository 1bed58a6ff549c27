/**
 * Every endpoint function with sample arguments (mock data set ids), for the endpoint tests, and
 * the hostile answers it accepts, for the malformed-answer tests.
 */
import { expect } from 'vitest';

import type { MockRequest } from '@/lib/api/mock/mock-files';
import type { FlowHistory } from '@/lib/api/schemas/flow-history';

import * as courses from '../courses';
import * as demo from '../demo';
import * as employees from '../employees';
import * as feedback from '../feedback';
import * as flows from '../flows';
import * as learningClass from '../learning-class';
import * as library from '../library';
import * as notices from '../notices';
import * as pin from '../pin';
import * as ppe from '../ppe';
import * as rfid from '../rfid';
import * as risks from '../risks';
import * as screensaver from '../screensaver';
import * as settings from '../settings';
import * as surveys from '../surveys';
import * as training from '../training';
import {
  bareAssignment,
  bareEmployee,
  bareMessage,
  bareNotice,
  defaultSettings,
  hasEnvelope,
  hostileAnswers,
  MEGABYTE,
  noBell,
  noDialogs,
  noItems,
  noReport,
  noSession,
  wrongTypesAsOptions,
  type HostileName,
} from './hostile-answers';

// Every endpoints module: a call added without its row below fails the endpoint tests.
const modules = {
  courses,
  demo,
  employees,
  feedback,
  flows,
  learningClass,
  library,
  notices,
  pin,
  ppe,
  rfid,
  risks,
  screensaver,
  settings,
  surveys,
  training,
};
type Modules = typeof modules;

/**
 * The hostile answers (./hostile-answers.ts) a function accepts, each with exactly what it resolves
 * with; it refuses every other one as `refusalOf(answer)` says (an error status is an HTTP error,
 * any other answer an invalid one). `{}`: it refuses them all.
 */
type Accepts<R> = Partial<Record<HostileName, R>>;

/**
 * Sample arguments, what the user would see in the answer, what the server received, and the
 * hostile answers the function accepts.
 */
type Row<F> = F extends (...args: infer A) => Promise<infer R>
  ? {
      args: A;
      check?: (result: R) => void;
      sent?: (request: MockRequest) => void;
      accepts: Accepts<R>;
    }
  : never;
type Table = { [M in keyof Modules]: { [F in keyof Modules[M]]: Row<Modules[M][F]> } };

// Ids of the mock data set (mocks/): employees Ivanova (id 1007) and Petrov (1001), student Morozova.
const IVANOVA = '0f0b0056-1a84-4dfe-b432-e2f362832143';
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const MOROZOVA = { uuid: 'a05c902e-33b8-4825-8505-180e7e8d199c', title: 'Морозова Анна Павловна' };
const FLOW = 'ab52784b-b3ab-467d-bdf5-682f28378308';
const DIALOG = '4d1ebff8-72a0-498f-bc66-86e3fc864952';
const SURVEY = 'ab71dc35-4656-4730-be8a-c1d8abf63ee2';
const COURSE = { uuid: '51ea34be-bd7c-4dfb-bc25-66a0e6e56d04', title: 'Охрана труда' };

const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const history: FlowHistory = {
  flow: FLOW,
  employee: IVANOVA,
  params: {},
  start_dt: '@1795327200',
  end_dt: '@1795327260',
  steps: [
    {
      uuid: 's-1',
      name: 'frontCamera',
      start_date_time: '@1795327200',
      elapsed_time: 3,
      file_name: 'front_1',
    },
  ],
};
const json = (value: unknown): unknown => JSON.parse(String(value));
const length = (list: unknown[]) => list.length;

/*
 * What the functions accept of the hostile answers, read from their schemas (src/lib/api/schemas)
 * and docs/api-contract.md ("Lenient reading"); what the answers read as is in ./hostile-answers.
 */

/** A list call: `[]` and `{}` (a keyed list without keys) are an empty list. */
const emptyList = { 'data an empty array': [] as never[], 'data an empty object': [] as never[] };

/** A write whose answer the spec does not describe: any answer in the `data` envelope, as void. */
const acked: Accepts<void> = Object.fromEntries(
  hostileAnswers.filter(hasEnvelope).map((answer) => [answer.name, undefined]),
);

/** `{}` and an object of unrelated fields are read as that empty object. */
const emptyObject = <T>(value: T): Accepts<T> => ({
  'data an empty object': value,
  'fields of the wrong types': value,
});

const table: Table = {
  courses: {
    getAppointsByEmployee: {
      args: [MOROZOVA.uuid],
      check: (list) => expect(length(list)).toBeGreaterThan(0),
      accepts: emptyList,
    },
    getAppointWithCourse: {
      args: ['bdffde30-c240-455f-8bf8-00cdb5ea93f8'],
      check: (course) => expect(course.lessons[0]?.topics.length).toBeGreaterThan(0),
      accepts: {},
    },
  },
  demo: {
    getDemoModules: {
      args: [],
      check: (list) => expect(list.map((item) => length(item.questions))).toEqual([2, 1, 2]),
      accepts: {
        ...emptyList,
        // A keyed object or list of modules none of which can be read: each is left out.
        'fields of the wrong types': [],
        'a list of the wrong things': [],
        // The screen leaves out a module without tasks; the function does not.
        'a 1 MB title': [{ uuid: 'u', title: MEGABYTE, questions: [] }],
      },
    },
    getDemoQuestion: {
      args: ['9003'],
      check: ({ question }) => expect(question.type).toBe('combine-video'),
      accepts: {},
    },
  },
  employees: {
    getForNumber: {
      args: ['2000'],
      check: (list) => expect(list.map((item) => item.number)).toEqual(['2000', '2000']),
      accepts: { ...emptyList, 'a 1 MB title': [bareEmployee] },
    },
    getForFamily: {
      args: ['Петров'],
      check: (list) => expect(list[0]?.position[0]?.title).toBeTruthy(),
      accepts: { ...emptyList, 'a 1 MB title': [bareEmployee] },
    },
    getForUuid: {
      args: [IVANOVA],
      check: (employee) => expect(employee?.number).toBe('2000'),
      accepts: { 'data an empty array': null, 'a 1 MB title': bareEmployee },
    },
    authByUuid: {
      args: [IVANOVA],
      check: (employee) => expect(employee.token).toBeTruthy(),
      accepts: { 'a 1 MB title': bareEmployee },
    },
    authByRfid: {
      args: ['0012345678'],
      check: (employee) => expect(employee.uuid).toBe(PETROV),
      accepts: { 'a 1 MB title': bareEmployee },
    },
    ldapAuth: {
      args: ['ivanov', 'secret'],
      check: (employee) => expect(employee.uuid).toBe(IVANOVA),
      accepts: { 'a 1 MB title': bareEmployee },
    },
    studentsAuth: {
      args: ['student', 'secret'],
      check: (employee) => expect(employee.is_student).toBe(true),
      accepts: { 'a 1 MB title': bareEmployee },
    },
    getNotifications: {
      args: [IVANOVA],
      check: (bell) => expect(bell.count).toBe(6),
      accepts: emptyObject(noBell),
    },
  },
  feedback: {
    getFeedbackThemes: {
      args: [],
      check: (themes) => expect(themes[0]?.title).toBe('Охрана труда'),
      accepts: {
        ...emptyList,
        'fields of the wrong types': wrongTypesAsOptions,
        'a 1 MB title': [{ id: 'i', title: MEGABYTE }],
      },
    },
    getStructures: {
      args: [],
      // The mock sends numeric ids: they stay numbers (a recipient goes back as it came).
      check: (list) => expect(list[0]).toEqual({ id: 11, title: 'Склад готовой продукции' }),
      accepts: {
        ...emptyList,
        'fields of the wrong types': wrongTypesAsOptions,
        'a 1 MB title': [{ id: 'i', title: MEGABYTE }],
      },
    },
    getUsers: {
      args: [],
      check: (list) => expect(length(list)).toBeGreaterThan(0),
      accepts: {
        ...emptyList,
        'fields of the wrong types': wrongTypesAsOptions,
        'a 1 MB title': [{ id: 'i', title: MEGABYTE }],
      },
    },
    getDialogs: {
      args: ['1001'],
      check: (list) => expect([length(list.dialogs), length(list.themes)]).toEqual([4, 4]),
      accepts: emptyObject(noDialogs),
    },
    getDialogMessages: {
      args: [DIALOG],
      check: (messages) => expect(length(messages)).toBeGreaterThan(0),
      accepts: { ...emptyList, 'fields of the wrong types': [], 'a 1 MB title': [bareMessage] },
    },
    createDialog: {
      args: [
        {
          employeeId: '1001',
          text: 'Нет перчаток',
          themeUuid: 't-1',
          recipient: { type: 'user', id: 201 },
        },
      ],
      sent: ({ body }) => expect(json(body.recipient)).toEqual({ type: 'user', id: 201 }),
      accepts: acked,
    },
    addMessage: {
      args: [{ employeeId: '1001', dialogUuid: DIALOG, text: 'Спасибо' }],
      sent: ({ body }) =>
        expect(body).toEqual({ employee_id: '1001', text_message: 'Спасибо', uuid: DIALOG }),
      accepts: acked,
    },
    markMessageRead: { args: ['13cef892-d253-4796-9dfe-d3f85d169150'], accepts: acked },
  },
  flows: {
    getFlows: {
      args: [{ flowId: FLOW, employeeUuid: IVANOVA, appointment: 'ap-1' }],
      // Two educations; the second one sends its steps as a keyed object.
      check: (educations) =>
        expect(educations.map((item) => length(item.steps) > 0)).toEqual([true, true]),
      sent: ({ query }) => expect(query).toEqual({ employee_uuid: IVANOVA, appointment: 'ap-1' }),
      accepts: {
        ...emptyList,
        'a 1 MB title': [{ uuid: 'u', type: '', name: '', title: MEGABYTE, params: {}, steps: [] }],
      },
    },
    saveFlow: {
      args: [
        {
          flowId: FLOW,
          history,
          files: [{ field: 'front_1', blob: photo, fileName: 'front_1.png' }],
        },
      ],
      sent: ({ path, body }) => {
        expect([path, json(body.history)]).toEqual([`flows/${FLOW}`, history]);
        expect(body.front_1).toMatchObject({ fileName: 'front_1.png', type: 'image/png' });
      },
      accepts: acked,
    },
  },
  learningClass: {
    getSessionStatus: {
      args: ['class-1'],
      check: (status) => expect(status.session?.title).toBeTruthy(),
      accepts: emptyObject(noSession),
    },
    getStudentsList: {
      args: ['class-1'],
      check: (list) => expect(list).toHaveLength(3),
      accepts: emptyList,
    },
    addStudyToSession: {
      args: [
        {
          classId: 'class-1',
          sessionUuid: 'f685f06a-6737-44dc-8643-10f360dff33e',
          student: MOROZOVA,
        },
      ],
      sent: ({ body }) => expect(json(body.student)).toEqual(MOROZOVA),
      accepts: acked,
    },
    addAssignmentToStudent: { args: [{ student: MOROZOVA, course: COURSE }], accepts: acked },
    searchStudents: {
      args: ['title', 'Белова'],
      check: (list) => expect(list[0]?.structure?.title).toBe('Учебный центр'),
      accepts: { ...emptyList, 'a 1 MB title': [{ uuid: 'u', title: MEGABYTE, structure: null }] },
    },
    searchPositions: {
      args: ['Вод'],
      check: (list) => expect(list[0]?.uuid).toBeTruthy(),
      accepts: { ...emptyList, 'a 1 MB title': [{ uuid: 'u', id: 'i', title: MEGABYTE }] },
    },
    searchStructures: {
      args: ['Склад'],
      sent: ({ query }) => expect(query).toEqual({ search: 'Склад', limit: '10' }),
      accepts: { ...emptyList, 'a 1 MB title': [{ uuid: 'u', id: 'i', title: MEGABYTE }] },
    },
    getCourseChoices: {
      args: [],
      check: (list) => expect(list).toHaveLength(3),
      accepts: { ...emptyList, 'a 1 MB title': [{ uuid: 'u', title: MEGABYTE }] },
    },
  },
  library: {
    getLibraryItems: {
      args: ['1007', ['video_tutorial', 'simulated_situation']],
      check: ({ items }) => expect(items.some((item) => item.type === 'text_document')).toBe(false),
      sent: ({ query }) => expect(query.types).toBe('video_tutorial,simulated_situation'),
      accepts: {
        // A bare array is the items; an item that cannot be read (no type) is left out.
        'data an empty array': noItems,
        'data an empty object': noItems,
        'a list of the wrong things': noItems,
        'a 1 MB title': noItems,
      },
    },
    getLibraryItem: {
      args: ['1007', '117315a0-ecb9-43bc-ae93-8da36e13168e'],
      check: (item) => expect(item.viewType).toBe('other'),
      accepts: {},
    },
    markLibraryItemRead: {
      args: [
        { employeeId: '1007', uuid: 'fcdcef37-3a72-425c-99e8-98fa6aad00df', signature: photo },
      ],
      sent: ({ body }) => expect(body.file).toMatchObject({ type: 'image/png' }),
      accepts: acked,
    },
  },
  notices: {
    getNotices: {
      args: [IVANOVA],
      check: (list) => expect(length(list)).toBeGreaterThan(0),
      accepts: { ...emptyList, 'a 1 MB title': [bareNotice] },
    },
    runNoticeCallback: {
      args: ['/api/v1/notifications/5013629c-d41f-48b8-9e80-6c73a7751ac3/set_read'],
      sent: ({ method, path }) =>
        expect([method, path]).toEqual([
          'POST',
          'notifications/5013629c-d41f-48b8-9e80-6c73a7751ac3/set_read',
        ]),
      accepts: acked,
    },
  },
  pin: {
    setPinCode: {
      args: [IVANOVA, 'enc'],
      sent: ({ query, body }) =>
        expect([query, body]).toEqual([{ employee_uuid: IVANOVA, pin_code: 'enc' }, {}]),
      accepts: acked,
    },
  },
  ppe: {
    getPpeNeeds: {
      args: [IVANOVA],
      check: (list) => expect(list[0]?.object.title).toBeTruthy(),
      accepts: {
        ...emptyList,
        'a 1 MB title': [
          {
            uuid: 'u',
            object: { title: '' },
            stock: { title: '' },
            count: 0,
            use_time: 0,
            count_in_stock: 0,
          },
        ],
      },
    },
  },
  rfid: { joinToEmployee: { args: [IVANOVA, '0099887766'], accepts: acked } },
  risks: {
    getRiskReport: {
      args: [IVANOVA, '2026-11-22'],
      check: (report) => expect(report.target_level).toBe(25),
      accepts: emptyObject(noReport),
    },
    setViewRisks: {
      args: [IVANOVA],
      sent: ({ body }) => expect(body).toEqual({ uuid: IVANOVA }),
      accepts: acked,
    },
  },
  screensaver: {
    getScreensaver: {
      args: ['376fa9d4-f442-4680-af10-2eb465baa32b'],
      check: (saver) => expect(saver.type).toBe('template'),
      accepts: {},
    },
  },
  settings: {
    getSettings: {
      args: [],
      check: (value) => expect(value.modules).toContain('study'),
      accepts: emptyObject(defaultSettings),
    },
  },
  surveys: {
    getSurveyAssignments: {
      args: [IVANOVA],
      check: (list) => expect(list.map((row) => row.status)).toContain('other'),
      accepts: { ...emptyList, 'a 1 MB title': [bareAssignment] },
    },
    getSurvey: {
      args: [SURVEY, '5001'],
      check: (detail) =>
        expect(detail.survey.elements.some((item) => item.type === 'question')).toBe(true),
      accepts: {},
    },
    submitSurveyResult: {
      args: [
        IVANOVA,
        {
          start_dt: 1795327200000,
          end_dt: 1795327260000,
          survey_uuid: SURVEY,
          assignment_id: 5001,
          answers: [],
        },
      ],
      check: (list) => expect(length(list)).toBeGreaterThan(0),
      sent: ({ body }) => expect(body).toMatchObject({ survey_uuid: SURVEY, assignment_id: 5001 }),
      accepts: { ...emptyList, 'a 1 MB title': [bareAssignment] },
    },
  },
  training: {
    getExtraEducations: {
      args: [{ employeeId: '1007', getAll: true }],
      check: (rows) => expect(rows.some((row) => row.flow === null)).toBe(true),
      accepts: emptyList,
    },
    getTargetedTraining: {
      args: [{ employeeId: '1007', getAll: false }],
      sent: ({ query }) => expect(query).toEqual({ employee_id: '1007', get_all: '0' }),
      accepts: emptyList,
    },
  },
};

export type AnyRow = {
  args: unknown[];
  check?: (result: unknown) => void;
  sent?: (request: MockRequest) => void;
  accepts: Accepts<unknown>;
};
/** The rows by module and name, loosely typed for the tests that walk them. */
export const rows = table as unknown as Record<string, Record<string, AnyRow | undefined>>;

/** Every endpoint function of every module. */
export const calls = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(
      (entry): entry is [string, (...args: unknown[]) => Promise<unknown>] =>
        typeof entry[1] === 'function',
    )
    .map(([name, call]) => ({ module, name, call })),
);
