import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { setConfigProblems } from '@/config/config-problems';
import { renderWithProviders } from '@/testing/render';

import { StartupScreen } from './startup-screen';

afterEach(() => setConfigProblems([]));

describe('StartupScreen', () => {
  it('the network-error screen names the server address it tried and the configuration problems', async () => {
    setConfigProblems([{ kind: 'unknownKey', key: 'server_host', nearest: 'serverHost' }]);
    await renderWithProviders(
      <StartupScreen error="networkError" reloadInSeconds={null} onRetry={() => undefined} />,
      { config: { mode: 'server', serverHost: 'http://plant.local:9000' } },
    );
    expect(screen.getByText('Server address tried: http://plant.local:9000')).toBeInTheDocument();
    expect(await screen.findByText(/Did you mean "serverHost"\?/)).toBeInTheDocument();
  });

  it('the waiting screen shows the configuration problems too', async () => {
    setConfigProblems([{ kind: 'shortPinKey', key: 'pinKey', expected: '8' }]);
    await renderWithProviders(
      <StartupScreen error={null} reloadInSeconds={null} onRetry={() => undefined} />,
    );
    expect(await screen.findByText(/The PIN key \(pinKey\) is shorter than 8/)).toBeInTheDocument();
  });
  it('both the waiting and the network-error screens lead to the health screen', async () => {
    const { router } = await renderWithProviders(
      <StartupScreen error="networkError" reloadInSeconds={null} onRetry={() => undefined} />,
      { routes: [{ path: '/health', element: <p>the health screen</p> }] },
    );
    await userEvent.click(
      screen.getByRole('link', { name: 'Terminal health (for the installer)' }),
    );
    expect(router.state.location.pathname).toBe('/health');
    cleanup();
    await renderWithProviders(
      <StartupScreen error={null} reloadInSeconds={null} onRetry={() => undefined} />,
    );
    expect(
      screen.getByRole('link', { name: 'Terminal health (for the installer)' }),
    ).toHaveAttribute('href', '/health');
  });
});
