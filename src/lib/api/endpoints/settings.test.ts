import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../schemas/settings');
  vi.resetModules();
});

describe('the settings call, its schema loaded with the first call', () => {
  it('fails when the schema cannot be downloaded, and the next call downloads it again', async () => {
    vi.resetModules();
    vi.doMock('../schemas/settings', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { setupMockApi } = await import('@/testing/mock-api');
    const { getSettings } = await import('./settings');
    const api = setupMockApi();

    await expect(getSettings()).rejects.toBeInstanceOf(Error);
    // Nothing was asked of the server without a schema to read its answer with.
    expect(api.calls('GET', 'settings')).toEqual([]);

    vi.doUnmock('../schemas/settings');
    const settings = await getSettings();
    expect(api.calls('GET', 'settings')).toHaveLength(1);
    expect(settings.modules).toContain('study');
  });
});
