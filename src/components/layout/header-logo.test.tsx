import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { initialisedState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { HeaderLogo } from './header-logo';

// The logo's box is sized before the image arrives, so its loading never moves the header or wraps
// it onto a second line (Lighthouse mobile measured a 0.05 layout shift from an unsized logo).
describe('the header logo', () => {
  it("draws a server's logo, whatever its shape, in a fixed 160 × 48 box", async () => {
    await renderWithProviders(<HeaderLogo alt="Company logo" />, {
      preloadedState: initialisedState({ settings: { logo: 'https://srv.example/logo.png' } }),
    });
    const logo = screen.getByRole('img', { name: 'Company logo' });
    expect(logo).toHaveAttribute('src', 'https://srv.example/logo.png');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '48');
  });

  it("draws the kiosk's own square logo at 48 × 48 when the server names none", async () => {
    await renderWithProviders(<HeaderLogo alt="Company logo" />, {
      preloadedState: initialisedState({ settings: { logo: null } }),
    });
    const logo = screen.getByRole('img', { name: 'Company logo' });
    expect(logo).toHaveAttribute('src', './logo.svg');
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
  });
});
