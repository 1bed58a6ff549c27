import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { initialisedState } from '@/testing/fixtures';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { installShell, newerUpdate, removeShell } from '@/testing/simulated-shell';

import { StartScreen } from './start-screen';

afterEach(removeShell);

const prompt = 'A new version of the terminal is available';
const renderStart = (updateState: Record<string, unknown> | undefined) =>
  renderWithProviders(<StartScreen />, {
    preloadedState: initialisedState({ settings: { updateState } }),
    route: '/startup',
    routes: [{ path: '/startup', element: <StartScreen /> }],
  });

describe('the update prompt on the startup screen (spec 1 §4)', () => {
  it('the desktop build prompts while the settings say can_update, and its button starts the update', async () => {
    setupMockApi();
    const simulator = installShell({ os: 'windows', update: newerUpdate });
    await renderStart({ can_update: true, new_version: '3.21.0' });
    const aside = await screen.findByRole('complementary', { name: prompt });
    expect(aside).toHaveTextContent('Version 3.21.0 is available');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(simulator.update.starts()).toEqual([newerUpdate]);
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
  });

  it('says so without a button when the shell has nothing it may install', async () => {
    setupMockApi();
    installShell({ os: 'linux', update: newerUpdate });
    await renderStart({ can_update: true, new_version: '3.21.0' });
    expect(await screen.findByRole('complementary', { name: prompt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('no prompt without can_update, nor in a plain browser', async () => {
    setupMockApi();
    installShell({ os: 'windows', update: newerUpdate });
    const { unmount } = await renderStart({ can_update: false, new_version: '3.21.0' });
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    unmount();
    removeShell();
    await renderStart({ can_update: true, new_version: '3.21.0' });
    expect(
      screen.getByRole('heading', { name: 'Enter your personnel number' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
  });
});
