import { employeeSchema } from '../deferred-schemas';
import { request } from '../request';
import type { Employee, EmployeeNotifications } from '../schemas/employees';

// The schemas load with the first call (../deferred-schemas), not with the start screen: a lookup's
// while its answer is on the way, a login's before it is sent (../transport.ts).

/** Employees with this personnel (tabel) number; several may match. */
export const getForNumber = (number: string): Promise<Employee[]> =>
  request({
    method: 'GET',
    path: 'employees/getForNumber',
    query: { number },
    schema: employeeSchema('employeeListSchema'),
  });

/** Employees whose name starts with this surname or full name. */
export const getForFamily = (family: string): Promise<Employee[]> =>
  request({
    method: 'GET',
    path: 'employees/getForFamily',
    query: { family },
    schema: employeeSchema('employeeListSchema'),
  });

/** The employee with this uuid, null when unknown (the 2-minute refresh compares its number). */
export const getForUuid = (uuid: string): Promise<Employee | null> =>
  request({
    method: 'GET',
    path: 'employees/getForUuid',
    query: { uuid },
    schema: employeeSchema('employeeByUuidSchema'),
  });

/** Logs in the employee chosen by uuid; answers the employee with a token. */
export const authByUuid = (
  uuid: string,
  secondAuth?: string | number | boolean,
): Promise<Employee> =>
  request({
    method: 'POST',
    path: 'employees/auth',
    form: { uuid, second_auth: secondAuth },
    schema: employeeSchema('oneEmployeeSchema'),
  });

/** Logs in the owner of an RFID card. */
export const authByRfid = (rfid: string): Promise<Employee> =>
  request({
    method: 'POST',
    path: 'employees/auth',
    form: { rfid },
    schema: employeeSchema('oneEmployeeSchema'),
  });

/** Logs in with a local (directory) account. */
export const ldapAuth = (login: string, password: string): Promise<Employee> =>
  request({
    method: 'POST',
    path: 'ldap/auth',
    form: { login, password },
    schema: employeeSchema('oneEmployeeSchema'),
  });

/** Logs in a student with the electronic-courses login. */
export const studentsAuth = (login: string, password: string): Promise<Employee> =>
  request({
    method: 'POST',
    path: 'students/auth',
    form: { login, password },
    schema: employeeSchema('oneEmployeeSchema'),
  });

/** The bell's unread count and new notices of an employee. */
export const getNotifications = (uuid: string): Promise<EmployeeNotifications> =>
  request({
    method: 'GET',
    path: 'employees/getNotifications',
    query: { uuid },
    schema: employeeSchema('employeeNotificationsSchema'),
  });
