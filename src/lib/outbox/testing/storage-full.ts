import { vi } from 'vitest';

import { FALLBACK_KEY } from '../outbox-fallback';

/**
 * A terminal whose storage takes no more writes: localStorage refuses the outbox's fallback (with
 * no IndexedDB in the test, nothing then keeps a write beyond the page). Restored with the mocks.
 */
export function refuseOutboxFallback() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === FALLBACK_KEY)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}
