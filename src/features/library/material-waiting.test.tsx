import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeCanvas } from '@/components/material/testing/fake-canvas';
import { fakePdfFiles } from '@/components/material/testing/fake-react-pdf';
import { ToastStack } from '@/components/ui/toast-stack';
import { libraryReadRequest } from '@/lib/api/write-requests';
import { enqueueWrite, readOutbox, resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';
import { useAppSelector } from '@/lib/state/hooks';
import { selectImportantMaterial, userUpdated } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { AFTER_SUSPENSE_REVEAL } from '@/testing/waits';

import { ImportantMaterialScreen } from './important-material-screen';
import { LibraryScreen } from './library-screen';
import { MaterialScreen } from './material-screen';

/**
 * Issue 29 item 6: a read mark (or a signed one) the server did not take waits in the outbox; the
 * list shows the material as waiting, and the viewer says so and asks for no second mark or
 * signature, until the mark arrives.
 */

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

installIndexedDbKeepingBlobs();

const POSTS = 'library/items';
const MAINTENANCE = { status: 503, body: { message: 'maintenance' } };

const material = (fields: Record<string, unknown>) => ({
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
const other = material({ uuid: 'doc-2', title: 'Fire safety', url: 'media/fire.pdf' });

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets IndexedDB and the fake API settle under fake timers until `done` holds. */
async function settle(done: () => boolean, step = 10) {
  for (let turn = 0; turn < 300 && !done(); turn += 1) await advance(step);
}
// Captured before any test fakes the clock.
const realTimeout = globalThis.setTimeout;
/** Awaits what the lazily loaded viewer shows (React reveals it on its own real timer). */
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

/**
 * The regulations list and the material route, the server answering the material (and the list)
 * with `fields` and its read marks with 503.
 */
async function openLibrary(fields: Record<string, unknown> = {}) {
  vi.useFakeTimers();
  const api = setupMockApi();
  api.answer('GET', POSTS, (_call, request) =>
    request.query.uuid
      ? { status: 200, body: { data: material(fields) } }
      : {
          status: 200,
          body: { data: { items: [material(fields), other], types: ['text_document'] } },
        },
  );
  api.answer('POST', POSTS, MAINTENANCE);
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="/library/material/:id" element={<MaterialScreen />} />
        <Route path="/library/:types" element={<LibraryScreen />} />
      </Routes>
      <ToastStack />
    </>,
    {
      route: '/library/text_document',
      preloadedState: initialisedState({ user: testEmployee({ id: 11 }) }),
    },
  );
  // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  await settle(() => !!screen.queryByRole('button', { name: /^Crane rules/ }));
  return { ...view, api, posts: () => api.calls('POST', POSTS) };
}

const button = (name: string) => screen.getByRole('button', { name });
const row = () => screen.getByRole('button', { name: /^Crane rules/ });
const NOTE = /Your mark for this material is saved on this terminal and waiting to be sent/;
const note = () => screen.queryByText(NOTE);

/** Opens the material from the list and waits for its viewer. */
async function openMaterial() {
  fireEvent.click(row());
  await settle(() => !!screen.queryByRole('heading', { name: 'Crane rules' }));
  await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
}

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

/** The marks the outbox holds for the employee (by material). */
const keptMarks = async () => {
  let pending: Awaited<ReturnType<typeof readOutbox>>['pending'] = [];
  await act(async () => {
    ({ pending } = await readOutbox());
  });
  return pending.filter((item) => item.request.path === POSTS).length;
};

beforeEach(() => {
  // The list's scroll box is a 600 px window; rows keep the list's estimated height.
  fakeListLayout({ row: null });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  fakePdfFiles.clear();
  fakePdfFiles.set('media/rules.pdf', 3);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...{ x: 0, y: 0, left: 0, top: 0, right: 300, bottom: 150, width: 300, height: 150 },
    toJSON: () => ({}),
  });
});

afterEach(async () => {
  delete (Element.prototype as Partial<Element>).scrollTo;
  vi.useRealTimers();
  await resetOutbox();
});

describe('a material whose read mark waits in the outbox', () => {
  it('the list shows it waiting, the viewer says so and records no second mark; sent, the note goes', async () => {
    const { api, posts } = await openLibrary();
    expect(row()).toHaveTextContent('Crane rulesRegulationUnread');

    // Read into an outage: the spec's error text, and the viewer says the mark waits.
    await openMaterial();
    await advance(1_000);
    await settle(() => !!note() && !!screen.queryByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('File upload error');
    expect(note()).toHaveAttribute('role', 'status');

    // Back at the list (the server, without the mark, still says unread): waiting, not unread.
    fireEvent.click(button('Back'));
    await settle(() => !!screen.queryByRole('button', { name: /^Crane rules/ }));
    await settle(() => within(row()).queryByText('Waiting to be sent') !== null);
    expect(row()).toHaveTextContent('Crane rulesRegulationWaiting to be sent');
    expect(row()).not.toHaveClass('library__row--unread');
    expect(screen.getByRole('button', { name: /^Fire safety/ })).toHaveTextContent(
      'Fire safetyRegulationUnread',
    );

    // Opened again: the note at once, and viewing it records no second mark.
    await openMaterial();
    await settle(() => !!note());
    expect(note()).toBeInTheDocument();
    await advance(1_000);
    expect(await keptMarks()).toBe(1);
    expect(button('Done')).toBeEnabled();

    // The server heals: the kept mark arrives once, and the note goes.
    const failed = posts().length;
    // (The data set's own answer: the API's envelope.)
    api.answer('POST', POSTS, () => undefined);
    // (Up to the back-off's cap of faked time: the retry waits a random share of it.)
    await settle(() => posts().length > failed && !note(), 1_000);
    expect(note()).toBeNull();
    expect(posts()).toHaveLength(failed + 1);
    expect(await keptMarks()).toBe(0);
  });

  it('a waiting signed mark: the row asks for no signature, the viewer offers Done, not Signature', async () => {
    installFakeCanvas();
    const { posts } = await openLibrary({ metaFields: { use_signature: true } });
    expect(row()).toHaveTextContent('Crane rulesRegulationUnreadSignature required');

    await openMaterial();
    await advance(1_000);
    fireEvent.click(button('Signature'));
    draw();
    fireEvent.click(button('Done'));
    // Kept: back at the list, which shows it waiting, and no longer asks for a signature.
    await settle(() => posts().length > 0 && !!screen.queryByRole('button', { name: /^Crane/ }));
    await settle(() => within(row()).queryByText('Waiting to be sent') !== null);
    expect(row()).toHaveTextContent('Crane rulesRegulationWaiting to be sent');
    expect(row()).not.toHaveTextContent('Signature required');

    await openMaterial();
    await settle(() => !!note());
    await advance(1_000);
    expect(screen.queryByRole('button', { name: 'Signature' })).toBeNull();
    expect(screen.queryByText('Need to sign')).toBeNull();
    expect(button('Done')).toBeEnabled();
    expect(await keptMarks()).toBe(1);
  });

  it('the guard’s important material whose mark waits: Done lets the employee on, and a refresh still naming it asks no more', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    api.answer('GET', POSTS, { status: 200, body: { data: material({ important: true }) } });
    api.answer('POST', POSTS, MAINTENANCE);
    void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
    // An earlier login read it into an outage; its mark (without a signature) still waits.
    const employee = testEmployee({ id: 11, important_library: { uuid: 'doc-1' } });
    let stored = false;
    void enqueueWrite({
      id: 'earlier-login',
      employee: employee.uuid,
      request: libraryReadRequest({ employeeId: '11', uuid: 'doc-1' }),
    }).then(() => {
      stored = true;
    });
    await settle(() => stored);
    function Guarded() {
      return useAppSelector(selectImportantMaterial)?.uuid ? (
        <ImportantMaterialScreen />
      ) : (
        <h1>Requested page</h1>
      );
    }
    const { store } = await renderWithProviders(<Guarded />, {
      preloadedState: initialisedState({ user: employee }),
    });
    await settle(() => !!note());
    await revealed(() => screen.getByRole('region', { name: 'Document viewer' }));
    await advance(1_000);
    expect(await keptMarks()).toBe(1);
    fireEvent.click(button('Done'));
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();

    // The 2-minute refresh, from a server that has not got the mark yet, names the material again.
    act(() => {
      store.dispatch(userUpdated({ important_library: { uuid: 'doc-1' } }));
    });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
  });
});
