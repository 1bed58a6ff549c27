/**
 * Privileged commands on Linux with the saved password. The password goes to `sudo -S` on STDIN
 * only — never in argv (visible in `ps`) or the environment — and never leaves the main process.
 */
import type { Result } from '../shared/kiosk-api';

/** The child process surface used here (node:child_process's ChildProcess fits). */
export interface PrivilegedChild {
  stdin: {
    end: (data: string) => void;
    on: (event: 'error', listener: (error: Error) => void) => unknown;
  } | null;
  stderr: { on: (event: 'data', listener: (chunk: Buffer | string) => void) => unknown } | null;
  on: ((event: 'close', listener: (code: number | null) => void) => unknown) &
    ((event: 'error', listener: (error: Error) => void) => unknown);
  kill: (signal?: NodeJS.Signals) => boolean;
}

/** Starts a process (node:child_process's spawn fits). */
export type Spawner = (
  command: string,
  args: readonly string[],
  options: { stdio: ['pipe', 'ignore', 'pipe']; env: NodeJS.ProcessEnv; shell: false },
) => PrivilegedChild;

export type RunPrivileged = (command: string, args: readonly string[]) => Promise<Result>;

/** sudo reads the password from stdin (-S), asks every time (-k) and prints no prompt (-p ''). */
export const sudoArgs = (command: string, args: readonly string[]): string[] => [
  '-S',
  '-k',
  '-p',
  '',
  '--',
  command,
  ...args,
];

export function createPrivilegedRunner(deps: {
  spawn: Spawner;
  password: () => Promise<string | null>;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): RunPrivileged {
  return async (command, args) => {
    if (deps.platform !== 'linux') {
      return { ok: false, code: 'unsupported', message: 'Privileged commands run on Linux only' };
    }
    const password = await deps.password();
    if (!password) return { ok: false, code: 'noPassword', message: 'No Linux password saved' };
    const env = { ...deps.env };
    delete env.SUDO_ASKPASS;
    return new Promise<Result>((resolve) => {
      const child = deps.spawn('sudo', sudoArgs(command, args), {
        stdio: ['pipe', 'ignore', 'pipe'],
        env,
        shell: false,
      });
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), deps.timeoutMs ?? 30_000);
      const finish = (result: Result) => {
        clearTimeout(timer);
        resolve(result);
      };
      child.stderr?.on('data', (chunk) => {
        stderr = (stderr + chunk.toString()).slice(-2000);
      });
      child.on('error', (error) =>
        finish({ ok: false, code: 'privilegedFailed', message: error.message }),
      );
      child.on('close', (code) =>
        finish(
          code === 0
            ? { ok: true }
            : { ok: false, code: 'privilegedFailed', message: stderr.trim() || `exit ${code}` },
        ),
      );
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(`${password}\n`);
    });
  };
}

/** A serial device path chmod may be run on (no options, no other files). */
export const isSerialDevicePath = (port: string): boolean =>
  /^\/dev\/(tty[A-Za-z0-9._-]+|serial\/by-(id|path)\/[A-Za-z0-9:._-]+)$/.test(port);

/**
 * Lets the kiosk user open the configured serial ports (a fresh Linux terminal gives them to root
 * and dialout only): `chmod a+rw <port>` through sudo, once per start.
 */
export async function grantSerialAccess(
  ports: readonly string[],
  run: RunPrivileged,
): Promise<Result[]> {
  const unique = [...new Set(ports)].filter(isSerialDevicePath);
  const results: Result[] = [];
  for (const port of unique) results.push(await run('chmod', ['a+rw', port]));
  return results;
}
