import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api/errors';

import { lookupError, passwordLoginError } from './login-errors';

const http = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', path: 'ldap/auth', status, serverMessage });

describe('login errors', () => {
  it('password logins: 401 wrong login or password, 500 network error, otherwise the server message', () => {
    expect(passwordLoginError(http(401, 'nope'))).toEqual({ key: 'errors.wrongLoginOrPassword' });
    expect(passwordLoginError(http(500, 'stack trace'))).toEqual({ key: 'errors.networkError' });
    expect(passwordLoginError(http(423, 'Учётная запись заблокирована'))).toEqual({
      key: 'server',
      message: 'Учётная запись заблокирована',
    });
    expect(passwordLoginError(new ApiError({ kind: 'network', path: 'ldap/auth' }))).toEqual({
      key: 'errors.networkError',
    });
    expect(
      passwordLoginError(new ApiError({ kind: 'invalid', path: 'ldap/auth', status: 200 })),
    ).toEqual({ key: 'errors.networkError' });
  });

  it('lookups: the server message, otherwise network error', () => {
    expect(lookupError(http(404, 'Employee not found'))).toEqual({
      key: 'server',
      message: 'Employee not found',
    });
    expect(lookupError(http(500, 'boom'))).toEqual({ key: 'errors.networkError' });
    expect(lookupError(new Error('x'))).toEqual({ key: 'errors.networkError' });
  });
});
