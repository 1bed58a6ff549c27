import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../schemas/settings');
  vi.resetModules();
});

describe('the settings call, its schema loaded with the first call', () => {
  it('fails with a network error when the schema cannot be downloaded, and the next call downloads it again', async () => {
    vi.resetModules();
    vi.doMock('../schemas/settings', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { setupMockApi } = await import('@/testing/mock-api');
    const { getSettings } = await import('./settings');
    const api = setupMockApi();

    const { ApiError } = await import('../errors');
    const failure = await getSettings().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', path: 'settings' });
    // The schema loads while the call is on its way: the call went, its answer could not be read.
    expect(api.calls('GET', 'settings')).toHaveLength(1);

    vi.doUnmock('../schemas/settings');
    const settings = await getSettings();
    expect(api.calls('GET', 'settings')).toHaveLength(2);
    expect(settings.modules).toContain('study');
  });
});
