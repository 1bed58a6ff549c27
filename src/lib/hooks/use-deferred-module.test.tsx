import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { deferredModule, useDeferredModule } from './use-deferred-module';

afterEach(() => vi.unstubAllGlobals());

function Part({ idle }: { idle: boolean }) {
  const loaded = useDeferredModule(part, true, { idle });
  return <p>{loaded ? loaded.text : 'not yet'}</p>;
}
const importer = vi.fn(async () => ({ text: 'the part' }));
const part = deferredModule(importer);

describe('useDeferredModule', () => {
  it('with idle, asks for the code only once the browser is idle, then shows it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Part idle />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => idle[0]?.());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
