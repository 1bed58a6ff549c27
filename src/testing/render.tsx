import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { Providers } from '@/app/providers';
import { createAppStore } from '@/app/store';
import { defaultConfig, type RuntimeConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/languages';
import type { RootState } from '@/lib/state/root-reducer';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  language?: Language;
  config?: Partial<RuntimeConfig>;
  /** Where the memory router starts. */
  route?: string;
  /** Extra routes beside the element under test (e.g. the screens it navigates to). */
  routes?: RouteObject[];
}

/** Renders a screen with a fresh store, dictionaries (English unless told) and a memory router. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { store } = createAppStore({ persist: false, preloadedState: options.preloadedState });
  const language = options.language ?? 'en';
  const i18n = await createI18n(language);
  const config = { ...defaultConfig, ...options.config };
  const router = createMemoryRouter([{ path: '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <Providers store={store} i18n={i18n} config={config}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, i18n, router };
}
