import { EventEmitter } from 'node:events';

import { describe, expect, it } from 'vitest';

import {
  createPrivilegedRunner,
  grantSerialAccess,
  isSerialDevicePath,
  type PrivilegedChild,
  type Spawner,
} from './privileged';

const password = 'Pa55 w0rd!';

/** A spawner recording each call; the child exits with `code` once stdin is closed. */
function fakeSpawner(code = 0, stderr = '') {
  const calls: {
    command: string;
    args: readonly string[];
    env: NodeJS.ProcessEnv;
    stdin: string;
  }[] = [];
  const spawn: Spawner = (command, args, options) => {
    const call = { command, args, env: options.env, stdin: '' };
    calls.push(call);
    const child = new EventEmitter();
    const err = new EventEmitter();
    const fake: PrivilegedChild = {
      stdin: {
        end: (data) => {
          call.stdin += data;
          setImmediate(() => {
            if (stderr) err.emit('data', Buffer.from(stderr));
            child.emit('close', code);
          });
        },
        on: () => fake.stdin,
      },
      stderr: { on: (event, listener) => err.on(event, listener) },
      on: ((event: string, listener: (...args: unknown[]) => void) =>
        child.on(event, listener)) as PrivilegedChild['on'],
      kill: () => true,
    };
    return fake;
  };
  return { spawn, calls };
}

const runner = (
  spawn: Spawner,
  options: { platform?: NodeJS.Platform; saved?: string | null } = {},
) =>
  createPrivilegedRunner({
    spawn,
    password: async () => (options.saved === undefined ? password : options.saved),
    platform: options.platform ?? 'linux',
    env: { PATH: '/usr/bin', HOME: '/home/kiosk', SUDO_ASKPASS: '/bin/askpass' },
  });

describe('runPrivileged', () => {
  it('runs sudo -S with the password on stdin only, never in argv or env', async () => {
    const { spawn, calls } = fakeSpawner();
    expect(await runner(spawn)('chmod', ['a+rw', '/dev/ttyUSB0'])).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.command).toBe('sudo');
    expect(call?.args).toEqual(['-S', '-k', '-p', '', '--', 'chmod', 'a+rw', '/dev/ttyUSB0']);
    expect(call?.stdin).toBe(`${password}\n`);
    expect(JSON.stringify(call?.args)).not.toContain(password);
    expect(JSON.stringify(call?.env)).not.toContain(password);
    expect(call?.env).not.toHaveProperty('SUDO_ASKPASS');
  });

  it('reports a failed command with sudo’s message', async () => {
    const { spawn } = fakeSpawner(1, 'Sorry, try again.\n');
    expect(await runner(spawn)('chmod', ['a+rw', '/dev/ttyS0'])).toEqual({
      ok: false,
      code: 'privilegedFailed',
      message: 'Sorry, try again.',
    });
  });

  it('does nothing without a saved password or off Linux', async () => {
    const { spawn, calls } = fakeSpawner();
    expect(await runner(spawn, { saved: null })('true', [])).toMatchObject({ code: 'noPassword' });
    expect(await runner(spawn, { platform: 'win32' })('true', [])).toMatchObject({
      code: 'unsupported',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('grantSerialAccess', () => {
  it('chmods each configured serial device once, and nothing else', async () => {
    const { spawn, calls } = fakeSpawner();
    await grantSerialAccess(
      ['/dev/ttyUSB0', '/dev/ttyUSB0', 'COM3', '/etc/shadow', '-R'],
      runner(spawn),
    );
    expect(calls.map((call) => call.args.slice(5))).toEqual([['chmod', 'a+rw', '/dev/ttyUSB0']]);
  });

  it('knows serial device paths', () => {
    expect(isSerialDevicePath('/dev/ttyACM0')).toBe(true);
    expect(isSerialDevicePath('/dev/serial/by-id/usb-FTDI_FT232R-if00-port0')).toBe(true);
    expect(isSerialDevicePath('/dev/../etc/passwd')).toBe(false);
    expect(isSerialDevicePath('/dev/tty0 /etc/passwd')).toBe(false);
  });
});
