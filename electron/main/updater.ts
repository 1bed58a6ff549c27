/**
 * Desktop updates (spec 1 §4 Desktop update): check, download both files (the app package and its
 * updater program), verify them, and stage them for the next relaunch.
 *
 * Layout under <userData>/updates/:
 *   <version>/app-<name>, <version>/updater-<name>   verified files (<file>.part while downloading)
 *   staged.json     the update to apply on the next relaunch (written atomically, last)
 *   installed.json  the update the running version came from: its folder is kept for roll-back
 * Staging a version removes every other version folder except the installed one.
 * On relaunch the updater program runs detached with
 *   --app <app file> --version <new version> --install-dir <dir> --relaunch <exe> [--rollback <previous app file>]
 * and the shell exits; the next start settles staged.json into installed.json.
 *
 * What is installed is decided here, by the site's policy (site-config.ts): update info and files
 * over https only (http only with allowHttpUpdates), only a version newer than the running one, each
 * file within the size limit and matching its MD5, and with updatePublicKey its detached signature.
 */
import path from 'node:path';

import type { UpdateInfo, UpdateStatus } from '../shared/device-settings';
import type { Result } from '../shared/kiosk-api';
import { readTextIfExists, writeFileAtomic, type FileSystem } from './atomic-file';
import { downloadVerified, md5File } from './download';
import type { Fetch } from './http-body';
import type { UpdatePolicy } from './site-config';
import { checkForUpdate } from './update-check';
import {
  fileNameFromUrl,
  isAllowedUpdateUrl,
  policyRefusal,
  safeSegment,
  UpdateError,
} from './update-rules';
import { verifyUpdateSignature } from './update-signature';
import { isNewerVersion } from './version-compare';

/** An update ready to apply. */
export interface StagedUpdate {
  version: string;
  appFile: string;
  appHash: string;
  updaterFile: string;
  updaterHash: string;
  updaterVersion: string;
  /** The package of the running version, when it came from an update: the roll-back. */
  previous: { version: string; appFile: string } | null;
  stagedAt: string;
}

/** How to start the updater program. */
export interface LaunchPlan {
  command: string;
  args: string[];
}

export interface Updater {
  /** Asks the server; the answer is kept in main, the only update start() will install. */
  check: () => Promise<UpdateInfo | null>;
  /**
   * Installs the update main's own last check found (checking first when there was none): the
   * renderer can only say "start it", never hand main URLs or hashes (GUIDE.md §9).
   */
  start: () => Promise<Result>;
  /** Downloads, verifies and stages an update main has decided on; resolves once staged or failed. */
  install: (info: UpdateInfo) => Promise<Result>;
  /** The staged update whose files still match their hashes, or null. */
  staged: () => Promise<StagedUpdate | null>;
  /** How to apply the staged update, or null when there is none. */
  launchPlan: (target: { installDir: string; execPath: string }) => Promise<LaunchPlan | null>;
  /** At start: a staged update of the running version is now the installed one. */
  settle: () => Promise<void>;
}

export function createUpdater(deps: {
  fetch: Fetch;
  fs: FileSystem;
  /** <userData>/updates */
  dir: string;
  appName: string;
  currentVersion: string;
  serverHost: () => Promise<string>;
  send: (status: UpdateStatus) => void;
  log: (message: string) => void;
  now: () => Date;
  /** The site's rules: http allowed or not, the size limit, the signing key. */
  policy: UpdatePolicy;
  download?: { idleMs?: number; retryDelayMs?: number; maxAttempts?: number };
}): Updater {
  const { policy } = deps;
  const stagedFile = path.join(deps.dir, 'staged.json');
  const installedFile = path.join(deps.dir, 'installed.json');
  let running = false;

  async function readJson<T>(file: string): Promise<T | null> {
    try {
      const text = await readTextIfExists(deps.fs, file);
      return text === null ? null : (JSON.parse(text) as T);
    } catch {
      return null;
    }
  }

  async function prune(keep: string[]) {
    for (const entry of await deps.fs.readdir(deps.dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !keep.includes(entry.name)) {
        await deps.fs.rm(path.join(deps.dir, entry.name), { recursive: true, force: true });
      }
    }
  }

  async function stage(info: UpdateInfo): Promise<void> {
    const folder = safeSegment(info.new_version);
    const versionDir = path.join(deps.dir, folder);
    await deps.fs.mkdir(versionDir, { recursive: true });
    const appFile = path.join(versionDir, `app-${fileNameFromUrl(info.url_string, 'package')}`);
    const updaterFile = path.join(
      versionDir,
      `updater-${fileNameFromUrl(info.update_app_url_string, 'updater')}`,
    );
    const { fetch, fs, log } = deps;
    const { allowHttp, maxBytes } = policy;
    const options = { fetch, fs, log, allowHttp, maxBytes, ...deps.download };
    const job = { maxAttempts: deps.download?.maxAttempts };
    const files = [
      { url: info.url_string, target: appFile, md5: info.app_file_hash },
      { url: info.update_app_url_string, target: updaterFile, md5: info.update_file_hash },
    ];
    for (const file of files) {
      await downloadVerified(options, { ...job, ...file });
      // A kept file is checked again too: the key may be new since it was saved.
      if (policy.publicKey && policy.publicKey !== 'invalid') {
        const key = policy.publicKey;
        await verifyUpdateSignature(options, { fileUrl: file.url, file: file.target, key });
      }
    }
    await deps.fs.chmod(updaterFile, 0o755);
    const installed = await readJson<StagedUpdate>(installedFile);
    const staged: StagedUpdate = {
      version: info.new_version,
      appFile,
      appHash: info.app_file_hash.toLowerCase(),
      updaterFile,
      updaterHash: info.update_file_hash.toLowerCase(),
      updaterVersion: info.updater_version,
      previous: installed ? { version: installed.version, appFile: installed.appFile } : null,
      stagedAt: deps.now().toISOString(),
    };
    await writeFileAtomic(deps.fs, stagedFile, JSON.stringify(staged, null, 2));
    await prune([folder, ...(installed ? [path.basename(path.dirname(installed.appFile))] : [])]);
  }

  async function staged(): Promise<StagedUpdate | null> {
    const update = await readJson<StagedUpdate>(stagedFile);
    if (!update) return null;
    const [app, updater] = await Promise.all([
      md5File(deps.fs, update.appFile),
      md5File(deps.fs, update.updaterFile),
    ]);
    if (app === update.appHash && updater === update.updaterHash) return update;
    deps.log(`Update ${update.version}: staged files do not match their hashes; dropped`);
    await deps.fs.rm(stagedFile, { force: true });
    return null;
  }

  let checked: UpdateInfo | null = null;
  let httpRefusalLogged = false;
  const check = async () => {
    const host = await deps.serverHost();
    // The info carries the files' hashes: over plain http anyone on the way could swap both.
    if (!isAllowedUpdateUrl(host, policy.allowHttp)) {
      if (!httpRefusalLogged) deps.log(`Update check skipped: ${host || 'no host'} is not https`);
      httpRefusalLogged = true;
      checked = null;
      return null;
    }
    checked = await checkForUpdate({
      fetch: deps.fetch,
      host,
      appName: deps.appName,
      currentVersion: deps.currentVersion,
    });
    return checked;
  };

  const updater: Updater = {
    check,
    async start() {
      let info: UpdateInfo | null;
      try {
        info = checked ?? (await check());
      } catch (error) {
        deps.log(`Update check before the start failed: ${(error as Error).message}`);
        return { ok: false, code: 'check', message: (error as Error).message };
      }
      if (!info) return { ok: false, code: 'noUpdate', message: 'The server offers no update' };
      return updater.install(info);
    },
    async install(info) {
      if (!info.can_update || !isNewerVersion(info.new_version, deps.currentVersion)) {
        deps.log(`Update ${info.new_version} refused: not newer than ${deps.currentVersion}`);
        return { ok: false, code: 'notNewer', message: 'No newer version to install' };
      }
      const refused = policyRefusal(info, policy);
      if (refused) {
        deps.log(`Update ${info.new_version} refused (${refused.code}): ${refused.message}`);
        return refused;
      }
      if (running) return { ok: false, code: 'busy', message: 'An update is already running' };
      running = true;
      deps.send('update');
      try {
        await deps.fs.mkdir(deps.dir, { recursive: true });
        await stage(info);
        deps.log(`Update ${info.new_version} staged; it applies on relaunch`);
        deps.send('none');
        return { ok: true };
      } catch (error) {
        const code = error instanceof UpdateError ? error.code : 'save';
        deps.log(`Update ${info.new_version} failed (${code}): ${(error as Error).message}`);
        deps.send('error');
        return { ok: false, code, message: (error as Error).message };
      } finally {
        running = false;
      }
    },
    staged,
    async launchPlan({ installDir, execPath }) {
      const update = await staged();
      if (!update) return null;
      const args = [
        '--app',
        update.appFile,
        '--version',
        update.version,
        '--install-dir',
        installDir,
      ];
      args.push('--relaunch', execPath);
      if (update.previous) args.push('--rollback', update.previous.appFile);
      return { command: update.updaterFile, args };
    },
    async settle() {
      const update = await readJson<StagedUpdate>(stagedFile);
      if (!update || update.version !== deps.currentVersion) return;
      await writeFileAtomic(deps.fs, installedFile, JSON.stringify(update, null, 2));
      await deps.fs.rm(stagedFile, { force: true });
      deps.log(`Update ${update.version} installed`);
    },
  };
  return updater;
}
