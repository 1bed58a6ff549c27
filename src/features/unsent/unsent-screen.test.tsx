import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { attemptWrite, enqueueWrite, resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import type { OutboxItem, SendResult } from '@/lib/outbox/outbox-types';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { renderWithProviders } from '@/testing/render';

import { UnsentScreen } from './unsent-screen';

installFakeIndexedDb();

afterEach(resetOutbox);

/** A server that is down for flow saves (503) and refuses the library call (422). */
const transport = async (item: OutboxItem): Promise<SendResult> =>
  item.request.path.startsWith('flows/')
    ? { ok: false, retry: true, reason: 'http 503: down' }
    : { ok: false, retry: false, status: 422, reason: 'http 422: Материал не найден' };

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe("the installer's view of the outbox", () => {
  it('lists what waits (attempts, last error) and what the server refused (status), with counts', async () => {
    await startOutbox({ transport, random: () => 0.5, lock: (pass) => pass() });
    const made = Date.now() - 60_000;
    await enqueueWrite(
      {
        id: 'flow-1',
        employee: 'petrov-uuid',
        request: { method: 'POST', path: 'flows/edu-a', body: { kind: 'form', fields: {} } },
      },
      made,
    );
    await enqueueWrite(
      {
        id: 'read-1',
        employee: 'frolov-uuid',
        request: { method: 'POST', path: 'library/items', body: { kind: 'form', fields: {} } },
      },
      made,
    );
    await Promise.all([attemptWrite('flow-1'), attemptWrite('read-1')]);

    await renderWithProviders(<UnsentScreen />);
    expect(await screen.findByRole('heading', { name: 'Waiting to be sent: 1' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Refused by the server: 1' })).toBeVisible();
    const waiting = section(/Waiting to be sent/);
    expect(waiting.getByText('Training results')).toBeVisible();
    expect(waiting.getByText('flows/edu-a')).toBeVisible();
    expect(waiting.getByText('Employee: petrov-uuid')).toBeVisible();
    expect(waiting.getByText(/^Attempts: 1 · next attempt:/)).toBeVisible();
    expect(waiting.getByText('http 503: down')).toBeVisible();

    const refused = section(/Refused by the server: 1/);
    expect(refused.getByText('Material read or signed')).toBeVisible();
    expect(refused.getByText(/^Refused with status 422:/)).toBeVisible();
    expect(refused.getByText('http 422: Материал не найден')).toBeVisible();
  });

  it('says when nothing waits and nothing was refused', async () => {
    await startOutbox({ transport, lock: (pass) => pass() });
    await renderWithProviders(<UnsentScreen />);
    expect(await screen.findByText('Nothing is waiting to be sent.')).toBeVisible();
    expect(screen.getByText('The server has refused nothing.')).toBeVisible();
  });

  it('says so where IndexedDB will not open, and still lists what waits in the fallback', async () => {
    await startOutbox({
      transport,
      lock: (pass) => pass(),
      openDatabase: () => Promise.reject(new DOMException('disk full', 'QuotaExceededError')),
    });
    await enqueueWrite({
      id: 'flow-1',
      employee: 'petrov-uuid',
      request: { method: 'POST', path: 'flows/edu-a', body: { kind: 'form', fields: {} } },
    });
    await renderWithProviders(<UnsentScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "waiting results are kept in the browser's local storage",
    );
    expect(screen.getByRole('heading', { name: 'Waiting to be sent: 1' })).toBeVisible();
  });
});
