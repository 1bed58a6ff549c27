import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

describe('mock data set', () => {
  it('is consistent: every body has data or __status, every media file and referenced id exists', () => {
    const result = spawnSync('node', [join(new URL('.', import.meta.url).pathname, 'check-mocks.mjs')], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});
