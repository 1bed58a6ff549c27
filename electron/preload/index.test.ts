/** The preload on the electron fake: it exposes window.kiosk through the context bridge. */
import { beforeAll, describe, expect, it } from 'vitest';

import type { KioskApi } from '../shared/kiosk-api';
import { fake } from '../main/testing/electron-fake';

beforeAll(async () => {
  fake.reset();
  await import('./index');
});

describe('preload index', () => {
  it('exposes the kiosk API as window.kiosk', async () => {
    const kiosk = fake.exposed.get('kiosk') as KioskApi;
    expect(kiosk.platform).toBe('electron');
    await kiosk.config.exit();
    expect(fake.invoked).toEqual([{ channel: 'exit', args: [] }]);
  });
});
