/** The terminal's optional config.json beside index.html, read once as early as the page can. */
import type { ConfigProblem } from './config-problems';

/** What reading config.json gave: its values, or why it could not be used (absent: neither). */
export interface ConfigFileRead {
  values?: Record<string, unknown>;
  problem?: ConfigProblem;
}

/** The file's address as an installer would look for it (absolute where the page has a base). */
const addressOf = (url: string) => {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
};

/**
 * Fetches the optional config.json. A missing file (or a host's HTML page in its place) means "no
 * overrides"; a file that is there but is not a JSON object is a problem, named with its address.
 */
export async function fetchConfigFile(
  fetchImpl: typeof fetch = fetch,
  url = './config.json',
): Promise<ConfigFileRead> {
  let body: string;
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return {};
    body = await response.text();
  } catch {
    return {};
  }
  // A host that answers every path with index.html has no config.json.
  if (/^\s*</.test(body)) return {};
  const unreadable = (detail: string): ConfigFileRead => ({
    problem: { kind: 'unreadable', key: addressOf(url), detail },
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return unreadable(error instanceof Error ? error.message : String(error));
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? { values: parsed as Record<string, unknown> }
    : unreadable('not a JSON object');
}

let early: ReturnType<typeof fetchConfigFile> | null = null;

/**
 * Starts reading config.json at once: the entry does, so the file arrives while the kiosk's code is
 * still downloading instead of one round trip after it (issue 12 item 3).
 */
export function prefetchConfigFile() {
  early ??= fetchConfigFile();
}

/** The read `prefetchConfigFile` started (taken once), or a fresh one. */
export function readConfigFile(fetchImpl?: typeof fetch) {
  const taken = fetchImpl ? null : early;
  early = null;
  return taken ?? fetchConfigFile(fetchImpl);
}
