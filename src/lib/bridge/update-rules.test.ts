import { describe, expect, it } from 'vitest';

import type { UpdateInfo } from '@shared/device-settings';

import { updateApplicable } from './update-rules';

const info: UpdateInfo = {
  url_string: 'http://updates.local/app.exe',
  new_version: '3.21.0',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: 'http://updates.local/updater.exe',
  updater_version: '1.0.0',
  app_file_hash: 'a'.repeat(32),
  update_file_hash: 'b'.repeat(32),
};

describe('updateApplicable', () => {
  it('is true only on Windows, with can_update, every field and a different version', () => {
    expect(updateApplicable(info, 'windows', '3.20.0')).toBe(true);
    expect(updateApplicable(info, 'linux', '3.20.0')).toBe(false);
    expect(updateApplicable(info, 'other', '3.20.0')).toBe(false);
    expect(updateApplicable(null, 'windows', '3.20.0')).toBe(false);
    expect(updateApplicable({ ...info, can_update: false }, 'windows', '3.20.0')).toBe(false);
    expect(updateApplicable(info, 'windows', '3.21.0')).toBe(false);
    expect(updateApplicable({ ...info, update_file_hash: '' }, 'windows', '3.20.0')).toBe(false);
    expect(updateApplicable({ ...info, app_name: '  ' }, 'windows', '3.20.0')).toBe(false);
  });
});
