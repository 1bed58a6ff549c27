import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the import-boundary rule for one import line in a (virtual) file. */
async function boundaryErrors(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\n\nexport const used = value;\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const breaks = (filePath: string, line: string) =>
  expect(boundaryErrors(filePath, line)).resolves.not.toEqual([]);
const keeps = (filePath: string, line: string) =>
  expect(boundaryErrors(filePath, line)).resolves.toEqual([]);

describe('import boundaries (GUIDE.md §2)', () => {
  it('a feature imports no other feature, aliased or relative, and not the app', async () => {
    const file = 'src/features/auth/zz-probe.ts';
    await breaks(file, "import { value } from '../guard/access-guard';");
    await breaks(file, "import { value } from './../guard/access-guard';");
    await breaks(file, "import { value } from '..';");
    await breaks(file, "import { value } from '@/features/guard/access-guard';");
    await breaks(file, "import { value } from '@/app/store';");
    await breaks('src/features/auth/parts/zz-probe.ts', "import { value } from '../../guard/x';");
  });

  it('a feature imports its own files, components, lib, config and @shared', async () => {
    await keeps('src/features/auth/zz-probe.ts', "import { value } from './start-flow';");
    await keeps('src/features/auth/zz-probe.ts', "import { value } from '@/features/auth/x';");
    await keeps('src/features/stepper/steps/zz-probe.ts', "import { value } from '../run-model';");
    await keeps('src/features/auth/zz-probe.ts', "import { value } from '@/lib/api/client';");
    await keeps('src/features/auth/zz-probe.ts', "import { value } from '@/components/ui/x';");
    await keeps('src/features/auth/zz-probe.ts', "import { value } from '@/config/paths';");
  });

  it('components, lib and config import neither features nor the app', async () => {
    for (const file of ['src/lib/zz-probe.ts', 'src/components/zz-probe.tsx']) {
      await breaks(file, "import { value } from '../features/guard/access-guard';");
      await breaks(file, "import { value } from '../app/store';");
      await breaks(file, "import { value } from '@/features/guard/access-guard';");
      await breaks(file, "import { value } from '@/app/store';");
    }
    await breaks('src/config/zz-probe.ts', "import { value } from '../features/auth/x';");
    await breaks('src/lib/api/zz-probe.ts', "import { value } from '../../features/auth/x';");
    await keeps('src/lib/api/zz-probe.ts', "import { value } from '../log';");
    await keeps('src/components/ui/zz-probe.ts', "import { value } from '@/lib/log';");
  });

  it('the renderer imports pure electron/shared modules as values, only through @shared', async () => {
    await keeps('src/lib/zz-probe.ts', "import { value } from '@shared/device-settings';");
    await keeps('src/features/auth/zz-probe.ts', "import { value } from '@shared/kiosk-api';");
    await breaks('src/lib/zz-probe.ts', "import { value } from '@shared/../main/ipc';");
    await breaks('src/lib/zz-probe.ts', "import { value } from '@/../electron/main/ipc';");
    await breaks('src/lib/zz-probe.ts', "import { value } from 'electron';");
    await breaks('src/lib/zz-probe.ts', "import { value } from 'node:fs';");
  });

  it('electron/shared stays pure: no Electron, Node or shell process imports', async () => {
    const file = 'electron/shared/zz-probe.ts';
    await breaks(file, "import { value } from 'electron';");
    await breaks(file, "import { value } from 'node:path';");
    await breaks(file, "import { value } from 'fs';");
    await breaks(file, "import { value } from 'serialport';");
    await breaks(file, "import { value } from '../main/ipc';");
    await keeps(file, "import { value } from './device-settings';");
  });
});
