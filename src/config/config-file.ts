/** The terminal's optional config.json beside index.html, read once as early as the page can. */

/** Fetches the optional config.json; a missing or unreadable file means "no overrides". */
export async function fetchConfigFile(
  fetchImpl: typeof fetch = fetch,
  url = './config.json',
): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
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
