import { describe, expect, it } from 'vitest';

import type { UpdateInfo } from '@shared/device-settings';

import { newerUpdate } from '@/testing/simulated-shell';

import { updateApplicable } from './update-rules';

const info: UpdateInfo = newerUpdate;

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
