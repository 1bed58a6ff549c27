import type { ShellConfig, UpdateInfo } from '@shared/device-settings';

/** After an update error the state goes back to none after 10 s (spec 1 §8). */
export const UPDATE_ERROR_RESET_MS = 10_000;

const infoFields = [
  'url_string',
  'new_version',
  'app_name',
  'update_app_url_string',
  'updater_version',
  'app_file_hash',
  'update_file_hash',
] as const satisfies readonly (keyof UpdateInfo)[];

/**
 * Whether the update button shows (spec 1 §2, §4): the Windows shell only, with every field of the
 * update info present, can_update set and a new version different from the running one.
 */
export function updateApplicable(
  info: UpdateInfo | null,
  os: ShellConfig['os'],
  currentVersion: string,
): info is UpdateInfo {
  if (os !== 'windows' || !info || !info.can_update) return false;
  if (infoFields.some((field) => typeof info[field] !== 'string' || info[field].trim() === ''))
    return false;
  return info.new_version.trim() !== currentVersion.trim();
}
