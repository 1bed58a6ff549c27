import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { log } from '@/lib/log';
import { renderWithProviders } from '@/testing/render';
import { installShell, removeShell } from '@/testing/simulated-shell';

import { ErrorsSection } from './errors-section';
import { readVersions } from './versions';
import { VersionsSection } from './versions-section';

afterEach(() => {
  vi.useRealTimers();
  removeShell();
});

describe('the health screen: versions, configuration and recent errors', () => {
  it('reads the shell, Electron and Chromium versions from the user agent and the build', () => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) safety-terminal/3.20.0 Chrome/140.0.7339.41 Electron/38.1.0 Safari/537.36';
    expect(readVersions({ app: '', commit: 'abc1234' }, '3.20.0', agent)).toEqual({
      app: null,
      commit: 'abc1234',
      shell: '3.20.0',
      electron: '38.1.0',
      chromium: '140.0.7339.41',
    });
  });

  it('shows the app version of package.json and the commit the build was made from', async () => {
    const { version } = (await import('../../../../package.json')).default;
    await renderWithProviders(<VersionsSection />);
    const versions = within(screen.getAllByRole('table')[0]!);
    expect(versions.getByRole('row', { name: `App ${version}` })).toBeVisible();
    // The tree under test is a git checkout: its short commit, not the unknown mark.
    expect(versions.getByRole('row', { name: /^Build commit [0-9a-f]{7,}$/ })).toBeVisible();
  });

  it('shows the configuration in force with the PIN key masked', async () => {
    await renderWithProviders(<VersionsSection />, {
      config: { pinKey: 'site-secret-key', serverHost: 'http://plant.local' },
    });
    const config = within(screen.getByRole('table', { name: /configuration in force/ }));
    expect(config.getByRole('row', { name: 'serverHost http://plant.local' })).toBeVisible();
    expect(config.getByRole('row', { name: 'pinKey ••••••' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('site-secret-key');
  });

  it('lists the newest errors first, secrets in their details redacted', async () => {
    log.error('first failure of this test', { status: 500 });
    log.warn('second failure of this test', { password: 'hunter2', where: 'setup' });
    await renderWithProviders(<ErrorsSection />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    const second = items.findIndex((text) => text.includes('second failure of this test'));
    const first = items.findIndex((text) => text.includes('first failure of this test'));
    expect(second).toBeGreaterThanOrEqual(0);
    expect(second).toBeLessThan(first);
    expect(items[second]).toContain('[redacted]');
    expect(document.body).not.toHaveTextContent('hunter2');
  });

  it('keeps only the 50 newest', async () => {
    for (let index = 0; index < 60; index += 1) log.error(`flood ${index}`);
    await renderWithProviders(<ErrorsSection />);
    expect(screen.getByRole('heading', { name: 'Recent errors: 50' })).toBeVisible();
    expect(screen.getByText('flood 59')).toBeVisible();
    expect(screen.queryByText('flood 9')).not.toBeInTheDocument();
  });

  it("merges the desktop shell's own errors with the page's by time, the newest first", async () => {
    // A day ahead: newer than every line other test files logged in this worker.
    const now = Date.now() + 86_400_000;
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    log.error('page failure in the middle');
    installShell({
      shellLog: [
        {
          time: new Date(now - 60_000).toISOString(),
          level: 'error',
          message: 'shell failure before',
          details: 'notFound',
        },
        {
          time: new Date(now + 60_000).toISOString(),
          level: 'warn',
          message: 'shell warning after',
        },
      ],
    });
    await renderWithProviders(<ErrorsSection />);
    await screen.findByText('shell warning after');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toMatch(/\[shell\] shell warning after$/);
    expect(items[1]).toMatch(/page failure in the middle$/);
    expect(items[1]).not.toContain('[shell]');
    expect(items[2]).toMatch(/\[shell\] shell failure before notFound$/);
  });
});
