/**
 * What the shell accepts as an update, before and while downloading: its failure codes, https only
 * (http when the site allows it), the refusals of the site's policy (site-config.ts), and the
 * names the files get on disk.
 */
import type { UpdateInfo } from '../shared/device-settings';
import type { Result } from '../shared/kiosk-api';
import type { UpdatePolicy } from './site-config';

/**
 * The spec's update failures (a download error with its status, a save error, a hash mismatch) and
 * the shell's own refusals: a URL that is not https (insecureUrl), a file past the size limit
 * (tooLarge), a missing or wrong signature (signature).
 */
export type UpdateErrorCode =
  'download' | 'save' | 'hashMismatch' | 'insecureUrl' | 'tooLarge' | 'signature';

export class UpdateError extends Error {
  constructor(
    readonly code: UpdateErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpdateError';
  }
}

/** Whether an update may be fetched from `url`: https, or http when the site allows it. */
export function isAllowedUpdateUrl(url: string, allowHttp: boolean): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return hostname !== '' && (protocol === 'https:' || (allowHttp && protocol === 'http:'));
  } catch {
    return false;
  }
}

/** Why the site's policy refuses an update before anything is fetched, or null. */
export function policyRefusal(
  info: UpdateInfo,
  policy: UpdatePolicy,
): Extract<Result, { ok: false }> | null {
  const urls = [info.url_string, info.update_app_url_string];
  if (urls.some((url) => !isAllowedUpdateUrl(url, policy.allowHttp))) {
    return { ok: false, code: 'insecureUrl', message: 'Update files come over https only' };
  }
  if (policy.publicKey === 'invalid') {
    return { ok: false, code: 'signature', message: 'The update signing key is unreadable' };
  }
  return null;
}

/** A file name taken from a URL, safe on every file system. */
export function fileNameFromUrl(url: string, fallback: string): string {
  const base = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const safe = base.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe === '' ? fallback : safe.slice(0, 120);
}

/** A folder name taken from a version, safe on every file system. */
export const safeSegment = (value: string) =>
  value.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
