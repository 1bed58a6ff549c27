import { useSyncExternalStore } from 'react';

import { getOutboxStatus, subscribeOutboxStatus } from './outbox';
import type { OutboxStatus } from './outbox-types';

/** Writes waiting to be sent and writes the server refused (dead letters), kept current. */
export const useOutboxStatus = (): OutboxStatus =>
  useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus);

/** How many writes the server refused: for the device-info popover and the installer's view. */
export const useDeadLetterCount = (): number => useOutboxStatus().dead;
