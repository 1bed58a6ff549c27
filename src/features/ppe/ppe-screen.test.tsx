import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { fakeIntersectionObserver, madeObserver } from '@/testing/intersection-observer';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { PpeScreen } from './ppe-screen';

/** Petrov (1001): four PPE items in mocks/ipm/needs. */
const PETROV = 'cde9212a-fcae-44a0-a5b7-da3b8e322a1a';
const NEEDS = `ipm/needs/${PETROV}`;
const GLOVES = '58c86e05-ac9f-4621-bbf7-97ff63edd8d7';
const HELMET = '81963385-d9ca-42c7-b0e2-81a68bf64fdb';

beforeEach(fakeIntersectionObserver);
afterEach(() => vi.unstubAllGlobals());

async function renderPpe(answers: Record<string, Answer> = {}) {
  const api = setupMockApi();
  for (const [path, answer] of Object.entries(answers)) api.answer('GET', path, answer);
  const rendered = await renderWithProviders(
    <>
      <PpeScreen />
      <ToastStack />
    </>,
    {
      route: '/siz',
      routes: [
        { path: '/cabinet', element: <h1>Personal area</h1> },
        { path: '/', element: <h1>Start screen</h1> },
      ],
      preloadedState: initialisedState({ user: testEmployee({ id: 1001, uuid: PETROV }) }),
    },
  );
  await api.answered('GET', NEEDS);
  return { ...rendered, api, user: userEvent.setup() };
}

const item = (title: string) => screen.getByRole('listitem', { name: title });
const viewed = (api: ReturnType<typeof setupMockApi>) =>
  api.requests.filter((call) => call.method === 'POST').map((call) => call.path);

describe('PPE', () => {
  it('lists each item with warehouse, quantity in pieces, days of use and stock balance', async () => {
    const { api } = await renderPpe();
    expect(api.calls('GET', NEEDS)[0]?.query).toEqual({ mode: 'only_new' });
    const gloves = within(
      await screen.findByRole('listitem', { name: 'Перчатки трикотажные с полимерным покрытием' }),
    );
    expect(gloves.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Кладовая цеха № 2',
      '12 pcs',
      '30 days',
      '240 pcs',
    ]);
    expect(within(item('Каска защитная')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("says 'No siz' for an empty list", async () => {
    await renderPpe({ [NEEDS]: { status: 200, body: { data: { ipms: [] } } } });
    expect(await screen.findByText('No siz')).toBeInTheDocument();
  });

  it('shows the load error as a toast and on the screen', async () => {
    await renderPpe({ [NEEDS]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading PPE');
    expect(screen.getAllByText('Error loading PPE')).toHaveLength(2);
  });

  it('makes the viewed call, on leaving, only for the items scrolled into view', async () => {
    const { api, user } = await renderPpe();
    const helmet = await screen.findByRole('listitem', { name: 'Каска защитная' });
    const observer = await madeObserver();
    observer.show(helmet);
    observer.show(item('Перчатки трикотажные с полимерным покрытием'));
    expect(viewed(api)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Personal area' })).toBeInTheDocument();
    await api.answered('POST', `ipm/needs/${GLOVES}/apply`);
    expect(viewed(api)).toEqual([`ipm/needs/${HELMET}/apply`, `ipm/needs/${GLOVES}/apply`]);
  });

  it('Exit sends the viewed calls first, then goes to the start screen', async () => {
    const { api, user } = await renderPpe();
    const helmet = await screen.findByRole('listitem', { name: 'Каска защитная' });
    (await madeObserver()).show(helmet);
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(await screen.findByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
    expect(viewed(api)).toEqual([`ipm/needs/${HELMET}/apply`]);
  });
});
