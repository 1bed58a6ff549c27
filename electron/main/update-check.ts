/**
 * get_isUpdated: asks the server whether a new shell exists (spec 1 §3, §4 Desktop update).
 *
 * Path decision (the spec leaves it open): `GET <server host>/api/v1/update/info?app_name=<shell
 * name>&version=<running version>`, answered with the API's envelope `{"data": UpdateInfo}` (a bare
 * UpdateInfo is accepted too). An update is offered only when every field is present and valid,
 * can_update is true and new_version is newer than the running version (semver order: an older or
 * equal version, or one that is no version, is never offered).
 */
import type { UpdateInfo } from '../shared/device-settings';
import { readBodyLimited, type Fetch } from './http-body';
import { isHttpUrl, updateInfoSchema } from './validation';
import { isNewerVersion } from './version-compare';

export const updateInfoPath = 'update/info';
const checkTimeoutMs = 15_000;
const maxAnswerBytes = 64 * 1024;

/** The update-info URL for a server host, or null when the host is not http(s). */
export function updateInfoUrl(host: string, appName: string, version: string): string | null {
  if (!isHttpUrl(host)) return null;
  const url = new URL(`${host.replace(/\/+$/, '')}/api/v1/${updateInfoPath}`);
  url.searchParams.set('app_name', appName);
  url.searchParams.set('version', version);
  return url.toString();
}

/** can_update as the API sends booleans (true, 1, "1", "true"). */
const isTrue = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

/** The update to offer from the server's answer, or null (incomplete, not allowed, not newer). */
export function acceptUpdateInfo(answer: unknown, currentVersion: string): UpdateInfo | null {
  const body =
    typeof answer === 'object' && answer !== null && 'data' in answer
      ? (answer as { data: unknown }).data
      : answer;
  if (typeof body !== 'object' || body === null) return null;
  const raw = body as Record<string, unknown>;
  const parsed = updateInfoSchema.safeParse({ ...raw, can_update: isTrue(raw.can_update) });
  if (!parsed.success) return null;
  const info = parsed.data;
  return info.can_update && isNewerVersion(info.new_version, currentVersion) ? info : null;
}

/** Asks the server; null when no update is offered. Network and HTTP failures are thrown. */
export async function checkForUpdate(deps: {
  fetch: Fetch;
  host: string;
  appName: string;
  currentVersion: string;
}): Promise<UpdateInfo | null> {
  const url = updateInfoUrl(deps.host, deps.appName, deps.currentVersion);
  if (!url) return null;
  const response = await deps.fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json', 'X-PLATFORM': 'electron' },
    signal: AbortSignal.timeout(checkTimeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`Update info: HTTP ${response.status}`);
  }
  const text = new TextDecoder().decode(await readBodyLimited(response, maxAnswerBytes));
  return acceptUpdateInfo(JSON.parse(text), deps.currentVersion);
}
