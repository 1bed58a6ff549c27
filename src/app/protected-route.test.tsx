import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { ProtectedRoute } from './protected-route';

/** The requested page: it names whose cabinet it is. */
function Cabinet() {
  const user = useAppSelector(selectUser);
  return <p>{`the cabinet of ${user?.number ?? 'nobody'}`}</p>;
}

const renderCabinet = (route: string) =>
  renderWithProviders(<p>{'not found'}</p>, {
    preloadedState: initialisedState({
      settings: { modules: [] },
      user: testEmployee({ uuid: 'previous-employee', number: '1010' }),
    }),
    route,
    routes: [
      {
        element: <ProtectedRoute />,
        children: [{ path: '/cabinet', element: <Cabinet /> }],
      },
    ],
  });

describe('the access guard, rule 1 (the URL carries a query string)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('counts a tabel_namber in the page query before the #: the start flow logs that number in', async () => {
    window.history.replaceState(null, '', '/?tabel_namber=1001#/cabinet');
    const api = setupMockApi();
    await renderCabinet('/cabinet');
    expect(screen.queryByText('the cabinet of 1010')).not.toBeInTheDocument();
    expect(await screen.findByText('the cabinet of 1001')).toBeInTheDocument();
    expect(api.calls('GET', 'employees/getForNumber').map((call) => call.query)).toEqual([
      { number: '1001' },
    ]);
  });

  it("counts the hash route's own query", async () => {
    setupMockApi();
    await renderCabinet('/cabinet?anything=1');
    expect(
      await screen.findByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
  });

  it('ignores page parameters of the kiosk itself, which nothing would ever remove', async () => {
    window.history.replaceState(null, '', '/?kiosk=7#/cabinet');
    setupMockApi();
    await renderCabinet('/cabinet');
    expect(await screen.findByText('the cabinet of 1010')).toBeInTheDocument();
  });
});
