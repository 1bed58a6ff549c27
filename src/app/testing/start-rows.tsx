/** Screen rows of the shell and the start screen: the settings, the logins, the PIN screen. */
import { fireEvent, screen, within } from '@testing-library/react';

import type { ScreenRow } from './screen-types';

// fireEvent, not user-event: hundreds of cases must stay fast; the keypad reacts to a click either way.
const typeNumber = (number: string) => {
  for (const key of number) fireEvent.click(screen.getByRole('button', { name: key }));
  fireEvent.click(screen.getByRole('button', { name: 'Cabinet' }));
};

/** Opens a password login on the start screen, fills it and presses `submit`. */
const passwordLogin = async (open: string, submit: string) => {
  fireEvent.click(screen.getByRole('button', { name: open }));
  fireEvent.change(await screen.findByLabelText('Login'), { target: { value: 'ivanov' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
};

export const startRows: ScreenRow[] = [
  {
    screen: 'startup (settings)',
    route: '/',
    visitor: 'uninitialised',
    hostile: ['GET settings'],
    claims: ['settings.getSettings'],
  },
  {
    screen: 'start: personnel number lookup',
    route: '/',
    visitor: 'guest',
    hostile: ['GET employees/getForNumber'],
    claims: ['employees.getForNumber'],
    act: () => typeNumber('1001'),
  },
  {
    screen: 'start: login of the employee found',
    route: '/',
    visitor: 'guest',
    hostile: ['POST employees/auth'],
    claims: ['employees.authByUuid'],
    act: () => typeNumber('1001'),
  },
  {
    screen: 'start: search by name',
    route: '/',
    visitor: 'guest',
    hostile: ['GET employees/getForFamily'],
    claims: ['employees.getForFamily'],
    act: async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search by name' }));
      const name = await screen.findByLabelText('Full name');
      fireEvent.change(name, { target: { value: 'Иванова' } });
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    },
  },
  {
    screen: 'start: local account login',
    route: '/',
    visitor: 'guest',
    hostile: ['POST ldap/auth'],
    claims: ['employees.ldapAuth'],
    act: () => passwordLogin('Local account', 'Cabinet'),
  },
  {
    screen: 'start: student login',
    route: '/',
    visitor: 'guest',
    hostile: ['POST students/auth'],
    claims: ['employees.studentsAuth'],
    act: () => passwordLogin('Electronic courses', 'Enter'),
  },
  {
    screen: 'PIN screen: a new PIN saved',
    route: '/cabinet',
    visitor: {},
    settings: { use_pin_code: true, pin_code_count: 4 },
    hostile: ['POST pin_code'],
    claims: ['pin.setPinCode'],
    act: async () => {
      const keypad = await screen.findByRole('group', { name: 'Numeric keypad' });
      for (const digit of '12341234')
        fireEvent.click(within(keypad).getByRole('button', { name: digit }));
    },
  },
];
