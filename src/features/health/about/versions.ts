/** Versions the health screen lists: the app's build, and the shell's and its engines' when present. */
export interface Versions {
  app: string | null;
  commit: string | null;
  shell: string | null;
  electron: string | null;
  chromium: string | null;
}

const fromAgent = (agent: string, name: string) =>
  new RegExp(`${name}/([\\d.]+)`).exec(agent)?.[1] ?? null;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What the build put in (vite.config.ts's `define`): package.json's version and the git commit. */
export const buildInfo = { app: __APP_VERSION__, commit: __BUILD_COMMIT__ };

/**
 * The versions known to this page: the app's and its build commit (from the build), the shell's
 * (its settings), Electron and Chromium (the user agent).
 */
export function readVersions(
  build: { app: string; commit: string },
  shellVersion: string | null,
  agent: string = globalThis.navigator?.userAgent ?? '',
): Versions {
  return {
    app: text(build.app),
    commit: text(build.commit),
    shell: shellVersion,
    electron: fromAgent(agent, 'Electron'),
    chromium: fromAgent(agent, 'Chrome'),
  };
}

/** Configuration keys whose values never show: the PIN key, hashes, passwords, tokens. */
const SECRET = /pinKey|hash|pass(word)?|secret|token/i;

/** The configuration as the screen shows it: every value as text, secrets masked. */
export function maskedConfig(config: object): Array<[string, string]> {
  return Object.entries(config).map(([key, value]) => [
    key,
    SECRET.test(key) ? (value === '' || value === undefined ? '—' : '••••••') : String(value),
  ]);
}
