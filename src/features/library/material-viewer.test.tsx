import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeCanvas } from '@/components/material/testing/fake-canvas';
import { fakePdfFiles } from '@/components/material/testing/fake-react-pdf';
import { ToastStack } from '@/components/ui/toast-stack';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { AFTER_SUSPENSE_REVEAL } from '@/testing/waits';

import { ImportantMaterialScreen } from './important-material-screen';
import { MaterialScreen } from './material-screen';

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

const FALLBACK = '/library/video_tutorial,simulated_situation,text_document';

const item = (fields: Record<string, unknown>) => ({
  uuid: 'doc-1',
  title: 'Crane rules',
  type: 'text_document',
  file_type: 'pdf',
  url: 'media/rules.pdf',
  viewType: 'other',
  unread: true,
  important: false,
  signed: false,
  metaFields: { use_signature: false },
  ...fields,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// Captured before any test fakes the clock.
const realTimeout = globalThis.setTimeout;
/**
 * Awaits what the lazily loaded viewer shows. React reveals it on its own real timer, so this polls
 * on the real clock without moving the faked one (findBy and vi.waitFor would), then lets React
 * finish the effects of what it showed.
 */
async function revealed(query: () => HTMLElement) {
  const deadline = Date.now() + AFTER_SUSPENSE_REVEAL.timeout;
  for (;;) {
    try {
      query();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => realTimeout(resolve, 20));
    }
  }
  await advance(0);
}

/** Opens a material (the route, or the guard's important screen) that the server answers with `fields`. */
async function openMaterial(
  fields: Record<string, unknown>,
  options: { guard?: boolean; prepare?: (api: MockApi) => void } = {},
) {
  vi.useFakeTimers();
  const api = setupMockApi();
  api.answer('GET', 'library/items', { status: 200, body: { data: item(fields) } });
  options.prepare?.(api);
  const user = testEmployee({
    id: 11,
    important_library: options.guard ? { uuid: 'doc-1' } : null,
    library_unread_count: { text_document: 3, video_tutorial: 0, simulated_situation: 0 },
  });
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route
          path="/library/material/:id"
          element={options.guard ? <ImportantMaterialScreen /> : <MaterialScreen />}
        />
      </Routes>
      <ToastStack />
    </>,
    {
      route: '/library/material/doc-1',
      // The app keeps its toasts above the routes: the list shows them too.
      routes: [
        {
          path: '/library/:types',
          element: (
            <>
              <p>the library list</p>
              <ToastStack />
            </>
          ),
        },
      ],
      preloadedState: initialisedState({ user }),
    },
  );
  await api.answered('GET', 'library/items');
  await advance(0);
  expect(screen.getByRole('heading', { name: 'Crane rules' })).toBeInTheDocument();
  return { ...view, api, posts: () => api.calls('POST', 'library/items') };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Taps the signature area and draws one stroke with the mouse. */
function draw() {
  fireEvent.click(button('Tap here to sign'));
  const canvas = screen.getByLabelText('Signature field');
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 10, clientY: 10 });
  for (let x = 20; x <= 80; x += 10) {
    act(() => vi.advanceTimersByTime(20));
    fireEvent.mouseMove(canvas, { which: 1, buttons: 1, clientX: x, clientY: 10 + x / 2 });
  }
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 80, clientY: 50 });
}

beforeEach(() => {
  // jsdom has no media playback; the video viewer pauses and unloads on unmount.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  fakePdfFiles.clear();
  fakePdfFiles.set('media/rules.pdf', 3);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...{ x: 0, y: 0, left: 0, top: 0, right: 300, bottom: 150, width: 300, height: 150 },
    toJSON: () => ({}),
  });
});

describe('library material', () => {
  it('marks a document read about 1 s after it has loaded; Done then goes back', async () => {
    const { posts, api, router, store } = await openMaterial({});
    await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
    expect(button('Done')).toBeDisabled();
    await advance(999);
    expect(posts()).toHaveLength(0);
    await advance(1);
    await api.answered('POST', 'library/items');
    await advance(0);
    expect(posts()[0]?.body).toEqual({ uuid: 'doc-1', employee_id: '11' });
    expect(store.getState().session.user?.library_unread_count.text_document).toBe(2);
    expect(button('Done')).toBeEnabled();
    fireEvent.click(button('Done'));
    await advance(0);
    expect(screen.getByText('the library list')).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe(FALLBACK);
  });

  it('marks a video read when it ends, not before', async () => {
    const { posts, api, container } = await openMaterial({
      type: 'video_tutorial',
      url: 'media/crane.webm',
    });
    await advance(60_000);
    expect(posts()).toHaveLength(0);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video.getAttribute('controlsList')).toContain('nodownload');
    fireEvent(video, new Event('ended'));
    await api.answered('POST', 'library/items');
    await advance(0);
    expect(posts()).toHaveLength(1);
    expect(button('Done')).toBeEnabled();
  });

  it('signs an important presentation: Done only after drawing, the PNG is sent, the flag cleared', async () => {
    installFakeCanvas();
    const { posts, api, store } = await openMaterial(
      { viewType: 'presentation', important: true, metaFields: { use_signature: true } },
      { guard: true },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check out the important material' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await revealed(() => screen.getByRole('navigation', { name: 'Presentation pages' }));
    expect(button('Signature')).toBeDisabled();
    await advance(1_000);
    expect(posts()).toHaveLength(0);
    expect(screen.getByText('Need to sign')).toBeInTheDocument();

    fireEvent.click(button('Signature'));
    expect(button('Done')).toBeDisabled();
    draw();
    expect(button('Done')).toBeEnabled();
    fireEvent.click(button('Done'));
    await api.answered('POST', 'library/items');
    expect(posts()[0]?.body).toEqual({
      uuid: 'doc-1',
      employee_id: '11',
      file: { fileName: 'signature_doc-1.png', size: expect.any(Number), type: 'image/png' },
      fileName: 'signature_doc-1.png',
    });
    await advance(0);
    expect(store.getState().session.user?.important_library).toBeNull();
  });

  it.each([
    [false, 'goes back'],
    [true, 'clears the important flag'],
  ])(
    "shows 'File upload error' when the signature fails to send (guard %s), then %s",
    async (guard) => {
      installFakeCanvas();
      const { api, store, router } = await openMaterial(
        { metaFields: { use_signature: true }, important: guard },
        {
          guard,
          prepare: (mock) => mock.answer('POST', 'library/items', { status: 500, body: {} }),
        },
      );
      await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
      await advance(1_000);
      fireEvent.click(button('Signature'));
      draw();
      fireEvent.click(button('Done'));
      await api.answered('POST', 'library/items');
      await advance(0);
      expect(screen.getByRole('alert')).toHaveTextContent('File upload error');
      if (guard) {
        expect(store.getState().session.user?.important_library).toBeNull();
      } else {
        expect(screen.getByText('the library list')).toBeInTheDocument();
        expect(decodeURIComponent(router.state.location.pathname)).toBe(FALLBACK);
      }
    },
  );

  it('shows the error text when the material does not load, with Exit to leave', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    api.answer('GET', 'library/items', { status: 200, body: { data: { title: 'no uuid' } } });
    const { router } = await renderWithProviders(
      <>
        <ImportantMaterialScreen />
        <ToastStack />
      </>,
      {
        route: '/cabinet',
        routes: [{ path: '/', element: <p>start screen</p> }],
        preloadedState: initialisedState({
          user: testEmployee({ id: 11, important_library: { uuid: 'doc-1' } }),
        }),
      },
    );
    await api.answered('GET', 'library/items');
    await advance(0);
    expect(screen.getAllByText('Error loading the material')).toHaveLength(2);
    fireEvent.click(button('Exit'));
    await advance(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'File upload error' when the read mark fails; Done still leaves", async () => {
    const { api } = await openMaterial(
      {},
      { prepare: (mock) => mock.answer('POST', 'library/items', 'network') },
    );
    await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
    await advance(1_000);
    await api.answered('POST', 'library/items');
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('File upload error');
    fireEvent.click(button('Done'));
    await advance(0);
    expect(screen.getByText('the library list')).toBeInTheDocument();
  });

  it('returns to the material when the signature time runs out with nothing drawn', async () => {
    installFakeCanvas();
    const { posts } = await openMaterial({ metaFields: { use_signature: true } });
    await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
    await advance(1_000);
    fireEvent.click(button('Signature'));
    expect(screen.getByRole('timer', { name: /60/ })).toBeInTheDocument();
    await advance(60_000);
    expect(screen.queryByLabelText('Signature field')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status'),
    ).toHaveTextContent('Need to sign');
    expect(button('Signature')).toBeEnabled();
    expect(posts()).toHaveLength(0);
  });
});
