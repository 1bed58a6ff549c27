/** camera:snapshot: one image from an http(s) camera URL. */
import { z } from 'zod';

import { fetchCameraSnapshot } from '../camera-fetch';
import type { Fetch } from '../http-body';
import type { Handle } from '../ipc';
import { httpUrlSchema } from '../validation';

export function registerCameraChannel(handle: Handle, deps: { fetch: Fetch }): void {
  handle('camera:snapshot', z.tuple([httpUrlSchema]), (url) => fetchCameraSnapshot(deps, url));
}
