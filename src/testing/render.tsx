import { act, render } from '@testing-library/react';
import { useContext, useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  UNSAFE_NavigationContext,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';

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

/** The memory router of a rendered test: its address and a way to go elsewhere. */
export interface TestRouter {
  /** `state.location` is the address as the browser would show it: changed as soon as navigate() returns. */
  readonly state: { readonly location: Location };
  /** Goes to `to` as a link would, and lets React render the screen there. */
  navigate: (to: string) => Promise<void>;
}

interface Reach {
  history: { location: Location } | null;
  navigate: NavigateFunction | null;
}

const holdsLocation = (navigator: object): navigator is { location: Location } =>
  'location' in navigator;

/** Hands the test the memory router's history (its navigator) and a navigate function. */
function RouterReach({ onReach }: { onReach: (reach: Reach) => void }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onReach({ history: holdsLocation(navigator) ? navigator : null, navigate });
  }, [navigate, navigator, onReach]);
  return null;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A MemoryRouter at `route` with `routes`, and the handle a test reads and drives it through. */
export function memoryRouter(route: string, routes: RouteObject[]) {
  let reach: Reach = { history: null, navigate: null };
  const router: TestRouter = {
    state: {
      get location() {
        if (!reach.history) throw new Error('the router is not rendered yet');
        return reach.history.location;
      },
    },
    navigate: (to) =>
      act(async () => {
        if (!reach.navigate) throw new Error('the router is not rendered yet');
        await reach.navigate(to);
      }),
  };
  const element = (
    <MemoryRouter initialEntries={[route]}>
      <RouterReach
        onReach={(next) => {
          reach = next;
        }}
      />
      <TestRoutes routes={routes} />
    </MemoryRouter>
  );
  return { router, element };
}

/** Renders a screen with a fresh store, dictionaries (English unless told) and a memory router. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { store } = createAppStore({ persist: false, preloadedState: options.preloadedState });
  const language = options.language ?? 'en';
  const i18n = await createI18n(language);
  const config = { ...defaultConfig, ...options.config };
  const { router, element } = memoryRouter(options.route ?? '/', [
    { path: '*', element: ui },
    ...(options.routes ?? []),
  ]);
  const result = render(
    <Providers store={store} i18n={i18n} config={config}>
      {element}
    </Providers>,
  );
  return { ...result, store, i18n, router };
}
