import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readBlob } from '@/lib/blob';
import { setLogSinks } from '@/lib/log';
import { attemptWrite, enqueueWrite, resetOutbox, startOutbox } from '@/lib/outbox/outbox';
import { installIndexedDbKeepingBlobs } from '@/lib/outbox/testing/keep-blobs';
import type { OutboxItem, SendResult } from '@/lib/outbox/outbox-types';
import { renderWithProviders } from '@/testing/render';

import type { OutboxExport } from './outbox-export';
import { WaitingSection } from './waiting-section';

installIndexedDbKeepingBlobs();

afterEach(resetOutbox);

let serverUp = false;
const sent: string[] = [];
/** Flow saves wait (503) until the server is up; library calls are refused (422). */
const transport = async (item: OutboxItem): Promise<SendResult> => {
  if (item.request.path.startsWith('flows/')) {
    if (serverUp) {
      sent.push(item.id);
      return { ok: true };
    }
    // An hour's Retry-After: only *send now* tries it again within the test.
    return { ok: false, retry: true, reason: 'http 503: down', retryAfterMs: 3_600_000 };
  }
  return { ok: false, retry: false, status: 422, reason: 'http 422: Материал не найден' };
};

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

/** Petrov's flow (with a photo, still waiting) made an hour ago, and Frolov's refused library read. */
async function fill() {
  await startOutbox({ transport, random: () => 0.5, lock: (pass) => pass() });
  const made = Date.now() - 3 * 60 * 60_000;
  await enqueueWrite(
    {
      id: 'flow-1',
      employee: 'petrov-uuid',
      token: 'secret-token-petrov',
      request: {
        method: 'POST',
        path: 'flows/edu-a',
        body: {
          kind: 'form',
          fields: { result: 'ok', photo: { blob: photo, fileName: 'face.jpg' } },
        },
      },
    },
    made,
  );
  await enqueueWrite(
    {
      id: 'read-1',
      employee: 'frolov-uuid',
      token: 'secret-token-frolov',
      request: { method: 'POST', path: 'library/items', body: { kind: 'json', value: { id: 7 } } },
    },
    made,
  );
  await Promise.all([attemptWrite('flow-1'), attemptWrite('read-1')]);
}

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  serverUp = false;
  sent.length = 0;
});

describe('the health screen: results waiting', () => {
  it('lists what waits and what the server refused, by kind and by employee, with the oldest age', async () => {
    await fill();
    await renderWithProviders(<WaitingSection />);
    expect(await screen.findByRole('heading', { name: 'Waiting to be sent: 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Refused by the server: 1' })).toBeVisible();
    expect(screen.getByText('The oldest waiting result was made 3 hours ago.')).toBeVisible();
    const byKind = within(screen.getByRole('table', { name: 'By kind' }));
    expect(byKind.getByRole('row', { name: 'Training results 1' })).toBeVisible();
    expect(byKind.getByRole('row', { name: 'Material read or signed 1' })).toBeVisible();
    const byEmployee = within(screen.getByRole('table', { name: 'By employee' }));
    expect(byEmployee.getByRole('row', { name: 'petrov-uuid 1' })).toBeVisible();

    const waiting = section(/Waiting to be sent/);
    expect(waiting.getByText('flows/edu-a')).toBeVisible();
    expect(waiting.getByText('http 503: down')).toBeVisible();
    const refused = section(/Refused by the server: 1/);
    expect(refused.getByText(/^Refused with status 422:/)).toBeVisible();
    expect(refused.getByText('http 422: Материал не найден')).toBeVisible();
    expect(document.body).not.toHaveTextContent('secret-token');
  });

  it('sends now: what waits goes at once, back-off or not', async () => {
    await fill();
    const user = userEvent.setup();
    await renderWithProviders(<WaitingSection />);
    await screen.findByRole('heading', { name: 'Waiting to be sent: 1' });
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible();
    expect(sent).toEqual(['flow-1']);
  });

  it('exports one JSON file with the items and their photos in base64, never a token', async () => {
    await fill();
    const user = userEvent.setup();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await renderWithProviders(<WaitingSection />);
    await screen.findByRole('heading', { name: 'Waiting to be sent: 1' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The file was saved.')).toBeVisible();
    expect(clicked).toHaveBeenCalledOnce();
    const text = new TextDecoder().decode(await readBlob(files[0]!));
    expect(text).not.toMatch(/secret-token|"token"/);
    const file = JSON.parse(text) as OutboxExport;
    expect(file.pending.map((item) => item.id)).toEqual(['flow-1']);
    expect(file.dead).toMatchObject([{ id: 'read-1', status: 422, employee: 'frolov-uuid' }]);
    expect(file.pending[0]!.request.body).toEqual({
      kind: 'form',
      fields: {
        result: 'ok',
        photo: { fileName: 'face.jpg', type: 'image/jpeg', size: 4, base64: '/9j/4A==' },
      },
    });
    vi.restoreAllMocks();
  });

  it('discards the refused results only once the confirmation word is typed, and logs it', async () => {
    await fill();
    const lines: string[] = [];
    setLogSinks([(level, message) => lines.push(`${level}: ${message}`)]);
    const user = userEvent.setup();
    await renderWithProviders(<WaitingSection />);
    await screen.findByRole('heading', { name: 'Refused by the server: 1' });
    await user.click(screen.getByRole('button', { name: 'Discard refused' }));
    const confirm = screen.getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type DISCARD' }), 'discar');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type DISCARD' }), 'd');
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Refused by the server: 0' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Waiting to be sent: 1' })).toBeVisible();
    expect(lines).toContain('warn: the installer discarded 1 refused writes from the outbox');
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
    await renderWithProviders(<WaitingSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "waiting results are kept in the browser's local storage",
    );
    expect(screen.getByRole('heading', { name: 'Waiting to be sent: 1' })).toBeVisible();
  });
});
