import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DeviceInfoDetails } from './device-info-details';

const render = (outbox: { pending: number; dead: number }, onNavigate?: () => void) =>
  renderWithProviders(
    <DeviceInfoDetails
      config={null}
      network={{ speed: 120, code: 200, error: null }}
      colour="green"
      rfidWorking
      outbox={outbox}
      onNavigate={onNavigate}
    />,
    { routes: [{ path: '/health', element: <p>the health screen</p> }] },
  );

describe('the device-info popover: the results outbox', () => {
  it('shows the results waiting and those the server refused, the refused ones flagged', async () => {
    await render({ pending: 3, dead: 2 });
    expect(screen.getByText('Results waiting to be sent: 3')).toBeInTheDocument();
    expect(screen.getByText('Results the server refused: 2')).toHaveClass('device-info__alert');
  });

  it('does not flag an empty dead-letter list', async () => {
    await render({ pending: 0, dead: 0 });
    expect(screen.getByText('Results the server refused: 0')).not.toHaveClass('device-info__alert');
  });

  it("leads to the installer's health screen, closing the popover", async () => {
    const closed: string[] = [];
    await render({ pending: 0, dead: 1 }, () => closed.push('closed'));
    await userEvent.click(screen.getByRole('link', { name: 'Terminal health' }));
    expect(await screen.findByText('the health screen')).toBeInTheDocument();
    expect(closed).toEqual(['closed']);
  });

  it('offers the health screen with an empty outbox too', async () => {
    await render({ pending: 0, dead: 0 });
    expect(screen.getByRole('link', { name: 'Terminal health' })).toBeInTheDocument();
  });
});
