import * as z from 'zod/mini';

import { nonEmpty, optText, text } from './common';

/** What the template screensaver shows; dates are the last injury and incident. */
const templateParamsSchema = z.catch(
  z.object({
    text_header: text,
    logo_header: optText,
    company_name: text,
    date_last_injury: optText,
    date_last_incident: optText,
  }),
  {
    text_header: '',
    logo_header: null,
    company_name: '',
    date_last_injury: null,
    date_last_incident: null,
  },
);

const media = nonEmpty();

/** The idle overlay by type: a template, or a video or image file (spec 2 §3 Screensaver). */
export const screensaverSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('template'), file: optText, params: templateParamsSchema }),
  z.object({ type: z.literal('video'), file: media, params: templateParamsSchema }),
  z.object({ type: z.literal('image'), file: media, params: templateParamsSchema }),
]);
export type Screensaver = z.output<typeof screensaverSchema>;
