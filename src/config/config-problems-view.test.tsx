import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { setConfigProblems } from './config-problems';
import { ConfigProblems } from './config-problems-view';

afterEach(() => setConfigProblems([]));

describe('ConfigProblems', () => {
  it('shows nothing when the configuration is sound', async () => {
    const { container } = await renderWithProviders(<ConfigProblems />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names each problem in the kiosk language, as the loader found them', async () => {
    setConfigProblems([
      { kind: 'unreadable', key: 'http://kiosk/config.json', detail: 'Unexpected token }' },
      { kind: 'unknownKey', key: 'server_host', nearest: 'serverHost' },
      { kind: 'unknownKey', key: 'colour' },
      { kind: 'wrongType', key: 'devMode', expected: 'boolean', detail: '"yes"' },
      { kind: 'wrongType', key: 'mode', expected: '"mock" | "server"', detail: '"demo"' },
      { kind: 'shortPinKey', key: 'pinKey', expected: '8' },
    ]);
    await renderWithProviders(<ConfigProblems />);
    expect(await screen.findByRole('heading')).toHaveTextContent(
      "Problems in the terminal's configuration",
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'The file http://kiosk/config.json cannot be read (Unexpected token }); the terminal runs without it.',
      'Unknown setting "server_host" is ignored. Did you mean "serverHost"?',
      'Unknown setting "colour" is ignored.',
      'Setting "devMode" is ignored: it must be true or false, not "yes".',
      'Setting "mode" is ignored: it must be "mock" | "server", not "demo".',
      'The PIN key (pinKey) is shorter than 8 characters: PIN codes do not work until it is corrected.',
    ]);
  });

  it('speaks Russian on a Russian kiosk', async () => {
    await renderWithProviders(
      <ConfigProblems
        problems={[{ kind: 'unknownKey', key: 'server_host', nearest: 'serverHost' }]}
      />,
      { language: 'ru' },
    );
    expect(await screen.findByRole('listitem')).toHaveTextContent(
      'Неизвестная настройка «server_host» пропущена. Возможно, имелась в виду «serverHost»?',
    );
  });
});
