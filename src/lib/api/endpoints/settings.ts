import { request } from '../request';
import type { Settings } from '../schemas/settings';
import { loadSettingsSchema } from '../deferred-schemas';

/**
 * The app settings; abort the signal to cancel (the error is then marked handled-stop). The schema
 * loads with the first call, while its answer is on the way (../deferred-schemas).
 */
export const getSettings = (signal?: AbortSignal): Promise<Settings> =>
  request({ method: 'GET', path: 'settings', schema: loadSettingsSchema, signal });
