import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PETROV } from '@/testing/fixtures/employees';
import { replyForm, UNREAD_DIALOG } from '@/testing/fixtures/feedback';

import { bubble, renderDialog, reply, sendButton as send, thread } from './testing/render-dialog';

const SENT_REPLY = {
  uuid: 'reply-1',
  text: 'Размеры 10–19',
  create_dt: '2026-11-22T08:00:00+03:00',
  author_employee: PETROV.uuid,
};

describe('feedback dialog reply', () => {
  it('a reply is required and holds at most 1024 characters; Reset clears it', async () => {
    const { user } = await renderDialog();
    await thread();
    expect(send()).toBeDisabled();
    await user.click(reply());
    await user.paste('x'.repeat(1024));
    expect(send()).toBeEnabled();
    expect(reply()).toHaveAttribute('aria-invalid', 'false');
    await user.type(reply(), 'y');
    expect(reply()).toHaveValue(`${'x'.repeat(1024)}y`);
    expect(send()).toBeDisabled();
    expect(reply()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('1024 characters max')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reply()).toHaveValue('');
    expect(send()).toBeDisabled();
    await user.type(reply(), ' ');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('shows the reply as Sending without a date until the server answers, then reloads', async () => {
    const { api, user } = await renderDialog({
      script: (server) => {
        server.answer('POST', 'feedback/dialogs', () => ({
          status: 200,
          body: { data: { uuid: UNREAD_DIALOG.uuid } },
          delayMs: 1_000,
        }));
        // The reload holds the reply, dated by the server.
        server.answer('GET', 'feedback/dialogs', (call) =>
          call === 2 ? { status: 200, body: { data: { messages: [SENT_REPLY] } } } : undefined,
        );
      },
    });
    await thread();
    await user.type(reply(), 'Размеры 10–19');
    // The server takes 1 s to answer: a faked clock holds it there while the screen is checked.
    vi.useFakeTimers();
    fireEvent.click(send());
    expect(reply()).toHaveValue('');
    const pending = bubble('Размеры 10–19');
    expect(pending).toHaveTextContent('Sending');
    expect(within(pending).queryByRole('time')).not.toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(api.calls('GET', 'feedback/dialogs')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    await api.answered('GET', 'feedback/dialogs', 2);
    expect(await screen.findByRole('status')).toHaveTextContent('The message has been sent');
    expect(api.calls('POST', 'feedback/dialogs').map((call) => call.body)).toEqual([
      replyForm('Размеры 10–19'),
    ]);
    await waitFor(() => expect(screen.queryByText('Sending')).not.toBeInTheDocument());
    expect(within(bubble('Размеры 10–19')).getByRole('time')).toBeInTheDocument();
  });

  it('after a reply the reloaded dialog shows it with its date and marks new answers read', async () => {
    const { api, user } = await renderDialog({
      script: (server) =>
        server.answer('GET', 'feedback/dialogs', (call) =>
          call === 2
            ? {
                status: 200,
                body: {
                  data: {
                    messages: [
                      {
                        uuid: 'm1',
                        text: 'Hi',
                        create_dt: '2026-11-21 09:30:00',
                        author_employee: 1001,
                      },
                      {
                        uuid: 'm2',
                        text: 'Hello',
                        create_dt: '2026-11-21 09:31:00',
                        author_user: 7,
                        status: 'unread',
                      },
                    ],
                  },
                },
              }
            : { status: 200, body: { data: { messages: [] } } },
        ),
    });
    expect(
      await screen.findByText('There are no messages in this dialogue yet'),
    ).toBeInTheDocument();
    await user.type(reply(), 'Hi{Enter}');
    await api.answered('GET', 'feedback/dialogs', 2);
    // The reloaded thread is read and shown in tasks of its own: wait for the new answer in it.
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Hello')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(bubble('Hi')).getByRole('time')).toBeInTheDocument();
    expect(screen.queryByText('Sending')).not.toBeInTheDocument();
    await api.answered('POST', 'feedback/dialogs/mark-read');
    expect(api.calls('POST', 'feedback/dialogs/mark-read').map((call) => call.body)).toEqual([
      { uuid_message: 'm2' },
    ]);
  });

  it('with the device keyboard setting, types and sends the reply on the on-screen keyboard', async () => {
    const { api, user } = await renderDialog({ keyboard: true });
    await thread();
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    // The keys are drawn by the keyboard's own effect, after the screen's commit.
    await user.click(await within(keyboard).findByRole('button', { name: 'o' }));
    await user.click(within(keyboard).getByRole('button', { name: 'k' }));
    expect(reply()).toHaveValue('ok');
    await user.click(within(keyboard).getByRole('button', { name: 'Enter' }));
    await api.answered('POST', 'feedback/dialogs');
    expect(api.calls('POST', 'feedback/dialogs').map((call) => call.body.text_message)).toEqual([
      'ok',
    ]);
  });

  it('a failed reply shows "Error sending the message" and goes to /feedback', async () => {
    const { user, router } = await renderDialog({
      script: (server) => server.answer('POST', 'feedback/dialogs', 'network'),
    });
    await thread();
    await user.type(reply(), 'Hello{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dialogs' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error sending the message');
    expect(router.state.location.pathname).toBe('/feedback');
  });
});
