import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { memoryRouter } from '@/testing/render';

import { installSimulatedWrapper, type SimulatedWrapperHost } from './simulated-wrapper';
import { separateHost } from './testing/wrapper-host';
import { useMobileWrapper } from './use-mobile-wrapper';
import { whenDeviceReady } from './wrapper-runtime';

function Wrapped({ host }: { host: SimulatedWrapperHost }) {
  useMobileWrapper(host);
  return null;
}

/** The hook on a memory router at `path`, in a simulated wrapper page of its own (or a browser). */
async function renderAt(path: string, wrapper = true) {
  const host = separateHost();
  const back = vi.fn();
  host.history.back = back;
  const simulator = wrapper ? installSimulatedWrapper(host) : undefined;
  const { router, element } = memoryRouter(path, [{ path: '*', element: <Wrapped host={host} /> }]);
  render(element);
  if (wrapper) await act(() => whenDeviceReady(host.document));
  return { host, simulator, router, back };
}

describe('the mobile wrapper in the app', () => {
  it('in a flow: the back button does nothing and the screen stays on until the flow is left', async () => {
    const { simulator, router, back } = await renderAt('/preshift');
    await vi.waitFor(() => expect(simulator?.awake()).toBe(true));
    act(() => simulator?.backButton());
    expect(back).not.toHaveBeenCalled();
    expect(simulator?.exits()).toBe(0);
    expect(router.state.location.pathname).toBe('/preshift');

    await router.navigate('/cabinet');
    await vi.waitFor(() => expect(simulator?.awake()).toBe(false));
  });

  it('elsewhere the back button goes back, and on the start screen it closes the app', async () => {
    const { simulator, router, back } = await renderAt('/cabinet');
    expect(simulator?.awake()).toBe(false);
    act(() => simulator?.backButton());
    expect(back).toHaveBeenCalledTimes(1);

    await router.navigate('/');
    act(() => simulator?.backButton());
    expect(simulator?.exits()).toBe(1);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser', async () => {
    // Away from the start screen (where the button would go back) and past a deviceready event,
    // which is all a wrapper's listener waits for: only the platform keeps it from listening.
    const { host, back } = await renderAt('/cabinet', false);
    await act(async () => void host.document.dispatchEvent(new Event('deviceready')));
    act(() => void host.document.dispatchEvent(new Event('backbutton')));
    expect(back).not.toHaveBeenCalled();
  });
});
