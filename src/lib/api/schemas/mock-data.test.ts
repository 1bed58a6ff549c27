import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import { courseListSchema, oneCourseSchema } from './courses';
import { demoModuleListSchema, demoQuestionSchema } from './demo';
import {
  employeeByUuidSchema,
  employeeListSchema,
  employeeNotificationsSchema,
  oneEmployeeSchema,
} from './employees';
import {
  feedbackDialogListSchema,
  feedbackMessagesSchema,
  feedbackThemesSchema,
  recipientOptionsSchema,
} from './feedback';
import { flowsSchema } from './flows';
import {
  classStatusSchema,
  classStudentListSchema,
  courseChoiceListSchema,
  lookupOptionListSchema,
  studentListSchema,
} from './learning-class';
import { libraryItemSchema, libraryListSchema } from './library';
import { noticeListSchema } from './notices';
import { ppeListSchema } from './ppe';
import { riskReportSchema } from './risks';
import { screensaverSchema } from './screensaver';
import { settingsSchema } from './settings';
import { surveyAssignmentListSchema, surveyDetailSchema } from './surveys';
import { trainingListSchema } from './training';

/*
 * Every file of the mock data set (mocks/<path>[.<variant>][.en].json) must match the schema of
 * the call that reads it, so mock mode never shows a screen data the real call would reject.
 */
const files = import.meta.glob<{ default: unknown }>('/mocks/**/*.json', { eager: true });

/** Path pattern → schema; `variant` is the part after the path (`uuid=…`, a scenario name). */
const routes: Array<{
  pattern: RegExp;
  schema: (variant: string) => z.ZodMiniType | z.ZodMiniType[];
}> = [
  { pattern: /^demo$/, schema: () => demoModuleListSchema },
  { pattern: /^electronicCourses$/, schema: () => courseChoiceListSchema },
  { pattern: /^electronicCourses\/getAppointWithCourse$/, schema: () => oneCourseSchema },
  { pattern: /^electronicCourses\/getAppointsByEmployee$/, schema: () => courseListSchema },
  { pattern: /^(employees|ldap|students)\/auth$/, schema: () => oneEmployeeSchema },
  { pattern: /^employees\/getFor(Number|Family)$/, schema: () => employeeListSchema },
  { pattern: /^employees\/getForUuid$/, schema: () => employeeByUuidSchema },
  { pattern: /^employees\/getNotifications$/, schema: () => employeeNotificationsSchema },
  { pattern: /^(extra-educations|targeted-training)$/, schema: () => trainingListSchema },
  {
    pattern: /^feedback\/dialogs$/,
    schema: (variant) =>
      variant.startsWith('uuid=') ? feedbackMessagesSchema : feedbackDialogListSchema,
  },
  { pattern: /^feedback\/themes$/, schema: () => feedbackThemesSchema },
  { pattern: /^flows\/[^/]+$/, schema: () => flowsSchema },
  { pattern: /^ipm\/needs\/[^/]+$/, schema: () => ppeListSchema },
  { pattern: /^learning_class\/sessions\/status\/[^/]+$/, schema: () => classStatusSchema },
  {
    pattern: /^learning_class\/sessions\/students_list\/[^/]+$/,
    schema: () => classStudentListSchema,
  },
  {
    pattern: /^library\/items$/,
    schema: (variant) => (variant.startsWith('uuid=') ? libraryItemSchema : libraryListSchema),
  },
  { pattern: /^notifications\/byEmployee\/[^/]+$/, schema: () => noticeListSchema },
  { pattern: /^positions$/, schema: () => lookupOptionListSchema },
  // Structures serve both the feedback recipients and the add-student lookup.
  { pattern: /^structures$/, schema: () => [recipientOptionsSchema, lookupOptionListSchema] },
  { pattern: /^users$/, schema: () => recipientOptionsSchema },
  { pattern: /^questions\/[^/]+$/, schema: () => demoQuestionSchema },
  { pattern: /^risks\/[^/]+$/, schema: () => riskReportSchema },
  { pattern: /^screensavers\/[^/]+$/, schema: () => screensaverSchema },
  { pattern: /^settings$/, schema: () => settingsSchema },
  { pattern: /^students$/, schema: () => studentListSchema },
  {
    pattern: /^surveys\/assignments\/byEmployee\/[^/]+$/,
    schema: () => surveyAssignmentListSchema,
  },
  { pattern: /^surveys\/[^/]+$/, schema: () => surveyDetailSchema },
];

/** `/mocks/library/items.uuid=1.en.json` → path `library/items`, variant `uuid=1`. */
function split(file: string): { path: string; variant: string } {
  const name = file
    .replace(/^\/mocks\//, '')
    .replace(/\.json$/, '')
    .replace(/\.en$/, '');
  const slash = name.lastIndexOf('/');
  const dot = name.indexOf('.', slash + 1);
  return dot === -1
    ? { path: name, variant: '' }
    : { path: name.slice(0, dot), variant: name.slice(dot + 1) };
}

const cases = Object.entries(files).map(([file, module]) => ({
  file,
  body: module.default,
  ...split(file),
}));

describe('the mock data set matches the response schemas', () => {
  it('has mock files', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$file', ({ path, variant, body }) => {
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (!route) throw new Error(`no call reads mocks/${path}: add it to the routes of this test`);
    const record = body as Record<string, unknown>;
    // Error answers ({__status, message}) have no data to check.
    if ('__status' in record) return;
    const schemas = [route.schema(variant)].flat();
    for (const schema of schemas) {
      const parsed = schema.safeParse(record.data);
      expect(parsed.success ? 'ok' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe('ok');
    }
  });
});
