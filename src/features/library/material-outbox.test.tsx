import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { libraryItemSchema, type LibraryItem } from '@/lib/api/schemas/library';
import { libraryReadRequest } from '@/lib/api/write-requests';
import { enqueueWrite, resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';
import { useAppSelector } from '@/lib/state/hooks';
import { selectImportantMaterial, userUpdated } from '@/lib/state/session-slice';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { ImportantMaterialScreen } from './important-material-screen';
import { useMaterialActions } from './use-material-actions';

installIndexedDbKeepingBlobs();

const POSTS = 'library/items';

const material = (signature: boolean): LibraryItem =>
  libraryItemSchema.parse({
    uuid: 'doc-1',
    title: 'Crane rules',
    type: 'text_document',
    viewType: 'other',
    unread: true,
    important: true,
    signed: false,
    metaFields: { use_signature: signature },
  });

/** The material's actions under the access guard's rule 6 (features/guard is not imported here). */
function Guarded({ item }: { item: LibraryItem }) {
  const actions = useMaterialActions(item);
  const material = useAppSelector(selectImportantMaterial);
  if (!material?.uuid) return <h1>Requested page</h1>;
  return (
    <main>
      <h1>Important material</h1>
      <button type="button" onClick={actions.markViewed}>
        Viewed
      </button>
      <button type="button" onClick={() => void actions.sign(new Blob(['png']))}>
        Sign
      </button>
      <button type="button" onClick={actions.finish}>
        Done
      </button>
    </main>
  );
}

async function open(signature: boolean, answer: { status: number; body: unknown }) {
  vi.useFakeTimers();
  const api = setupMockApi();
  api.answer('POST', POSTS, answer);
  const view = await renderWithProviders(<Guarded item={material(signature)} />, {
    preloadedState: initialisedState({
      user: testEmployee({ id: 11, important_library: { uuid: 'doc-1' } }),
    }),
  });
  // Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time.
  void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
  return { ...view, api };
}

/** Lets IndexedDB and the fake API settle under fake timers until `done` holds. */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn += 1)
    await act(() => vi.advanceTimersByTimeAsync(10));
}

const asked = () => screen.queryByRole('heading', { name: 'Important material' });
/** The 2-minute refresh, from a server that has not got the read mark yet: the material again. */
const refreshNamingIt = (store: Awaited<ReturnType<typeof open>>['store']) =>
  act(() => {
    store.dispatch(userUpdated({ important_library: { uuid: 'doc-1' } }));
  });

afterEach(async () => {
  vi.useRealTimers();
  await resetOutbox();
});

describe('the important material through the outbox', () => {
  it('a signed mark kept after a 503: asked for no more, even when the refresh names it again', async () => {
    const { api, store } = await open(true, { status: 503, body: { message: 'maintenance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle(() => api.calls('POST', POSTS).length > 0 && !asked());
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    refreshNamingIt(store);
    expect(asked()).toBeNull();

    const failed = api.calls('POST', POSTS).length;
    api.answer('POST', POSTS, { status: 200, body: {} });
    await settle(() => api.calls('POST', POSTS).length > failed);
    expect(new Set(api.calls('POST', POSTS).map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it('a mark without a signature names the material at Done, not before', async () => {
    const { api, store } = await open(false, { status: 503, body: { message: 'maintenance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    await settle(() => api.calls('POST', POSTS).length > 1);
    // Stored, but not finished: the employee is still asked to check it out.
    refreshNamingIt(store);
    expect(asked()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(asked()).toBeNull();
    refreshNamingIt(store);
    expect(asked()).toBeNull();
  });

  it('a refused signed mark: the flag is cleared as the spec says, and a refresh asks again', async () => {
    const { api, store } = await open(true, { status: 422, body: { message: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle(() => store.getState().session.user?.important_library === null);
    expect(api.calls('POST', POSTS)).toHaveLength(1);
    expect(store.getState().session.recorded).toEqual([]);
    expect(asked()).toBeNull();
    refreshNamingIt(store);
    expect(asked()).not.toBeNull();
  });

  /**
   * A new login of the employee, whose important material the server still names, while a read mark
   * of an earlier login (signed or not) waits in the outbox: the guard's material screen.
   */
  async function loginWithKeptMark(signed: boolean) {
    vi.useFakeTimers();
    const api = setupMockApi();
    api.answer('POST', POSTS, { status: 503, body: { message: 'maintenance' } });
    void startOutbox({ random: () => 0.001, lock: (pass) => pass() });
    const employee = testEmployee({ id: 11, important_library: { uuid: 'doc-1' } });
    const request = libraryReadRequest({
      employeeId: '11',
      uuid: 'doc-1',
      signature: signed ? new Blob(['png']) : undefined,
    });
    let stored = false;
    void enqueueWrite({ id: 'earlier-login', employee: employee.uuid, request }).then(() => {
      stored = true;
    });
    await settle(() => stored);
    expect(stored).toBe(true);
    function GuardedScreen() {
      const material = useAppSelector(selectImportantMaterial);
      return material?.uuid ? <ImportantMaterialScreen /> : <h1>Requested page</h1>;
    }
    await renderWithProviders(<GuardedScreen />, {
      preloadedState: initialisedState({ user: employee }),
    });
    return api;
  }

  it('a signed mark of an earlier login still in the outbox: the new login is let on', async () => {
    const api = await loginWithKeptMark(true);
    await settle(() => !!screen.queryByRole('heading', { name: 'Requested page' }));
    expect(screen.getByRole('heading', { name: 'Requested page' })).toBeInTheDocument();
    expect(api.calls('GET', POSTS)).toHaveLength(0);
  });

  it('a mark without a signature does not stand for a finished material: it is shown again', async () => {
    const api = await loginWithKeptMark(false);
    await settle(() => api.calls('GET', POSTS).length > 0);
    expect(api.calls('GET', POSTS)[0]?.query).toMatchObject({ uuid: 'doc-1' });
    expect(screen.queryByRole('heading', { name: 'Requested page' })).toBeNull();
  });
});
