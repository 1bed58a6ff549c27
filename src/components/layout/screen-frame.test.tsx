import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ScreenFrame } from './screen-frame';

describe('ScreenFrame', () => {
  it('is the main landmark named by its level-1 title, busy while it loads', () => {
    render(
      <ScreenFrame name="ppe" title="Personal protective equipment" busy>
        <p>items</p>
      </ScreenFrame>,
    );
    const main = screen.getByRole('main', { name: 'Personal protective equipment' });
    expect(main).toHaveClass('screen', 'ppe');
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'ppe-title');
    expect(main).toHaveTextContent('items');
  });
});
