import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { cutAt, TruncatedText } from './truncated-text';

describe('cutAt', () => {
  it('keeps a text at the limit and cuts one past it with an ellipsis', () => {
    expect(cutAt('abcde', 5)).toEqual({ text: 'abcde', cut: false });
    expect(cutAt('abcdef', 5)).toEqual({ text: 'abcde…', cut: true });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutAt('Жёлтый😀', 7)).toEqual({ text: 'Жёлтый😀', cut: false });
    expect(cutAt('Жёлтый😀x', 7)).toEqual({ text: 'Жёлтый😀…', cut: true });
  });
});

describe('TruncatedText', () => {
  it('shows the cut text, and the whole text after Show more', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TruncatedText text={'a'.repeat(160)} limit={150} toggle />);
    expect(screen.getByText(`${'a'.repeat(150)}…`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('a'.repeat(160))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(`${'a'.repeat(150)}…`)).toBeInTheDocument();
  });

  it('renders markup from the server as text', async () => {
    await renderWithProviders(<TruncatedText text="<img src=x onerror=alert(1)>" limit={100} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers no toggle for a short text', async () => {
    await renderWithProviders(<TruncatedText text="short" limit={30} toggle />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
