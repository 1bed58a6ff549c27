import { isApiError } from '@/lib/api/errors';

/** An error a login screen shows: a key of the auth namespace, or the server's own text. */
export type LoginError =
  | {
      key:
        | 'errors.invalidTabelNumber'
        | 'errors.invalidName'
        | 'errors.employeeNotFound'
        | 'errors.networkError'
        | 'errors.wrongLoginOrPassword'
        | 'errors.authorizationByName';
    }
  | { key: 'server'; message: string };

/** Login and password screens (spec 1 §8): 401 wrong login or password, 500 network error, else the server's message. */
export function passwordLoginError(error: unknown): LoginError {
  if (!isApiError(error) || error.kind !== 'http') return { key: 'errors.networkError' };
  if (error.status === 401) return { key: 'errors.wrongLoginOrPassword' };
  if (error.status === 500 || !error.serverMessage) return { key: 'errors.networkError' };
  return { key: 'server', message: error.serverMessage };
}

/** Lookups and logins by number, name or card: the server's message, otherwise Network Error. */
export function lookupError(error: unknown): LoginError {
  return isApiError(error) && error.kind === 'http' && error.status !== 500 && error.serverMessage
    ? { key: 'server', message: error.serverMessage }
    : { key: 'errors.networkError' };
}
