import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ErrorScreen } from '@/features/system/error-screen';
import {
  deferredModule,
  useDeferredModule,
  type DeferredModule,
} from '@/lib/hooks/use-deferred-module';

import { AppShell } from './app-shell';
import { RenderErrorBoundary } from './render-error';
import type * as RouteTableModule from './route-table';
import { StartScreen } from './screen';

/** The route table's module: every route but the start and error screens (./route-table.tsx). */
export type RouteTable = typeof RouteTableModule;

const routeTable = deferredModule(() => import('./route-table'));

/** How long the kiosk waits before asking again for a route table that could not be loaded. */
export const ROUTE_TABLE_RETRY_MS = 3_000;

/**
 * The shell's layout around `children`, beside the start screen (the index route) and the error
 * screen, which are part of the start-up code (the shell shows the error screen on fatal errors).
 */
function layout(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      // A render error in the shell itself shows without the shell.
      element: (
        <RenderErrorBoundary>
          <AppShell />
        </RenderErrorBoundary>
      ),
      children: [
        {
          // Render errors below the shell keep the header and toasts on screen.
          element: (
            <RenderErrorBoundary>
              <Outlet />
            </RenderErrorBoundary>
          ),
          children: [
            { index: true, element: <StartScreen /> },
            { path: paths.error, element: <ErrorScreen /> },
            ...children,
          ],
        },
      ],
    },
  ];
}

/** Until the table has arrived, any other path shows the shell with a spinner (milliseconds). */
function WaitingForRoutes() {
  const { t } = useTranslation();
  return <span className="spinner" role="status" aria-label={t('loading')} />;
}

const startRoutes = layout([{ path: '*', element: <WaitingForRoutes /> }]);

/** The whole route table, loaded (the tests' router and boot's opening screen use it). */
export const loadRoutes = (): Promise<RouteObject[]> =>
  routeTable.load().then((table) => layout(table.tableRoutes));

/**
 * Loads the code and dictionaries of the screen the route at `pathname` shows, as the data router
 * did on arrival: before the first render (src/app/boot.tsx). The start screen needs no table; any
 * other path loads it first. A failure is left to the screen, which shows it when rendered.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const done = () => undefined;
  if (pathname === paths.start) return StartScreen.preload().then(done, done);
  return routeTable.load().then((table) => table.preloadScreenAt(pathname), done);
}

/**
 * The routed app, inside a router (HashRouter in the kiosk): the start screen at once, the rest of
 * the table right after the first render. `table` is for tests.
 */
export function AppRoutes({ table = routeTable }: { table?: DeferredModule<RouteTable> }) {
  // Nothing stands in for the table but a spinner: a failed download is asked for again.
  const loaded = useDeferredModule(table, true, { retryMs: ROUTE_TABLE_RETRY_MS });
  const routes = useMemo(() => (loaded ? layout(loaded.tableRoutes) : startRoutes), [loaded]);
  return useRoutes(routes);
}
