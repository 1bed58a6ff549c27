import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultConfig } from '@/config/env';
import { createSimulatedKiosk } from '@/lib/bridge/simulated-kiosk';
import { deferredModule, type DeferredModule } from '@/lib/hooks/use-deferred-module';
import { createI18n } from '@/lib/i18n';
import { fatalErrorRaised, notFatalErrorRecorded } from '@/lib/state/app-slice';
import { breadcrumbAdded } from '@/lib/state/breadcrumbs-slice';
import { loggedIn } from '@/lib/state/session-slice';
import { testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import type { ScriptedAnswer } from '@/testing/scripted-adapter';
import { AFTER_SUSPENSE_REVEAL } from '@/testing/waits';

import { AppShell } from './app-shell';
import type * as ShellParts from './shell-parts';
import { INITIAL_RELOAD_MS, SETTINGS_REFRESH_MS } from './initialisation';
import { FIRST_RENDER_WAIT_MS, prefetchSettings, settleEarlySettings } from './use-initialisation';
import { Providers } from './providers';
import { RenderErrorBoundary } from './render-error';
import { createAppStore, type AppStore } from './store';

/** The logged-in header and the breadcrumb bar as each test downloads them (by default at once). */
const { downloads, swappable } = vi.hoisted(() => ({
  downloads: {
    header: null as DeferredModule<{ UserHeader: () => React.ReactNode }> | null,
    crumbs: null as DeferredModule<{ BreadcrumbBar: () => React.ReactNode }> | null,
  },
  /** A module standing for a deferred one, downloaded as the current test says. */
  swappable: <T,>(current: () => DeferredModule<T> | null): DeferredModule<T> => ({
    get current() {
      return current()?.current ?? null;
    },
    load: () => current()!.load(),
  }),
}));
const UserHeader = () => <header>user header</header>;
const BreadcrumbBar = () => <nav>the crumbs</nav>;
vi.mock('./shell-parts', async (importOriginal) => {
  const original = await importOriginal<typeof ShellParts>();
  return {
    ...original,
    userHeaderModule: swappable(() => downloads.header),
    breadcrumbBarModule: swappable(() => downloads.crumbs),
  };
});
beforeEach(() => {
  downloads.header = deferredModule(async () => ({ UserHeader }));
  downloads.crumbs = deferredModule(async () => ({ BreadcrumbBar }));
});
/** A download that waits for `arrive()`. */
function heldDownload<T>(module: T) {
  let arrive = () => {};
  const download = deferredModule(
    () =>
      new Promise<T>((resolve) => {
        arrive = () => resolve(module);
      }),
  );
  return { download, arrive: () => arrive() };
}

/** Answers the settings calls one by one (call number from 1); returns how many were made. */
function answerSettings(answers: (call: number) => ScriptedAnswer) {
  const api = setupMockApi({
    config: {
      serverHost: 'http://plant.example:8080',
      apiVersion: '1.4.0',
      hostname: 't',
      ip: '1.1.1.1',
    },
    getLanguage: () => 'en',
  });
  api.answer('GET', 'settings', answers);
  return { count: () => api.requests.length };
}

const goodSettings = { status: 200, body: { data: { modules: ['study'], theme_name: 'default' } } };

async function renderShell(
  options: {
    serverHost?: string;
    reload?: () => void;
    prepare?: (store: AppStore) => unknown;
    throwOnPage?: boolean;
    route?: string;
  } = {},
) {
  const { store } = createAppStore({ persist: false });
  await options.prepare?.(store);
  const i18n = await createI18n('en');
  const Page = () => {
    if (options.throwOnPage) throw new Error('boom');
    return <p>page ready</p>;
  };
  render(
    <Providers
      store={store}
      i18n={i18n}
      config={{
        ...defaultConfig,
        mode: 'server',
        serverHost: options.serverHost ?? 'http://plant.example:8080',
      }}
    >
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path="/" element={<AppShell reload={options.reload} />}>
            <Route
              element={
                <RenderErrorBoundary>
                  <Outlet />
                </RenderErrorBoundary>
              }
            >
              <Route index element={<Page />} />
              <Route path="health" element={<p>the health screen</p>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { store };
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('initialisation', () => {
  it('shows the waiting screen, then the page once the settings are loaded', async () => {
    vi.useFakeTimers();
    answerSettings(() => goodSettings);
    await renderShell();
    await flush();
    expect(screen.getByText('page ready')).toBeInTheDocument();
  });

  it('takes over the settings call started before the first render: one call, not two', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => goodSettings);
    prefetchSettings({ mode: 'server', serverHost: 'http://plant.example:8080' });
    await flush();
    expect(api.count()).toBe(1);
    await renderShell();
    await flush();
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(api.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS));
    expect(api.count()).toBe(2);
  });

  it('settings that answer before the first render: the first screen is the page itself', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => goodSettings);
    prefetchSettings({ mode: 'server', serverHost: 'http://plant.example:8080' });
    await renderShell({ prepare: (store) => settleEarlySettings(store.dispatch) });
    // Rendered, with no promise turn or timer in between: never the waiting screen.
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(screen.queryByText('Connecting to the server…')).not.toBeInTheDocument();
    await flush();
    expect(api.count()).toBe(1);
  });

  it('a slow early call holds the first render back 1 s at most, then the waiting screen shows', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => ({ ...goodSettings, delayMs: 5_000 }));
    prefetchSettings({ mode: 'server', serverHost: 'http://plant.example:8080' });
    let settled = false;
    const settling = settleEarlySettings(vi.fn()).then(() => (settled = true));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1));
    expect(settled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settling;
    await renderShell();
    expect(screen.getByText('Connecting to the server…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(api.count()).toBe(1);
    expect(FIRST_RENDER_WAIT_MS).toBe(1_000);
  });

  it('a failed early call shows its error as the first load', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => ({ status: 500, body: { message: 'down' } }));
    prefetchSettings({ mode: 'server', serverHost: 'http://plant.example:8080' });
    await renderShell();
    await flush();
    expect(screen.getByText('Server Error')).toBeInTheDocument();
    expect(api.count()).toBe(1);
  });

  it('re-fetches the settings every 10 minutes', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => goodSettings);
    await renderShell();
    await flush();
    expect(api.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS - 1));
    expect(api.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.count()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS));
    expect(api.count()).toBe(3);
    expect(SETTINGS_REFRESH_MS).toBe(600_000);
  });

  it('keeps the page when a later refresh fails', async () => {
    vi.useFakeTimers();
    answerSettings((call) => (call === 1 ? goodSettings : 'network'));
    await renderShell();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_REFRESH_MS));
    expect(screen.getByText('page ready')).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
  });

  it('after a failed first load shows Network Error and reloads the page after 60 s', async () => {
    vi.useFakeTimers();
    answerSettings(() => 'network');
    const reload = vi.fn();
    await renderShell({ reload });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByRole('timer')).toHaveTextContent('The page will reload in 60 s');
    await act(() => vi.advanceTimersByTimeAsync(INITIAL_RELOAD_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(INITIAL_RELOAD_MS).toBe(60_000);
  });

  it('shows the health screen, not the network error, when the server cannot be reached, and does not reload it', async () => {
    vi.useFakeTimers();
    answerSettings(() => 'network');
    const reload = vi.fn();
    await renderShell({ reload, route: '/health' });
    await flush();
    expect(screen.getByText('the health screen')).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(INITIAL_RELOAD_MS));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the health screen over a fatal error too', async () => {
    answerSettings(() => goodSettings);
    await renderShell({
      route: '/health',
      prepare: (store) => store.dispatch(fatalErrorRaised('RFID_FAIL')),
    });
    expect(await screen.findByText('the health screen')).toBeInTheDocument();
  });

  it('does not reload when the server is localhost', async () => {
    vi.useFakeTimers();
    answerSettings(() => 'network');
    const reload = vi.fn();
    await renderShell({ reload, serverHost: 'http://localhost:8080' });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await act(() => vi.advanceTimersByTimeAsync(5 * INITIAL_RELOAD_MS));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says Server Error after a 500 and Invalid URL for a bad server address', async () => {
    vi.useFakeTimers();
    answerSettings(() => ({ status: 500, body: { message: 'boom' } }));
    await renderShell();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Server Error');
  });

  it('says Invalid URL and calls nothing when the server address is not http(s)', async () => {
    vi.useFakeTimers();
    const api = answerSettings(() => goodSettings);
    await renderShell({ serverHost: 'plant.example:8080' });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid URL');
    expect(api.count()).toBe(0);
  });
});

describe('the logged-in header', () => {
  const signIn = (store: AppStore) =>
    store.dispatch(loggedIn({ user: testEmployee(), token: 't' }));

  it('keeps the screen hidden in its place until the header has arrived: nothing moves under a tap', async () => {
    vi.useFakeTimers();
    const { download, arrive } = heldDownload({ UserHeader });
    downloads.header = download;
    answerSettings(() => goodSettings);
    await renderShell({ prepare: signIn });
    await flush();
    expect(screen.getByText('page ready')).not.toBeVisible();
    expect(screen.getByText('Safety Terminal')).toBeVisible();
    await act(async () => arrive());
    expect(screen.getByText('page ready')).toBeVisible();
    expect(screen.getByText('user header')).toBeVisible();
    expect(screen.queryByText('Safety Terminal')).not.toBeInTheDocument();
  });

  it('shows the screen under the guest header when the header cannot be downloaded', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    downloads.header = deferredModule(() => Promise.reject(new Error('offline')));
    answerSettings(() => goodSettings);
    await renderShell({ prepare: signIn });
    await flush();
    expect(screen.getByText('page ready')).toBeVisible();
    expect(screen.getByText('Safety Terminal')).toBeVisible();
  });

  it('keeps the screen hidden until the breadcrumb bar it asked for has arrived', async () => {
    vi.useFakeTimers();
    const { download, arrive } = heldDownload({ BreadcrumbBar });
    downloads.crumbs = download;
    answerSettings(() => goodSettings);
    await renderShell({
      prepare: (store) => {
        signIn(store);
        store.dispatch(breadcrumbAdded({ path: '/library', titleKey: 'library:title' }));
      },
    });
    await flush();
    expect(screen.getByText('user header')).toBeVisible();
    expect(screen.getByText('page ready')).not.toBeVisible();
    await act(async () => arrive());
    expect(screen.getByText('the crumbs')).toBeVisible();
    expect(screen.getByText('page ready')).toBeVisible();
  });

  it('does not hide the start screen of someone not logged in while the header loads', async () => {
    vi.useFakeTimers();
    downloads.header = deferredModule(() => new Promise(() => {}));
    answerSettings(() => goodSettings);
    await renderShell();
    await flush();
    expect(screen.getByText('page ready')).toBeVisible();
  });
});

describe('fatal and render errors', () => {
  it('shows only the error screen with its status lines while a fatal error is recorded', async () => {
    setupMockApi();
    await renderShell({
      prepare: (store) => {
        store.dispatch(fatalErrorRaised('RFID_FAIL'));
        store.dispatch(fatalErrorRaised('CAMERA_FAIL'));
        store.dispatch(loggedIn({ user: testEmployee(), token: 't' }));
      },
    });
    expect(await screen.findByText('Status: Failed to connect rfid reader')).toBeInTheDocument();
    expect(screen.getByText('Status: Failed to connect camera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the personal area' })).toHaveAttribute(
      'href',
      '/cabinet',
    );
    expect(screen.queryByText('page ready')).not.toBeInTheDocument();
  });

  it('a render error shows an alert with its message and the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setupMockApi();
    const { store } = await renderShell({ throwOnPage: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: boom');
    expect(
      screen.getByRole('heading', { name: 'Sorry, something went wrong. Tell the administrator.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start screen' })).toBeInTheDocument();
    expect(store.getState().app.not_fatal_errors).toEqual(['boom']);
  });

  it('leaves the alert out once more than one non-fatal error is recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setupMockApi();
    await renderShell({
      throwOnPage: true,
      prepare: (store) => store.dispatch(notFatalErrorRecorded('earlier')),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Sorry, something went wrong. Tell the administrator.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument();
  });
});

describe('desktop start error', () => {
  // The wizard is a lazy screen: load its module first, so that it shows after promise turns
  // rather than after a module load whose time depends on how busy the machine is.
  beforeAll(() => import('@/features/setup-wizard/setup-wizard-screen'));

  it('shows only the setup wizard when the desktop shell cannot reach its localhost server', async () => {
    answerSettings(() => 'network');
    const host = window as Window & { kiosk?: unknown };
    host.kiosk = createSimulatedKiosk().kiosk;
    try {
      const { store } = await renderShell({ serverHost: 'http://localhost:8080' });
      // The wizard replaces the startup screen inside the Suspense boundary: React shows it after
      // its reveal timer, a real one.
      expect(
        await screen.findByRole('heading', { name: 'Terminal setup' }, AFTER_SUSPENSE_REVEAL),
      ).toBeInTheDocument();
      expect(store.getState().app.startError).toBe(true);
      expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    } finally {
      delete host.kiosk;
    }
  });

  it('shows only the setup wizard when the shell reports its own start error', async () => {
    answerSettings(() => goodSettings);
    const host = window as Window & { kiosk?: unknown };
    host.kiosk = { ...createSimulatedKiosk().kiosk, startError: true };
    try {
      await renderShell();
      expect(await screen.findByRole('heading', { name: 'Terminal setup' })).toBeInTheDocument();
    } finally {
      delete host.kiosk;
    }
  });
});
