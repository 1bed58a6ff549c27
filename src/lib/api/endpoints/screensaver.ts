import { request } from '../request';
import { screensaverSchema, type Screensaver } from '../schemas/screensaver';

/** The screensaver named by settings screensaver_uuid. */
export const getScreensaver = (uuid: string): Promise<Screensaver> =>
  request({
    method: 'GET',
    path: `screensavers/${encodeURIComponent(uuid)}`,
    schema: screensaverSchema,
  });
