import { describe, expect, it, vi } from 'vitest';

import type { UpdateInfo } from '../../shared/device-settings';
import { createIpc } from '../ipc';
import { fakeKioskContents, fakeRegistrar } from '../testing/ipc-fakes';
import type { Updater } from '../updater';
import { registerUpdateChannels } from './update-channel';

const pageInfo: UpdateInfo = {
  url_string: 'http://evil.example/app.exe',
  new_version: '9.9.9',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: 'http://evil.example/updater.exe',
  updater_version: '1.0.0',
  app_file_hash: '0'.repeat(32),
  update_file_hash: '0'.repeat(32),
};

function setup() {
  const fake = fakeRegistrar();
  const ipc = createIpc({ registrar: fake.registrar, kiosk: fakeKioskContents, log: vi.fn() });
  const updater = {
    check: vi.fn(),
    start: vi.fn(async () => ({ ok: true as const })),
    install: vi.fn(),
  } as unknown as Updater & { start: ReturnType<typeof vi.fn>; install: ReturnType<typeof vi.fn> };
  registerUpdateChannels(ipc.handle, { updater, log: vi.fn() });
  return { fake, updater };
}

describe('update:start: the shell trusts only itself (GUIDE.md §9)', () => {
  it('refuses an update the page names (its URLs and hashes never reach the updater)', async () => {
    const { fake, updater } = setup();
    expect(await fake.invoke('update:start', [pageInfo])).toMatchObject({ ok: false });
    expect(updater.start).not.toHaveBeenCalled();
    expect(updater.install).not.toHaveBeenCalled();
  });

  it('"start it" installs what main itself checked', async () => {
    const { fake, updater } = setup();
    expect(await fake.invoke('update:start', [])).toEqual({ ok: true, data: { ok: true } });
    expect(updater.start).toHaveBeenCalledWith();
  });
});
