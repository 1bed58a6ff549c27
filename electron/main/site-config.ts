/**
 * The site's own settings for the shell, in <userData>/site-config.json: written by whoever installs
 * the terminal, read once at start, never written or returned over IPC. They decide what the shell
 * trusts: whether updates may come over plain http, the update signing key, the update size limit
 * and the installer code's hash. A missing file means the strict defaults; a broken key refuses
 * every update rather than installing unsigned ones.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import path from 'node:path';

import { z } from 'zod';

import { readTextIfExists, type FileSystem } from './atomic-file';
import { parsePinHash, type PinHash } from './installer-code';

export const siteConfigFile = 'site-config.json';

/** The update size limit when the site sets none: 1 GiB. */
export const defaultMaxUpdateBytes = 1024 * 1024 * 1024;

/** What the updater must enforce. */
export interface UpdatePolicy {
  /** Update info and files over plain http (only when the site says so: `allowHttpUpdates`). */
  allowHttp: boolean;
  /** The largest update file, checked before (Content-Length) and during the download. */
  maxBytes: number;
  /** With a key every file needs its detached signature; 'invalid' (a key that does not parse) refuses every update. */
  publicKey: KeyObject | 'invalid' | null;
}

export interface SiteConfig {
  update: UpdatePolicy;
  /** The installer code's hash, or null (no code opens the setup wizard then). */
  installerPin: PinHash | null;
}

const siteConfigSchema = z.object({
  allowHttpUpdates: z.boolean().optional(),
  updatePublicKey: z.string().max(16_384).optional(),
  maxUpdateBytes: z.number().int().positive().optional(),
  installerPinHash: z.string().max(512).optional(),
});

export const defaultSiteConfig: SiteConfig = {
  update: { allowHttp: false, maxBytes: defaultMaxUpdateBytes, publicKey: null },
  installerPin: null,
};

/** The site configuration from its JSON text (null: no file); problems are logged. */
export function parseSiteConfig(text: string | null, log: (message: string) => void): SiteConfig {
  if (text === null) return defaultSiteConfig;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    log(`${siteConfigFile} unreadable: strict defaults, updates refused`);
    return { ...defaultSiteConfig, update: { ...defaultSiteConfig.update, publicKey: 'invalid' } };
  }
  const site = parsed.data;
  let publicKey: UpdatePolicy['publicKey'] = null;
  if (site.updatePublicKey !== undefined) {
    try {
      publicKey = createPublicKey(site.updatePublicKey);
    } catch (error) {
      log(`updatePublicKey unreadable (${(error as Error).message}): updates refused`);
      publicKey = 'invalid';
    }
  }
  const installerPin = site.installerPinHash ? parsePinHash(site.installerPinHash) : null;
  if (site.installerPinHash && !installerPin) log('installerPinHash unreadable: ignored');
  return {
    update: {
      allowHttp: site.allowHttpUpdates === true,
      maxBytes: site.maxUpdateBytes ?? defaultMaxUpdateBytes,
      publicKey,
    },
    installerPin,
  };
}

/** Reads <dir>/site-config.json. */
export async function loadSiteConfig(
  fs: FileSystem,
  dir: string,
  log: (message: string) => void,
): Promise<SiteConfig> {
  let text: string | null;
  try {
    text = await readTextIfExists(fs, path.join(dir, siteConfigFile));
  } catch (error) {
    log(`${siteConfigFile} unreadable: ${(error as Error).message}`);
    text = '';
  }
  return parseSiteConfig(text, log);
}
