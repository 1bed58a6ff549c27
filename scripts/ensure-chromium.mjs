// Makes sure a Chromium for the end-to-end suite exists; installs Debian's package when it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Returns when Chromium (and socat for the serial tests) is present, installs it as root, or exits. */
export function ensureChromium() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!existsSync('/usr/bin/socat')) missing.push('socat');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`• Installing ${missing.join(' and ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
    if (update.status === 0 && install.status === 0 && existsSync(chromiumPath)) return;
  }
  console.error(
    `\n✖ The end-to-end tests need ${missing.join(' and ')}.\n` +
      `  Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}),\n` +
      '  or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
  );
  process.exit(1);
}
