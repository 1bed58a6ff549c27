import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readBlob } from '@/lib/blob';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { renderWithProviders } from '@/testing/render';

import { HealthSections } from '../health-sections';
import { SPEC_HEADERS, strictServer } from '../server/strict-server';

installFakeIndexedDb();

afterEach(() => vi.unstubAllGlobals());

const results = () => within(screen.getByRole('list', { name: 'Self-test results' }));

describe('the health screen: self-test', () => {
  it('runs every check into a pass/fail list that can be copied', async () => {
    vi.stubGlobal(
      'fetch',
      strictServer({ allowed: SPEC_HEADERS.filter((name) => name !== 'Authorization') }).fetch,
    );
    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await renderWithProviders(<HealthSections installerCode />, {
      config: { mode: 'server', serverHost: 'http://plant.local' },
    });
    await user.click(screen.getByRole('button', { name: 'Run every check' }));
    expect(
      await screen.findByRole('list', { name: 'Self-test results' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(results().getByText(/^Pass: The server can be reached/)).toBeVisible();
    expect(
      results().getByText(
        /^Fail: The server accepts the kiosk's headers \(CORS\) — Authorization$/,
      ),
    ).toBeVisible();
    expect(results().getByText('Pass: No result refused by the server — 0')).toBeVisible();
    expect(results().getByText('Pass: An installer code is configured')).toBeVisible();
    expect(results().getByText('Skipped: The RFID reader works')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeVisible();
    expect(copied[0]).toContain(
      "FAIL\tThe server accepts the kiosk's headers (CORS) — Authorization",
    );
    expect(copied[0]).toContain('PASS\tThe server can be reached');

    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:self-test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save as a file' }));
    const saved = new TextDecoder().decode(await readBlob(files[0]!));
    expect(saved).toContain("FAIL\tThe server accepts the kiosk's headers (CORS) — Authorization");
    vi.restoreAllMocks();
  });

  it('skips the server checks in mock mode', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HealthSections installerCode />, { config: { mode: 'mock' } });
    await user.click(screen.getByRole('button', { name: 'Run every check' }));
    // The list appears once every check has run: awaited itself, a busy machine runs them slowly.
    expect(
      await screen.findByRole('list', { name: 'Self-test results' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(results().getByText('Skipped: The server can be reached')).toBeVisible();
    expect(results().getByText('Skipped: The settings call succeeds')).toBeVisible();
  });
});
