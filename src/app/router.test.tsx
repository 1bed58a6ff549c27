import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { deferredModule } from '@/lib/hooks/use-deferred-module';
import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { NotFoundScreen } from './lazy-screens';
import { AppRoutes, ROUTE_TABLE_RETRY_MS, type RouteTable } from './router';
import { StartScreen } from './screen';

beforeAll(async () => {
  // The table's module and the screens shown are loaded once here, so that under the faked clock
  // later imports of them settle in promise turns.
  await import('./route-table');
  await Promise.all([NotFoundScreen.preload(), StartScreen.preload()]);
});

/** A route table whose first downloads fail (`failures` of them), as on a network that is down. */
function flakyTable(failures: number) {
  let calls = 0;
  const table = deferredModule<RouteTable>(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('offline')) : import('./route-table');
  });
  return { table, calls: () => calls };
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};

async function renderAt(route: string, table: ReturnType<typeof flakyTable>['table']) {
  setupMockApi();
  await renderWithProviders(<AppRoutes table={table} />, {
    route,
    preloadedState: initialisedState(),
  });
  await flush();
}

describe('the route table, loaded apart from the start screen', () => {
  it('shows the start screen without it', async () => {
    vi.useFakeTimers();
    const { table, calls } = flakyTable(1);
    await renderAt('/', table);
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('shows any other path once it has arrived, and asks again after a failed download', async () => {
    vi.useFakeTimers();
    const { table, calls } = flakyTable(1);
    await renderAt('/no-such-page', table);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ROUTE_TABLE_RETRY_MS - 1));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(calls()).toBe(2);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
