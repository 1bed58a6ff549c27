/** A fresh temporary folder per test, removed afterwards. */
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach } from 'vitest';

export function useTempDir(prefix: string): () => string {
  let dir = '';
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}
