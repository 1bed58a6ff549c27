/** Runs open-port-child.ts as the unprivileged user 'nobody', for the access-denied test under root. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { SerialOpenResult } from '../serial-connection';

const NOBODY = 65534;
const CHILD = fileURLToPath(new URL('./open-port-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** What the child reports: the open result without the connection. */
export type ChildOpenResult = { ok: true } | Extract<SerialOpenResult, { ok: false }>;

/** Opens `path` with openSystemSerialConnection as uid/gid 65534 and returns what it came to. */
export function openAsUnprivilegedUser(path: string): Promise<SerialOpenResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CHILD, path],
      { cwd: REPO_ROOT, uid: NOBODY, gid: NOBODY, timeout: 15_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`open as nobody failed: ${error.message} ${stderr}`));
        const result = JSON.parse(stdout) as ChildOpenResult;
        if (result.ok) return reject(new Error(`${path} opened as nobody: it was not refused`));
        resolve(result);
      },
    );
  });
}
