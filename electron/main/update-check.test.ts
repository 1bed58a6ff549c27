import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { UpdateInfo } from '../shared/device-settings';
import { startLocalServer, type LocalServer } from './testing/local-server';
import { acceptUpdateInfo, checkForUpdate, updateInfoUrl } from './update-check';

const info: UpdateInfo = {
  url_string: 'http://10.0.0.2/files/terminal-3.21.0.exe',
  new_version: '3.21.0',
  app_name: 'safety-terminal',
  can_update: true,
  update_app_url_string: 'http://10.0.0.2/files/updater.exe',
  updater_version: '1.2.0',
  app_file_hash: '0cc175b9c0f1b6a831c399e269772661',
  update_file_hash: '92eb5ffee6ae2fec3ad71c777531578f',
};

describe('acceptUpdateInfo (spec 1 §4: every field, can_update, a different version)', () => {
  it('offers a complete update of another version, from the data envelope or bare', () => {
    expect(acceptUpdateInfo({ data: info }, '3.20.0')).toEqual(info);
    expect(acceptUpdateInfo(info, '3.20.0')).toEqual(info);
    expect(acceptUpdateInfo({ data: { ...info, can_update: 1 } }, '3.20.0')).toEqual(info);
  });

  it.each(Object.keys(info))('offers nothing when %s is missing', (field) => {
    const partial: Record<string, unknown> = { ...info };
    delete partial[field];
    expect(acceptUpdateInfo({ data: partial }, '3.20.0')).toBeNull();
  });

  it('offers nothing when can_update is off or the version is the running one', () => {
    expect(acceptUpdateInfo({ data: { ...info, can_update: false } }, '3.20.0')).toBeNull();
    expect(acceptUpdateInfo({ data: { ...info, can_update: '0' } }, '3.20.0')).toBeNull();
    expect(acceptUpdateInfo({ data: info }, '3.21.0')).toBeNull();
    expect(acceptUpdateInfo({ data: null }, '3.20.0')).toBeNull();
    expect(acceptUpdateInfo('nope', '3.20.0')).toBeNull();
  });
});

describe('updateInfoUrl', () => {
  it('is <host>/api/v1/update/info with the app name and running version', () => {
    expect(updateInfoUrl('http://10.0.0.2:8080/', 'safety-terminal', '3.20.0')).toBe(
      'http://10.0.0.2:8080/api/v1/update/info?app_name=safety-terminal&version=3.20.0',
    );
    expect(updateInfoUrl('', 'x', '1')).toBeNull();
  });
});

describe('checkForUpdate against a local server', () => {
  let server: LocalServer;
  let answer: { status: number; body: unknown } = { status: 200, body: { data: info } };
  beforeAll(async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  afterAll(() => server.close());

  it('asks with the running version and returns the offer', async () => {
    const found = await checkForUpdate({
      fetch,
      host: server.url,
      appName: 'safety-terminal',
      currentVersion: '3.20.0',
    });
    expect(found).toEqual(info);
    expect(server.requests.at(-1)?.path).toBe(
      '/api/v1/update/info?app_name=safety-terminal&version=3.20.0',
    );
  });

  it('throws on an HTTP error', async () => {
    answer = { status: 500, body: {} };
    await expect(
      checkForUpdate({ fetch, host: server.url, appName: 'a', currentVersion: '1' }),
    ).rejects.toThrow('HTTP 500');
  });
});
