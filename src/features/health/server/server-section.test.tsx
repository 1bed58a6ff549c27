import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { log } from '@/lib/log';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { renderWithProviders } from '@/testing/render';

import { HealthSections } from '../health-sections';
import { SPEC_HEADERS, strictServer } from './strict-server';

installFakeIndexedDb();

afterEach(() => vi.unstubAllGlobals());

const show = (allowed: string[]) => {
  vi.stubGlobal('fetch', strictServer({ allowed }).fetch);
  return renderWithProviders(<HealthSections installerCode />, {
    config: { mode: 'server', serverHost: 'http://plant.local', apiVersion: '1.4.0' },
  });
};

describe('the health screen: server', () => {
  it('shows the host, the API version sent, the reach and the settings call, and CORS passed', async () => {
    await show(SPEC_HEADERS);
    expect(screen.getByText('Host: http://plant.local')).toBeVisible();
    expect(screen.getByText('API version sent (X-VERSION): 1.4.0')).toBeVisible();
    expect(
      await screen.findByText('CORS: the server accepts every header the kiosk sends.'),
    ).toBeVisible();
    expect(screen.getByText(/^Reachable: HTTP 200 in \d+ ms$/)).toBeVisible();
    expect(screen.getByText(/^The settings call: HTTP 200 in \d+ ms$/)).toBeVisible();
  });

  it('names the header a strict server refuses, and the last failed call', async () => {
    log.error('request failed: GET settings', { status: 0 });
    await show(SPEC_HEADERS.filter((name) => name !== 'X-PLATFORM'));
    expect(
      await screen.findByText(/CORS: the server refuses the kiosk's header X-PLATFORM\./),
    ).toBeVisible();
    expect(screen.getByText(/^Last failed call: GET settings, status no answer,/)).toBeVisible();
  });
});
