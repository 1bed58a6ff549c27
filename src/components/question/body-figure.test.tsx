import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { BodyFigure } from './body-figure';
import { BODY_PARTS } from './body-parts';

const RED = '#c62828';

/** Every body-part name the mock flows send. */
const mockBodyPartNames = () => {
  const files = import.meta.glob<{ default: unknown }>('/mocks/flows/*.json', { eager: true });
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'body_parts' && Array.isArray(value)) {
          value.forEach((part: { name?: string }) => part.name && names.add(part.name));
        } else walk(value);
      }
    }
  };
  Object.values(files).forEach((file) => walk(file.default));
  return names;
};

describe('body figure', () => {
  it('draws the 21 named parts, red when injured and grey otherwise, each with its state', async () => {
    await renderWithProviders(
      <BodyFigure
        injured={['head', 'shoulder_left', 'arm_left', 'thigh_right', 'tail']}
        caption="Injuries"
      />,
    );
    const figure = screen.getByRole('group', { name: 'Human body figure' });
    const parts = within(figure).getAllByRole('img');
    expect(parts).toHaveLength(21);
    // Every outline of the figure is a named part: nothing unnamed is drawn.
    expect(figure.querySelectorAll('rect, ellipse')).toHaveLength(21);
    const injured = parts.filter((part) => part.getAttribute('fill') === RED);
    expect(injured.map((part) => part.getAttribute('aria-label'))).toEqual([
      'Head: Injured',
      'Left shoulder: Injured',
      'Left upper arm: Injured',
      'Right thigh: Injured',
    ]);
    expect(screen.getByRole('img', { name: 'Left thigh: Not injured' })).toHaveAttribute(
      'fill',
      '#b8c0ca',
    );
    const right = screen.getByRole('img', { name: 'Right shoulder: Not injured' });
    expect(right).toHaveAttribute('fill', '#b8c0ca');
    expect(right.querySelector('title')).toHaveTextContent('Right shoulder: Not injured');
    expect(screen.getByText('Injuries')).toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    await renderWithProviders(<BodyFigure injured={['shoulder_left', 'thigh_left']} />, {
      language: 'ru',
    });
    expect(screen.getByRole('img', { name: 'Левое плечо: Травмировано' })).toHaveAttribute(
      'fill',
      RED,
    );
    expect(screen.getByRole('img', { name: 'Левое бедро: Травмировано' })).toHaveAttribute(
      'fill',
      RED,
    );
  });

  it('knows every body-part name of the mock data', () => {
    const known = new Set<string>(BODY_PARTS.map((part) => part.name));
    const names = [...mockBodyPartNames()];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});
