import { describe, expect, it } from 'vitest';

import { setupMockApi } from '@/testing/mock-api';

import { getForNumber, getForUuid } from '../endpoints/employees';
import { ApiError } from '../errors';
import {
  employeeByUuidSchema,
  employeeListSchema,
  employeeNotificationsSchema,
  employeeSchema,
} from './employees';

const minimal = {
  id: 1007,
  uuid: '0f0b0056-1a84-4dfe-b432-e2f362832143',
  title: 'Иванова Елена Петровна',
  number: 2000,
};

/** The fake server answering this employee call with this body. */
const answering = (path: 'employees/getForNumber' | 'employees/getForUuid', body: unknown) =>
  setupMockApi().answer('GET', path, { status: 200, body });

describe('employee schema', () => {
  it('accepts a minimal employee and fills the defaults screens rely on', () => {
    const employee = employeeSchema.parse(minimal);
    expect(employee).toMatchObject({
      id: 1007,
      number: '2000',
      position: [],
      is_student: false,
      viewRisks: false,
    });
    expect(employee.library_unread_count).toEqual({
      simulated_situation: 0,
      video_tutorial: 0,
      text_document: 0,
    });
    expect([
      employee.feedback_unread_count,
      employee.surveys_unread_count,
      employee.count_new_notification,
    ]).toEqual([0, 0, 0]);
    expect([employee.important_survey, employee.important_library, employee.competence]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('reads numeric strings, 0/1 flags and positions sent as a keyed object', () => {
    const employee = employeeSchema.parse({
      ...minimal,
      id: '1007',
      feedback_unread_count: '2',
      library_unread_count: { text_document: '3' },
      is_student: 1,
      viewRisks: 'true',
      competence: '95',
      position: { 7: { name: 'Кладовщик', uuid: 'p-7', title: 'Кладовщик склада' } },
      unknown_field: 'ignored',
    });
    expect(employee.feedback_unread_count).toBe(2);
    expect(employee.library_unread_count.text_document).toBe(3);
    expect([employee.is_student, employee.viewRisks, employee.competence]).toEqual([
      true,
      true,
      95,
    ]);
    expect(employee.position[0]?.title).toBe('Кладовщик склада');
    expect('unknown_field' in employee).toBe(false);
  });

  it('keeps a mandatory survey only when both ids are present', () => {
    const withSurvey = {
      ...minimal,
      important_survey: { appointment_id: 5001, survey_uuid: 's-1' },
    };
    expect(employeeSchema.parse(withSurvey).important_survey).toEqual({
      appointment_id: 5001,
      survey_uuid: 's-1',
    });
    expect(
      employeeSchema.parse({ ...minimal, important_survey: { appointment_id: 5001 } })
        .important_survey,
    ).toBeNull();
  });

  it('rejects an employee without a uuid or an id', () => {
    expect(employeeSchema.safeParse({ ...minimal, uuid: undefined }).success).toBe(false);
    expect(employeeSchema.safeParse({ ...minimal, uuid: '' }).success).toBe(false);
    expect(employeeSchema.safeParse({ ...minimal, id: null }).success).toBe(false);
    expect(employeeListSchema.safeParse(null).success).toBe(false);
  });

  it('answers null for an unknown uuid and the first employee otherwise', () => {
    expect(employeeByUuidSchema.parse([])).toBeNull();
    expect(employeeByUuidSchema.parse([minimal])?.uuid).toBe(minimal.uuid);
    expect(employeeByUuidSchema.parse(minimal)?.uuid).toBe(minimal.uuid);
  });

  it('reads the bell summary with a missing count as 0', () => {
    expect(employeeNotificationsSchema.parse({ notifications: null })).toEqual({
      count: 0,
      notifications: [],
    });
  });
});

describe('a bad answer through the request helper', () => {
  it('rejects with an ApiError of kind invalid when an employee has no uuid', async () => {
    answering('employees/getForNumber', { data: [{ ...minimal, uuid: null }] });
    const error: unknown = await getForNumber('2000').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid');
  });

  it('rejects with kind invalid when data is null', async () => {
    answering('employees/getForNumber', { data: null });
    await expect(getForNumber('2000')).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid' });
    answering('employees/getForUuid', { data: null });
    await expect(getForUuid(minimal.uuid)).rejects.toMatchObject({ kind: 'invalid' });
  });
});
