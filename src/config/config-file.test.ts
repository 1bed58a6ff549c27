import { describe, expect, it, vi } from 'vitest';

import { fetchConfigFile, prefetchConfigFile, readConfigFile } from './config-file';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('config.json, read as early as the page can', () => {
  it('the read the entry started is the one start-up takes, once; the next read fetches again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer({ mode: 'server' }))
      .mockResolvedValueOnce(answer({ mode: 'mock' }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchConfigFile();
    prefetchConfigFile();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('./config.json', { cache: 'no-store' });
    await expect(readConfigFile()).resolves.toEqual({ mode: 'server' });
    await expect(readConfigFile()).resolves.toEqual({ mode: 'mock' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('a given fetch is always asked itself, never handed the early read', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer({ mode: 'server' })));
    prefetchConfigFile();
    const own = vi.fn<typeof fetch>().mockResolvedValue(answer({ devMode: true }));
    await expect(readConfigFile(own)).resolves.toEqual({ devMode: true });
    expect(own).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a missing, failing or non-object file means no overrides', async () => {
    const reply = (response: Response | Error) =>
      vi.fn<typeof fetch>(() =>
        response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
      );
    await expect(fetchConfigFile(reply(answer({}, 404)))).resolves.toBeUndefined();
    await expect(fetchConfigFile(reply(new TypeError('offline')))).resolves.toBeUndefined();
    await expect(fetchConfigFile(reply(answer([1, 2])))).resolves.toBeUndefined();
    await expect(fetchConfigFile(reply(new Response('<html>')))).resolves.toBeUndefined();
    await expect(fetchConfigFile(reply(answer({ ip: '10.0.0.5' })))).resolves.toEqual({
      ip: '10.0.0.5',
    });
  });
});
