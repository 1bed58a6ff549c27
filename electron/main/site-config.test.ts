import { generateKeyPairSync, pbkdf2Sync } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { defaultMaxUpdateBytes, defaultSiteConfig, parseSiteConfig } from './site-config';
import { compareVersions, isNewerVersion } from './version-compare';

const pem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' });
const hash = `pbkdf2_sha256$120000$salt$${pbkdf2Sync('123456', 'salt', 120_000, 32, 'sha256').toString('base64')}`;

describe("the site's own shell configuration (site-config.json)", () => {
  it('is strict without a file: https only, 1 GiB, no signing key, no installer code', () => {
    expect(parseSiteConfig(null, vi.fn())).toEqual(defaultSiteConfig);
    expect(defaultSiteConfig.update).toEqual({
      allowHttp: false,
      maxBytes: defaultMaxUpdateBytes,
      publicKey: null,
    });
  });

  it('reads http permission, size limit, signing key and installer hash', () => {
    const site = parseSiteConfig(
      JSON.stringify({
        allowHttpUpdates: true,
        maxUpdateBytes: 5_000,
        updatePublicKey: pem,
        installerPinHash: hash,
      }),
      vi.fn(),
    );
    expect(site.update).toMatchObject({ allowHttp: true, maxBytes: 5_000 });
    expect(site.update.publicKey).toMatchObject({ asymmetricKeyType: 'ed25519' });
    expect(site.installerPin).toMatchObject({ iterations: 120_000, salt: 'salt' });
  });

  it('refuses every update when the key or the file is unreadable, never installs unsigned', () => {
    const log = vi.fn();
    expect(parseSiteConfig('{"updatePublicKey":"nope"}', log).update.publicKey).toBe('invalid');
    expect(parseSiteConfig('{not json', log).update.publicKey).toBe('invalid');
    expect(parseSiteConfig('{"allowHttpUpdates":"yes"}', log).update).toMatchObject({
      allowHttp: false,
      publicKey: 'invalid',
    });
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('compareVersions (semver precedence)', () => {
  it.each([
    ['3.21.0', '3.20.0', 1],
    ['3.100.0', '3.20.0', 1],
    ['3.20.0', '3.20.0', 0],
    ['v3.20', '3.20.0', 0],
    ['3.20.0-rc.1', '3.20.0', -1],
    ['3.20.0-rc.10', '3.20.0-rc.9', 1],
    ['3.20.0-alpha', '3.20.0-1', 1],
    ['3.20.0+build.7', '3.20.0', 0],
    ['4', '3.99.99', 1],
  ] as const)('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('never calls something that is not a version newer', () => {
    expect(compareVersions('latest', '3.20.0')).toBeNull();
    expect(isNewerVersion('latest', '3.20.0')).toBe(false);
    expect(isNewerVersion('3.21.0', 'dev')).toBe(false);
  });
});
