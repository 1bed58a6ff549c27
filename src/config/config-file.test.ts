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
    await expect(readConfigFile()).resolves.toEqual({ values: { mode: 'server' } });
    await expect(readConfigFile()).resolves.toEqual({ values: { mode: 'mock' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('a given fetch is always asked itself, never handed the early read', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer({ mode: 'server' })));
    prefetchConfigFile();
    const own = vi.fn<typeof fetch>().mockResolvedValue(answer({ devMode: true }));
    await expect(readConfigFile(own)).resolves.toEqual({ values: { devMode: true } });
    expect(own).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("a missing or failing file, or a host's HTML page in its place, means no overrides", async () => {
    const reply = (response: Response | Error) =>
      vi.fn<typeof fetch>(() =>
        response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
      );
    await expect(fetchConfigFile(reply(answer({}, 404)))).resolves.toEqual({});
    await expect(fetchConfigFile(reply(new TypeError('offline')))).resolves.toEqual({});
    await expect(fetchConfigFile(reply(new Response('<html>')))).resolves.toEqual({});
    await expect(fetchConfigFile(reply(answer({ ip: '10.0.0.5' })))).resolves.toEqual({
      values: { ip: '10.0.0.5' },
    });
  });

  it('a file that is there but is not a JSON object is unreadable, named with its address', async () => {
    const reply = (body: string) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(body)));
    const trailingComma = await fetchConfigFile(reply('{ "mode": "server", }'));
    expect(trailingComma.values).toBeUndefined();
    expect(trailingComma.problem).toMatchObject({
      kind: 'unreadable',
      key: expect.stringMatching(/config\.json$/),
      detail: expect.any(String),
    });
    await expect(fetchConfigFile(reply('[1, 2]'))).resolves.toMatchObject({
      problem: { kind: 'unreadable', detail: 'not a JSON object' },
    });
  });
});
