import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { setupHeaderApi, signedIn } from './header-test-api';
import { UserHeader } from './user-header';

// The phone header's disclosure (issue 30). The layout itself (one row on a phone, no toggle on a
// wider screen) is CSS, measured by tests/e2e/phone-header.spec.ts; here is its behaviour.

async function renderHeader() {
  setupHeaderApi();
  const result = await renderWithProviders(<UserHeader />, {
    route: '/cabinet',
    preloadedState: signedIn(),
  });
  // Ready once the bell's own call has answered.
  await screen.findByRole('button', { name: 'Notifications: 3 new' });
  return result;
}

const toggleButton = () => screen.getByRole('button', { name: 'Details and language' });

/** The part of the header the toggle shows and hides. */
const details = () => {
  const id = toggleButton().getAttribute('aria-controls');
  const region = id ? document.getElementById(id) : null;
  if (!region) throw new Error('the toggle controls no element');
  return region;
};

describe('UserHeader details toggle', () => {
  it('is a closed disclosure of the position, both bars and the language picker', async () => {
    await renderHeader();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).not.toHaveClass('user-header--open');
    const region = within(details());
    expect(details()).toHaveTextContent('Forklift driver, grade 4');
    expect(
      region.getByRole('progressbar', { name: 'Competence for the month' }),
    ).toBeInTheDocument();
    expect(region.getByRole('progressbar', { name: 'Risk for the month' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    // The name and the bell stay in the row, outside the details.
    expect(details()).not.toHaveTextContent('Petrov');
    expect(region.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('opens and closes with a tap on the toggle', async () => {
    await renderHeader();
    fireEvent.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveClass('user-header--open');
    fireEvent.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).not.toHaveClass('user-header--open');
  });

  it('stays open for a tap inside the header, such as a bar, and closes for a tap outside', async () => {
    await renderHeader();
    fireEvent.click(toggleButton());
    const bar = screen.getByRole('button', { name: 'Risk for the month' });
    fireEvent.click(bar);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Risk for the month' })).toBeInTheDocument();
    fireEvent.click(document.body);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    await renderHeader();
    await userEvent.click(toggleButton());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Competence for the month' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveFocus();
  });

  it('closes when the bell opens, so one thing drops down at a time', async () => {
    await renderHeader();
    fireEvent.click(toggleButton());
    fireEvent.click(screen.getByRole('button', { name: 'Notifications: 3 new' }));
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'New notifications' })).toBeInTheDocument();
  });

  it('closes on another screen, and stays closed back on the first', async () => {
    const { router } = await renderHeader();
    fireEvent.click(toggleButton());
    await router.navigate('/notice-list');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await router.navigate('/cabinet');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Escape for the language list, and closes once a language is chosen', async () => {
    await renderHeader();
    await userEvent.click(toggleButton());
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const list = await screen.findByRole('dialog', { name: 'Choose the interface language' });
    await userEvent.keyboard('{Escape}');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Русский' }));
    const toggle = await screen.findByRole('button', { name: 'Сведения и язык' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
