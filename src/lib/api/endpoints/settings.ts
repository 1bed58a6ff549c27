import { request } from '../request';
import { settingsSchema, type Settings } from '../schemas/settings';

/** The app settings; abort the signal to cancel (the error is then marked handled-stop). */
export const getSettings = (signal?: AbortSignal): Promise<Settings> =>
  request({ method: 'GET', path: 'settings', schema: settingsSchema, signal });
