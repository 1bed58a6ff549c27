import { render } from '@testing-library/react';

import { defaultConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n';
import type { RootState } from '@/lib/state/root-reducer';
import { memoryRouter } from '@/testing/render';

import { Providers } from '../providers';
import { loadRoutes, preloadScreenAt } from '../router';
import { preloadShellParts } from '../shell-parts';
import { createAppStore } from '../store';

/**
 * Renders the whole app (shell, header, toasts, the render-error boundaries and every lazy route)
 * at `route` in English, as the kiosk shows it; the API is whatever `setupMockApi` set up.
 */
export async function renderApp(route: string, preloadedState: Partial<RootState>) {
  const { store } = createAppStore({ persist: false, preloadedState });
  // As src/app/boot.tsx does: the opening screen's code (and the parts the shell shows at once) first.
  const [i18n, routes] = await Promise.all([
    createI18n('en').then(async (created) => {
      await preloadScreenAt(route.split(/[?#]/)[0] ?? route);
      return created;
    }),
    loadRoutes(),
    preloadShellParts(store.getState()),
  ]);
  const { router, element } = memoryRouter(route, routes);
  const result = render(
    <Providers store={store} i18n={i18n} config={defaultConfig}>
      {element}
    </Providers>,
  );
  return { ...result, store, router };
}
