/**
 * Runs open-port-child.ts as root without CAP_DAC_OVERRIDE, for the access-denied test under root.
 * Root ignores file modes through that capability alone, so without it a pty of mode 000 refuses
 * root as it refuses anyone. The child keeps its user and CAP_DAC_READ_SEARCH, so it reads the
 * checkout, node and node_modules wherever they lie (a mode-700 home or temp dir included).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { SerialOpenResult } from '../serial-connection';

const CHILD = fileURLToPath(new URL('./open-port-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SETPRIV_PLACES = ['/usr/bin/setpriv', '/bin/setpriv'];

/** What the child reports: the open result without the connection. */
export type ChildOpenResult = { ok: true } | Extract<SerialOpenResult, { ok: false }>;

/** util-linux's setpriv, or a clear failure naming what to install. */
export function findSetpriv(places: readonly string[] = SETPRIV_PLACES): string {
  const found = places.find((place) => {
    try {
      accessSync(place, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found)
    throw new Error(
      'setpriv is not installed: under root the access-denied test drops CAP_DAC_OVERRIDE with it ' +
        '(apt-get install util-linux).',
    );
  return found;
}

/** Opens `path` with openSystemSerialConnection as root without CAP_DAC_OVERRIDE. */
export function openWithoutDacOverride(path: string): Promise<SerialOpenResult> {
  const dropped = '-dac_override';
  return new Promise((resolve, reject) => {
    execFile(
      findSetpriv(),
      [
        `--inh-caps=${dropped}`,
        `--bounding-set=${dropped}`,
        '--',
        process.execPath,
        '--import',
        'tsx',
        CHILD,
        path,
      ],
      { cwd: REPO_ROOT, timeout: 15_000 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`open without DAC override failed: ${error.message} ${stderr}`));
        const result = JSON.parse(stdout) as ChildOpenResult;
        if (result.ok)
          return reject(new Error(`${path} opened without DAC override: it was not refused`));
        resolve(result);
      },
    );
  });
}
