import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { startOutbox } from '@/lib/outbox/outbox';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';

import { NOTICES_PATH, noticesAnswer, rawNotice } from './notices-test-data';
import { CABINET_HEADING, fakeViewport, renderNotices } from './notices-test-support';

/**
 * Issue 29 item 6: a notice action whose callbacks the server did not take (503) waits in the
 * outbox. The notice shows as waiting, its actions cannot be tapped a second time (each is a side
 * effect on the server), the stepper goes on with Next, and once the action has arrived the
 * screens show what the server holds.
 */

vi.mock('react-pdf', () => import('@/components/material/testing/fake-react-pdf'));

installFakeIndexedDb();

afterEach(() => vi.restoreAllMocks());

const MAINTENANCE = { status: 503, body: { message: 'maintenance' } };
/** The data set's own answer (the API's envelope). */
const HEALED = () => undefined;
const NOTE = /Your answer to this notice is saved on this terminal and waiting to be sent/;

const agreeOrRefuse = (uuid: string) => [
  {
    name: 'agree',
    title: 'Agree',
    callbacks: [`notifications/${uuid}/agree`, `notifications/${uuid}/set_read`],
  },
  { name: 'refused', title: 'Refuse', callbacks: [`notifications/${uuid}/refused`] },
];
const notice = (uuid: string, fields: Record<string, unknown> = {}) =>
  rawNotice(uuid, { title: `Notice ${uuid}`, actions: agreeOrRefuse(uuid), ...fields });

type Api = Awaited<ReturnType<typeof renderNotices>>['api'];
const posts = (api: Api, path: string) => api.calls('POST', path).length;
/** The list's row (a link) of the notice `uuid`. */
const row = async (uuid: string) =>
  within(await screen.findByRole('list', { name: 'List of notices' }))
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === `/notice-list/${uuid}`);

/** Retries come within a few milliseconds (full jitter drawn near zero), one tab at a time. */
const fastOutbox = () => void startOutbox({ random: () => 0.001, lock: (pass) => pass() });

describe('a notice whose action waits in the outbox', () => {
  it('is waiting in the list; its detail disables the actions with a note; once sent, the list is the server’s', async () => {
    fakeViewport();
    const { api } = await renderNotices('/notice-list/x', { notices: [notice('x'), notice('y')] });
    fastOutbox();
    api.answer('POST', 'notifications/x/agree', MAINTENANCE);

    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Function execution error Agree');
    expect(alert).toHaveTextContent('Saved on this terminal: it will be sent by itself.');

    // The list (the server, without the action, still says unread): waiting, in place of Unread.
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    await waitFor(async () => expect(await row('x')).toHaveTextContent('Waiting to be sent'));
    expect(await row('x')).not.toHaveTextContent('Unread');
    expect(await row('y')).toHaveTextContent('Unread');
    expect(await row('y')).not.toHaveTextContent('Waiting to be sent');

    // Its detail: the note, and no action can be tapped again.
    await userEvent.click((await row('x'))!);
    const note = await screen.findByText(NOTE);
    for (const name of ['Agree', 'Refuse']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-describedby', note.id);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(posts(api, 'notifications/x/refused')).toBe(0);

    // The server heals: the action arrives (both callbacks, once each), and the detail returns to
    // the list, which the server now gives with the notice read.
    const failed = posts(api, 'notifications/x/agree');
    api.answer('GET', NOTICES_PATH, noticesAnswer([notice('x', { read: true }), notice('y')]));
    api.answer('POST', 'notifications/x/agree', HEALED);
    await api.answered('POST', 'notifications/x/set_read');
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    await waitFor(async () => expect(await row('x')).toHaveTextContent('Read'));
    expect(await row('x')).not.toHaveTextContent('Waiting to be sent');
    expect(posts(api, 'notifications/x/agree')).toBe(failed + 1);
    expect(posts(api, 'notifications/x/set_read')).toBe(1);
    expect(posts(api, 'notifications/x/refused')).toBe(0);
  });

  it('the list shows the notice normal again once its action is sent, read anew from the server', async () => {
    fakeViewport();
    const { api } = await renderNotices('/notice-list/x', { notices: [notice('x')] });
    fastOutbox();
    api.answer('POST', 'notifications/x/agree', MAINTENANCE);
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(async () => expect(await row('x')).toHaveTextContent('Waiting to be sent'));

    const reads = api.calls('GET', NOTICES_PATH).length;
    api.answer('GET', NOTICES_PATH, noticesAnswer([notice('x', { read: true })]));
    api.answer('POST', 'notifications/x/agree', HEALED);
    await api.answered('GET', NOTICES_PATH, reads + 1);
    await waitFor(async () => expect(await row('x')).toHaveTextContent('Read'));
    expect(await row('x')).not.toHaveTextContent('Waiting to be sent');
  });

  it('the stepper offers Next in place of its actions, even once it is sent, and it blocks no more', async () => {
    const { api, router, store } = await renderNotices('/cabinet', {
      notices: [
        notice('b1', { priority: 1, blocked: true }),
        notice('b2', { priority: 2, blocked: true }),
      ],
      user: { block_notifications: true },
    });
    fastOutbox();
    api.answer('POST', 'notifications/b1/agree', MAINTENANCE);
    expect(await screen.findByText('Notice 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Function execution error Agree');
    // The kiosk goes to the notice list on the error (spec 2 §8); the guard brings the stepper back.
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument();
    await router.navigate('/cabinet');

    expect(await screen.findByText('Notice 1 of 2')).toBeInTheDocument();
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The other notice still blocks: no Back.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // Sent meanwhile: the note goes, and the actions stay off (the notice was acted on here).
    api.answer('POST', 'notifications/b1/agree', HEALED);
    await api.answered('POST', 'notifications/b1/set_read');
    await waitFor(() => expect(screen.queryByText(NOTE)).toBeNull());
    expect(screen.getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Notice 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('heading', { name: CABINET_HEADING })).toBeInTheDocument();
    expect(store.getState().session.user?.block_notifications).toBe(false);
    expect(posts(api, 'notifications/b1/refused')).toBe(0);
    expect(posts(api, 'notifications/b1/set_read')).toBe(1);
    expect(posts(api, 'notifications/b2/refused')).toBe(1);
  });
});
