/**
 * Whether the setup wizard is legitimately on screen, decided by the shell alone (issue 31 item 3):
 * only then may the page save the server host or the Linux password. The wizard counts as open
 *   - when the shell itself started with a start error (its device settings missing or unreadable);
 *   - for SETUP_WINDOW_MS after the renderer reported a start error AND the shell's own request to
 *     the current server's settings failed (the page's word alone is not enough);
 *   - for SETUP_WINDOW_MS after the health screen opened the wizard (`openFromHealth`) while the
 *     installer code the shell verified (installer-code.ts) still holds: the code alone opens the
 *     health screen, not the saves, so a page that has seen the code is not re-pointing the shell
 *     unless the wizard is on screen.
 * A save outside these is refused with code `setupLocked`.
 */
import type { Result } from '../shared/kiosk-api';
import { readBodyLimited, type Fetch } from './http-body';

/** How long a confirmed start error or a verified installer code keeps the wizard open: 10 minutes. */
export const SETUP_WINDOW_MS = 10 * 60_000;
const probeTimeoutMs = 10_000;
const maxProbeBytes = 2 * 1024 * 1024;

export const setupLockedCode = 'setupLocked';

export interface SetupGate {
  /** `{ ok: true }` when a save of the host or the password is allowed now, else why not. */
  allowSave: () => Promise<Result>;
  /** The page says the start failed: true when the shell's own settings request fails too. */
  reportStartError: () => Promise<boolean>;
  /**
   * True when `code` is the installer code: the installer may open the wizard from the health screen
   * for SETUP_WINDOW_MS (the saves themselves stay closed until then).
   */
  verifyInstallerCode: (code: string) => Promise<boolean>;
  /** The health screen opens the wizard: true (saves open for SETUP_WINDOW_MS) after a verified code. */
  openFromHealth: () => boolean;
}

/**
 * Whether `<host>/api/v1/settings` fails for the shell: no answer (network, time-out), a 5xx, a 404
 * (no such API there) or a 2xx that is not JSON. Any other answer means a server is there.
 */
export async function settingsRequestFails(deps: { fetch: Fetch; host: string }): Promise<boolean> {
  let url: string;
  try {
    url = new URL(`${deps.host.replace(/\/+$/, '')}/api/v1/settings`).toString();
  } catch {
    return true;
  }
  try {
    const response = await deps.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-PLATFORM': 'electron' },
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    if (response.status >= 500 || response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return true;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return false;
    }
    JSON.parse(new TextDecoder().decode(await readBodyLimited(response, maxProbeBytes)));
    return false;
  } catch {
    return true;
  }
}

export function createSetupGate(deps: {
  /** The shell's own start error at boot (saving the device settings later does not undo it). */
  startedWithError: boolean;
  /** Whether the current server's settings request fails for the shell. */
  serverFails: () => Promise<boolean>;
  /** Checks an installer code against the site's hash (with its own lock). */
  checkInstallerCode: (code: string) => Promise<boolean>;
  now: () => number;
  log: (message: string) => void;
}): SetupGate {
  let openUntil = 0;
  let installerUntil = 0;
  let startErrorReported = false;

  const confirmStartError = async (): Promise<boolean> => {
    if (!(await deps.serverFails())) {
      deps.log('Setup: a start error was reported but the server answers; setup stays closed');
      return false;
    }
    openUntil = deps.now() + SETUP_WINDOW_MS;
    return true;
  };

  return {
    async allowSave() {
      if (deps.startedWithError || deps.now() < openUntil) return { ok: true };
      // A wizard left on screen past the window: the start error still counts if it still holds.
      if (startErrorReported && (await confirmStartError())) return { ok: true };
      deps.log('Setup: a save of the server host or password was refused (setup not open)');
      return {
        ok: false,
        code: setupLockedCode,
        message:
          'The setup wizard is not open: it opens after a start error the shell confirms, or with the installer code',
      };
    },
    async reportStartError() {
      if (deps.startedWithError) return true;
      const confirmed = await confirmStartError();
      startErrorReported ||= confirmed;
      if (confirmed) deps.log('Setup: start error confirmed by the shell; setup open');
      return confirmed;
    },
    async verifyInstallerCode(code) {
      if (!(await deps.checkInstallerCode(code))) {
        deps.log('Setup: a wrong installer code');
        return false;
      }
      installerUntil = deps.now() + SETUP_WINDOW_MS;
      deps.log('Setup: installer code verified; the health screen may open setup');
      return true;
    },
    openFromHealth() {
      if (deps.now() >= installerUntil) {
        deps.log('Setup: opening from the health screen refused (no installer code verified)');
        return false;
      }
      openUntil = deps.now() + SETUP_WINDOW_MS;
      deps.log('Setup: opened from the health screen with the installer code; setup open');
      return true;
    },
  };
}
