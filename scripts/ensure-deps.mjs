// Installs the project's npm dependencies when they are missing or older than the lockfile.
// Node built-ins only: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with inherited output and exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  if (result.status !== 0) {
    console.error(
      `\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

/** Runs an npm script of this package. */
export function npmRun(script, extra = []) {
  run(npm, ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])]);
}

/** `npm ci` when node_modules is missing or stale compared with package-lock.json. */
export function ensureDeps(root = process.cwd()) {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  const stale =
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('• Installing dependencies (npm ci)…');
  // Electron's own binary is not needed: nothing in start or test launches it.
  const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
  run(
    npm,
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
    { cwd: root, env },
  );
}
