import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DeviceInfoDetails } from './device-info-details';

const render = (outbox: { pending: number; dead: number }) =>
  renderWithProviders(
    <DeviceInfoDetails
      config={null}
      network={{ speed: 120, code: 200, error: null }}
      colour="green"
      rfidWorking
      outbox={outbox}
    />,
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
});
