import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UNREAD_DIALOG } from '@/testing/fixtures/feedback';

import { bubble, renderDialog, thread } from './testing/render-dialog';

describe('feedback dialog thread', () => {
  it('shows the thread with authors and dates, and marks the incoming unread messages read', async () => {
    const { api } = await renderDialog();
    await api.answered('GET', 'feedback/dialogs');
    expect(api.calls('GET', 'feedback/dialogs')[0]?.query).toEqual({ uuid: UNREAD_DIALOG.uuid });
    const messages = within(await thread()).getAllByRole('article');
    expect(messages.map((message) => within(message).getByRole('banner').textContent)).toEqual([
      'You',
      'Орлов Константин Юрьевич (главный инженер)',
      'Орлов Константин Юрьевич (главный инженер)',
    ]);
    expect(within(bubble(UNREAD_DIALOG.message)).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-11-21T06:31:00.000Z',
    );
    await api.answered('POST', 'feedback/dialogs/mark-read', 2);
    expect(api.calls('POST', 'feedback/dialogs/mark-read').map((call) => call.body)).toEqual(
      UNREAD_DIALOG.unread.map((uuid) => ({ uuid_message: uuid })),
    );
  });

  it('reads a thread sent as a bare list, and a message without create_dt as still sending', async () => {
    await renderDialog({
      script: (server) =>
        server.answer('GET', 'feedback/dialogs', {
          status: 200,
          body: {
            data: [
              { uuid: 'a', text: 'Answer', create_dt: '2026-11-21 09:30:00', author_user: '7' },
              { uuid: 'b', text: 'On its way', create_dt: '', author_employee: 1001 },
            ],
          },
        }),
    });
    await thread();
    expect(within(bubble('Answer')).getByRole('time')).toBeInTheDocument();
    expect(bubble('On its way')).toHaveTextContent('Sending');
    expect(within(bubble('On its way')).queryByRole('time')).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Ошибка загрузки диалога'],
    ['en', 'Dialog loading error'],
    ['kk', 'Диалогты жүктеу қатесі'],
    ['ky', 'Диалогду жүктөө катасы'],
  ] as const)(
    'a dialog that does not load shows the %s error and goes to /feedback',
    async (language, text) => {
      const { router } = await renderDialog({
        language,
        script: (server) => server.answer('GET', 'feedback/dialogs', { status: 404, body: {} }),
      });
      expect(await screen.findByRole('heading', { name: 'Dialogs' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(router.state.location.pathname).toBe('/feedback');
    },
  );

  it('opens a 2,000-message dialog at the newest rows, never drawing the oldest ones', async () => {
    const messages = Array.from({ length: 2_000 }, (_, index) => ({
      uuid: `m${index + 1}`,
      text: `Message ${index + 1}`,
      create_dt: '2026-11-21T09:30:00+03:00',
      author_user: 7,
      status: 'read',
    }));
    // Every message text ever put in the page, even one taken out again in the same task.
    const drawn = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element)
          for (const text of node.querySelectorAll('.feedback-message__text'))
            drawn.add(text.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderDialog({
      script: (server) =>
        server.answer('GET', 'feedback/dialogs', { status: 200, body: { data: { messages } } }),
    });
    const list = await thread();
    expect(await within(list).findByText('Message 2000')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', '2000');
    expect(list.scrollTop).toBeGreaterThan(0);
    observer.disconnect();
    expect(drawn).toContain('Message 2000');
    expect(drawn).not.toContain('Message 1');
    expect(drawn.size).toBeLessThan(30);
  });
});
