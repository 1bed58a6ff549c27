import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { defaultConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n';
import type { RootState } from '@/lib/state/root-reducer';

import { Providers } from '../providers';
import { routes } from '../router';
import { createAppStore } from '../store';

/**
 * Renders the whole app (shell, header, toasts, the render-error boundaries and every lazy route)
 * at `route` in English, as the kiosk shows it; the API is whatever `setupMockApi` set up.
 */
export async function renderApp(route: string, preloadedState: Partial<RootState>) {
  const { store } = createAppStore({ persist: false, preloadedState });
  const i18n = await createI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers store={store} i18n={i18n} config={defaultConfig}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, router };
}
