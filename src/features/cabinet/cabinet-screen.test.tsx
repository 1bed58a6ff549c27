import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KioskApi } from '@shared/kiosk-api';
import { afterEach, describe, expect, it } from 'vitest';

import { employeeSchema } from '@/lib/api/schemas/employees';
import { settingsSchema, type ModuleName } from '@/lib/api/schemas/settings';
import type { HostWindow } from '@/lib/bridge/platform';
import { initialAppState } from '@/lib/state/app-slice';
import { renderWithProviders } from '@/testing/render';

import { CabinetScreen } from './cabinet-screen';

const employee = (fields: Record<string, unknown> = {}) =>
  employeeSchema.parse({
    id: 1001,
    uuid: 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a',
    title: 'Petrov Alexey',
    number: '1001',
    unread_notifications: 6,
    surveys_unread_count: 1,
    feedback_unread_count: 0,
    library_unread_count: { text_document: 2, video_tutorial: 1, simulated_situation: 1 },
    ...fields,
  });

const ALL: ModuleName[] = ['study', 'extra_education', 'targeted_training', 'electronic_courses'];

async function renderCabinet(
  options: { modules?: string[]; user?: Record<string, unknown>; rfidWorking?: boolean } = {},
) {
  const settings = settingsSchema.parse({
    modules: options.modules ?? [...ALL, 'surveys', 'feedback', 'library', 'ipm', 'rfid'],
    is_rfid: true,
    can_write_rfid: true,
  });
  return renderWithProviders(<CabinetScreen />, {
    route: '/cabinet',
    routes: [
      { path: '/', element: <h1>Start screen</h1> },
      { path: '/questionary', element: <h1>Surveys screen</h1> },
    ],
    preloadedState: {
      session: { user: employee(options.user), token: 'token-1001', pinAuthorized: false },
      app: {
        ...initialAppState,
        initialized: true,
        settings,
        isRfidWork: options.rfidWorking ?? true,
      },
    },
  });
}

const host = window as HostWindow;
afterEach(() => {
  delete host.kiosk;
});

describe('CabinetScreen', () => {
  it('lists the cards as links with their badges in the accessible name', async () => {
    await renderCabinet();
    expect(screen.getByRole('heading', { name: 'Personal area' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/preshift',
      '/extra-education',
      '/targeted_training',
      '/notice-list',
      '/questionary',
      '/feedback',
      '/library/text_document',
      '/library/video_tutorial,simulated_situation',
      '/emp-lvl',
      '/siz',
    ]);
    expect(screen.getByRole('link', { name: 'Notices, 6 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Surveys, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regulations, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video instructions, 2 unread' })).toBeInTheDocument();
    // Feedback has nothing unread: no badge, the plain title.
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveTextContent(/^Feedback$/);
    // Not a student, and a plain browser: no courses, no RFID card.
    expect(screen.queryByRole('link', { name: 'Electronic courses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Link RFID card/ })).not.toBeInTheDocument();
  });

  it('shows Electronic courses to a student', async () => {
    await renderCabinet({ user: { is_student: true } });
    expect(screen.getByRole('link', { name: 'Electronic courses' })).toHaveAttribute(
      'href',
      '/electronic-courses',
    );
  });

  it('follows a card to its screen', async () => {
    await renderCabinet();
    await userEvent.click(screen.getByRole('link', { name: 'Surveys, 1 unread' }));
    expect(await screen.findByRole('heading', { name: 'Surveys screen' })).toBeInTheDocument();
  });

  it('hides the module cards when the modules are off', async () => {
    await renderCabinet({ modules: [] });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Notices6',
      'Analytics',
    ]);
  });

  it('on the desktop shell offers Link RFID card, disabled while the reader is down', async () => {
    host.kiosk = { platform: 'electron' } as KioskApi;
    await renderCabinet({ rfidWorking: false });
    const rfid = screen.getByRole('link', { name: 'Link RFID card' });
    expect(rfid).toHaveAttribute('aria-disabled', 'true');
    expect(rfid).not.toHaveAttribute('href');
    expect(rfid).toHaveAccessibleDescription('The card reader is not working');
  });

  it('on the desktop shell with a working reader links to /set-rfid', async () => {
    host.kiosk = { platform: 'electron' } as KioskApi;
    await renderCabinet({ rfidWorking: true });
    const rfid = screen.getByRole('link', { name: 'Link RFID card' });
    expect(rfid).toHaveAttribute('href', '/set-rfid');
    expect(rfid).not.toHaveAttribute('aria-disabled');
  });

  it('Exit ends the session and returns to the start screen', async () => {
    const { store } = await renderCabinet();
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
    expect(store.getState().session).toEqual({ user: null, token: null, pinAuthorized: false });
  });

  it('speaks the user language', async () => {
    await renderWithProviders(<CabinetScreen />, {
      language: 'ru',
      preloadedState: {
        session: { user: employee(), token: 't', pinAuthorized: false },
        app: { ...initialAppState, initialized: true, settings: settingsSchema.parse({}) },
      },
    });
    expect(screen.getByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Уведомления, непрочитанных: 6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выход' })).toBeInTheDocument();
  });
});
