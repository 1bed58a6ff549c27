import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readBlob } from '@/lib/blob';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';

import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './backoff';
import { openOutboxStore, type OutboxStore } from './outbox-db';
import { createOutboxSender, GIVE_UP_AFTER_MS, type OutboxLock } from './outbox-sender';
import type { OutboxItem, SendResult } from './outbox-types';

installIndexedDbKeepingBlobs();

let database = 0;
let store: OutboxStore;
const name = () => `outbox-test-${database}`;

const item = (id: string, employee: string, now = Date.now()): OutboxItem => ({
  id,
  employee,
  createdAt: now,
  attempts: 0,
  nextAttemptAt: now,
  request: {
    method: 'POST',
    path: `flows/${id}`,
    body: {
      kind: 'form',
      fields: {
        history: JSON.stringify({ id }),
        signature_1: {
          blob: new Blob(['png'], { type: 'image/png' }),
          fileName: 'signature_1.png',
        },
      },
    },
  },
});

/** A server that answers each call with the next scripted result (default: accepted) and records what it got. */
function fakeServer(script: Record<string, SendResult[]> = {}) {
  const received: OutboxItem[] = [];
  const transport = async (sent: OutboxItem): Promise<SendResult> => {
    received.push(
      structuredClone({
        ...sent,
        request: { ...sent.request, body: { kind: 'json' as const, value: null } },
      }),
    );
    return script[sent.id]?.shift() ?? { ok: true };
  };
  return { received, transport, ids: () => received.map((sent) => sent.id) };
}

const down = (reason = 'http 503'): SendResult => ({ ok: false, retry: true, reason });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
  database += 1;
  store = await openOutboxStore(name());
});

afterEach(() => store.close());

describe('outbox sender', () => {
  it('sends per employee in order: an item waits for the earlier items of its employee only', async () => {
    const server = fakeServer({ a1: [down()] });
    for (const [id, employee] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
    ] as const)
      await store.add(item(id, employee));
    const sender = createOutboxSender({ store, transport: server.transport, random: () => 0.5 });

    expect(await sender.attempt('a2')).toBe('waiting');
    await sender.idle();
    expect(server.ids()).toEqual(['a1', 'b1']);

    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS / 2);
    await sender.idle();
    expect(server.ids()).toEqual(['a1', 'b1', 'a1', 'a2']);
    expect(await store.list()).toEqual([]);
    await sender.idle();
    sender.stop();
  });

  it('backs off with full jitter: each wait is below base × 2^(attempt−1), capped at 5 minutes', async () => {
    const failures = Array.from({ length: 12 }, () => down());
    const server = fakeServer({ x: failures });
    await store.add(item('x', 'a'));
    const sender = createOutboxSender({
      store,
      transport: server.transport,
      random: () => 0.999999,
    });
    const waits: number[] = [];
    sender.kick();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await sender.idle();
      const [stored] = await store.list();
      const wait = stored!.nextAttemptAt - Date.now();
      waits.push(wait);
      expect(wait).toBeLessThan(Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1)));
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.received).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(waits.at(-1)).toBeGreaterThan(BACKOFF_CAP_MS - 1000);
    expect(server.received.every((sent) => sent.id === 'x')).toBe(true);
    await sender.idle();
    sender.stop();
  });

  it('waits as long as the Retry-After of the answer says', async () => {
    const server = fakeServer({
      x: [{ ok: false, retry: true, reason: 'http 503', retryAfterMs: 30_000 }],
    });
    await store.add(item('x', 'a'));
    const sender = createOutboxSender({ store, transport: server.transport, random: () => 0 });
    expect(await sender.attempt('x')).toBe('retrying');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sender.idle();
    expect(server.ids()).toEqual(['x', 'x']);
    expect(await store.list()).toEqual([]);
    await sender.idle();
    sender.stop();
  });

  it('moves a refused item (4xx) to the dead letters and goes on with the next one', async () => {
    const server = fakeServer({
      bad: [{ ok: false, retry: false, reason: 'http 422', status: 422 }],
    });
    await store.add(item('bad', 'a'));
    await store.add(item('next', 'a'));
    const sender = createOutboxSender({ store, transport: server.transport });
    expect(await sender.attempt('bad')).toBe('dead');
    await sender.idle();
    expect(server.ids()).toEqual(['bad', 'next']);
    expect(await store.counts()).toEqual({ pending: 0, dead: 1 });
    const [dead] = await store.deadLetters();
    expect(dead).toMatchObject({ id: 'bad', status: 422, lastError: 'http 422' });
    expect(await store.add(item('bad', 'a'))).toBe('dead');
    expect(await store.add(item('next', 'a'))).toBe('delivered');
    await sender.idle();
    sender.stop();
  });

  it('keeps the same id (the Idempotency-Key) on every attempt, across a re-open of the database', async () => {
    const server = fakeServer({ x: [down(), down()] });
    await store.add(item('x', 'a'));
    const first = createOutboxSender({ store, transport: server.transport, random: () => 0 });
    expect(await first.attempt('x')).toBe('retrying');
    first.stop();
    store.close();

    store = await openOutboxStore(name());
    const [kept] = await store.list();
    expect(kept).toMatchObject({ id: 'x', employee: 'a', attempts: 1 });
    const field = kept?.request.body.kind === 'form' ? kept.request.body.fields.signature_1 : null;
    expect(
      typeof field === 'object' && field
        ? new TextDecoder().decode(await readBlob(field.blob))
        : null,
    ).toBe('png');

    const second = createOutboxSender({ store, transport: server.transport, random: () => 0 });
    expect(await second.attempt('x')).toBe('retrying');
    expect(await second.attempt('x')).toBe('sent');
    expect(server.ids()).toEqual(['x', 'x', 'x']);
    second.stop();
  });

  it('sends the heads of different employees side by side: a hanging answer for one holds up no one else', async () => {
    const server = fakeServer();
    let release: (result: SendResult) => void = () => undefined;
    const hanging = new Promise<SendResult>((resolve) => {
      release = resolve;
    });
    const transport = (sent: OutboxItem) => (sent.id === 'slow' ? hanging : server.transport(sent));
    await store.add(item('slow', 'a'));
    await store.add(item('quick', 'b'));
    const sender = createOutboxSender({ store, transport });
    const slow = sender.attempt('slow');
    expect(await sender.attempt('quick')).toBe('sent');
    release({ ok: true });
    expect(await slow).toBe('sent');
    await sender.idle();
    sender.stop();
  });

  it('tells a caller whose item waits behind an earlier failure so at once, while other sends go on', async () => {
    const server = fakeServer({ a1: [down()] });
    let release: (result: SendResult) => void = () => undefined;
    const hanging = new Promise<SendResult>((resolve) => {
      release = resolve;
    });
    const transport = (sent: OutboxItem) => (sent.id === 'b2' ? hanging : server.transport(sent));
    for (const [id, employee] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
      ['b2', 'b'],
    ] as const)
      await store.add(item(id, employee));
    const sender = createOutboxSender({ store, transport, random: () => 0.5 });
    // b1 goes through, so another pass follows for b2, whose answer hangs: a2 is not kept waiting for it.
    expect(await sender.attempt('a2')).toBe('waiting');
    await vi.waitFor(() => expect(server.ids()).toEqual(['a1', 'b1']));
    release({ ok: true });
    await sender.idle();
    expect((await store.list()).map((left) => left.id)).toEqual(['a1', 'a2']);
    await sender.idle();
    sender.stop();
  });

  it('sends in one tab at a time: passes run under the lock', async () => {
    const server = fakeServer();
    let held = 0;
    const lock: OutboxLock = async (pass) => {
      held += 1;
      expect(held).toBe(1);
      try {
        return await pass();
      } finally {
        held -= 1;
      }
    };
    await store.add(item('x', 'a'));
    await store.add(item('y', 'b'));
    const sender = createOutboxSender({ store, transport: server.transport, lock });
    const outcomes = await Promise.all([sender.attempt('x'), sender.attempt('y')]);
    expect(outcomes).toEqual(['sent', 'sent']);
    expect(server.ids()).toEqual(['x', 'y']);
    await sender.idle();
    sender.stop();
  });
  it('gives up on an item that has failed for 7 days: a dead letter with its reason, without its token, no longer in the way', async () => {
    const failing = fakeServer();
    const transport = async (sent: OutboxItem) =>
      sent.id === 'poison' ? down('http 500: boom') : failing.transport(sent);
    // Made a second short of a week ago, failing ever since.
    const made = Date.now() - GIVE_UP_AFTER_MS + 1_000;
    await store.add({ ...item('poison', 'a', made), token: 'secret-token' });
    await store.add(item('later', 'a'));
    const sender = createOutboxSender({ store, transport, random: () => 1 });
    expect(await sender.attempt('poison')).toBe('retrying');
    expect(await sender.attempt('later')).toBe('waiting');
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    await sender.idle();
    const [dead] = await store.deadLetters();
    expect(dead).toMatchObject({ id: 'poison', status: 0 });
    expect(dead?.lastError).toBe('given up after 2 attempts in 7 days; the last: http 500: boom');
    expect(dead).not.toHaveProperty('token');
    expect(failing.ids()).toEqual(['later']);
    expect(await store.list()).toEqual([]);
    sender.stop();
  });

  it('keeps no token in a refused item’s dead letter', async () => {
    const server = fakeServer({
      x: [{ ok: false, retry: false, reason: 'http 403', status: 403 }],
    });
    await store.add({ ...item('x', 'a'), token: 'secret-token' });
    const sender = createOutboxSender({ store, transport: server.transport });
    expect(await sender.attempt('x')).toBe('dead');
    expect(JSON.stringify(await store.deadLetters())).not.toContain('secret-token');
    sender.stop();
  });

  it('makes a new item’s first attempt at once, while a retry of another employee hangs', async () => {
    const server = fakeServer();
    let release: (result: SendResult) => void = () => undefined;
    const hanging = new Promise<SendResult>((resolve) => {
      release = resolve;
    });
    const transport = (sent: OutboxItem) => (sent.id === 'old' ? hanging : server.transport(sent));
    await store.add(item('old', 'a'));
    const sender = createOutboxSender({ store, transport });
    sender.kick();
    await vi.waitFor(async () => expect(await store.list()).toHaveLength(1));
    await store.add(item('new', 'b'));
    expect(await sender.attempt('new')).toBe('sent');
    expect(server.ids()).toEqual(['new']);
    release({ ok: true });
    await sender.idle();
    expect(await store.list()).toEqual([]);
    sender.stop();
  });

  it('keeps the fresh token a re-login brought with the item for its next attempt', async () => {
    const server = fakeServer({
      x: [{ ok: false, retry: true, reason: 'http 500', token: 'fresh-token' }],
    });
    await store.add({ ...item('x', 'a'), token: 'old-token' });
    const sender = createOutboxSender({ store, transport: server.transport, random: () => 0 });
    expect(await sender.attempt('x')).toBe('retrying');
    expect((await store.list())[0]?.token).toBe('fresh-token');
    await sender.idle();
    sender.stop();
  });

  it('sends what waits at once when asked (the network is back), back-off or not', async () => {
    const server = fakeServer({ x: [down()] });
    await store.add(item('x', 'a'));
    const sender = createOutboxSender({ store, transport: server.transport, random: () => 1 });
    expect(await sender.attempt('x')).toBe('retrying');
    await sender.idle();
    sender.retryNow();
    await sender.idle();
    expect(server.ids()).toEqual(['x', 'x']);
    expect(await store.list()).toEqual([]);
    sender.stop();
  });
});
