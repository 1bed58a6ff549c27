import { afterEach, describe, expect, it, vi } from 'vitest';

import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';

import { openOutboxStore } from './outbox-db';
import { FALLBACK_KEY } from './outbox-fallback';
import { deliverWrite, readOutbox, resetOutbox, startOutbox, type OutboxWrite } from './outbox';
import type { OutboxItem, SendResult } from './outbox-types';

installIndexedDbKeepingBlobs();

const write = (id: string): OutboxWrite => ({
  id,
  employee: 'emp-1',
  token: 'token-1',
  request: {
    method: 'POST',
    path: 'flows/edu',
    body: {
      kind: 'form',
      fields: {
        history: '{"flow":"edu"}',
        front_1: {
          blob: new Blob(['photo-bytes'], { type: 'image/png' }),
          fileName: 'front_1.png',
        },
      },
    },
  },
});

/** A server that answers each attempt with the next result (then accepts), recording what it got. */
function server(...results: SendResult[]) {
  const received: OutboxItem[] = [];
  const transport = async (item: OutboxItem) => {
    received.push(item);
    return results.shift() ?? { ok: true as const };
  };
  return { received, transport };
}

const down: SendResult = { ok: false, retry: true, reason: 'http 503' };
const brokenDatabase = () => Promise.reject(new DOMException('disk full', 'QuotaExceededError'));

afterEach(async () => {
  await resetOutbox();
  vi.useRealTimers();
});

describe('the outbox when IndexedDB fails', () => {
  it('keeps a write in localStorage when IndexedDB will not open, and delivers it after a reload', async () => {
    // The server is down for as long as the first page lives.
    const first = server(...Array<SendResult>(10).fill(down));
    await startOutbox({ transport: first.transport, openDatabase: brokenDatabase });
    const stored = vi.fn(async () => undefined);
    expect(await deliverWrite(write('w1'), stored)).toBe('retrying');
    expect(stored).toHaveBeenCalledOnce();
    expect(localStorage.getItem(FALLBACK_KEY)).toContain('"id":"w1"');

    // The page goes (a power cut, a reload); the next one has IndexedDB again.
    await resetOutbox({ keep: true });
    const second = server();
    const { sender } = await startOutbox({ transport: second.transport });
    await sender.idle();
    expect(second.received.map((item) => item.id)).toEqual(['w1']);
    const photo = second.received[0]?.request.body;
    expect(photo?.kind === 'form' && typeof photo.fields.front_1 === 'object').toBe(true);
    expect(await readOutbox()).toEqual({ pending: [], dead: [], database: true });
    expect(localStorage.getItem(FALLBACK_KEY)).toBeNull();
  });

  it('tries IndexedDB again with the next write, and moves what waited into it', async () => {
    let opens = 0;
    const openDatabase: typeof openOutboxStore = (name) =>
      (opens += 1) === 1 ? brokenDatabase() : openOutboxStore(name);
    const answers = server(down, down);
    await startOutbox({ transport: answers.transport, openDatabase, random: () => 1 });
    expect(await deliverWrite(write('w1'))).toBe('retrying');
    expect(await deliverWrite(write('w2'))).toBe('waiting');
    expect(opens).toBe(2);
    expect(localStorage.getItem(FALLBACK_KEY)).toBeNull();
    const database = await openOutboxStore();
    expect((await database.list()).map((item) => item.id)).toEqual(['w1', 'w2']);
    database.close();
  });

  it('says a write is not kept when neither IndexedDB nor localStorage takes it, and keeps the caller’s copy', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const answers = server(down);
    await startOutbox({ transport: answers.transport, openDatabase: brokenDatabase });
    const stored = vi.fn(async () => undefined);
    expect(await deliverWrite(write('w1'), stored)).toBe('unsent');
    expect(stored).not.toHaveBeenCalled();
    expect((await readOutbox()).pending.map((item) => item.id)).toEqual(['w1']);
  });

  it('sends what waits as soon as the browser is back online, without waiting out the back-off', async () => {
    const answers = server(down);
    const { sender } = await startOutbox({ transport: answers.transport, random: () => 1 });
    expect(await deliverWrite(write('w1'))).toBe('retrying');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(answers.received).toHaveLength(2));
    await sender.idle();
    expect((await readOutbox()).pending).toEqual([]);
  });
});
