import type { OutboxRequest } from '@/lib/outbox/outbox-types';

/** The viewed-PPE call (POST ipm/needs/{uuid}/apply, no payload) as data the outbox can keep. */
export const ppeViewedRequest = (itemUuid: string): OutboxRequest => ({
  method: 'POST',
  path: `ipm/needs/${encodeURIComponent(itemUuid)}/apply`,
  body: { kind: 'json', value: null },
});
