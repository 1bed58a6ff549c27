import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { libraryItemSchema } from '@/lib/api/schemas/library';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { REGULATION_TITLES } from '@/testing/fixtures/library';
import { fakeListLayout } from '@/testing/list-layout';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { LibraryScreen } from './library-screen';

const VIDEO = 'video_tutorial,simulated_situation';

/** The list at /library/{types} against the mock data set (Russian data, English screen); `prepare` scripts the server first. */
async function openList(types: string, prepare: (api: MockApi) => void = () => undefined) {
  const api = setupMockApi();
  prepare(api);
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="/library/:types" element={<LibraryScreen />} />
      </Routes>
      <ToastStack />
    </>,
    {
      route: `/library/${types}`,
      routes: [{ path: '/library/material/:id', element: <p>material opened</p> }],
      preloadedState: initialisedState({ user: testEmployee({ id: 11 }) }),
    },
  );
  await api.answered('GET', 'library/items');
  return { ...view, api };
}

/** The titles of the rows in the page, in order. */
const titles = () =>
  within(screen.getByRole('list', { name: 'List of materials' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.library__row-title')?.textContent);

const materials = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    libraryItemSchema.parse({
      uuid: `m-${index}`,
      title: `Material ${index + 1}`,
      type: 'text_document',
      unread: index % 2 === 0,
    }),
  );

// The list's scroll box is a 600 px window; rows keep the list's estimated height.
beforeEach(() => fakeListLayout({ row: null }));

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollTo;
});

/** Opens the regulations list with a thousand materials. */
const openThousand = () =>
  openList('text_document', (api) =>
    api.answer('GET', 'library/items', {
      status: 200,
      body: { data: { items: materials(1000), types: ['text_document'] } },
    }),
  );

/** The list item holding the focused row. */
const focusedItem = () => document.activeElement?.closest('[role="listitem"]');

describe('library list', () => {
  it('lists the regulations in the spec order, without a filter for a single type', async () => {
    const { api } = await openList('text_document');
    expect(screen.getByRole('heading', { level: 1, name: 'Regulations' })).toBeInTheDocument();
    expect(api.calls('GET', 'library/items')[0]?.query).toEqual({
      employee_id: '11',
      types: 'text_document',
    });
    expect(await screen.findByRole('list', { name: 'List of materials' })).toBeInTheDocument();
    expect(titles()).toEqual(REGULATION_TITLES);
    expect(screen.queryByRole('group', { name: 'Material type' })).not.toBeInTheDocument();
  });

  it('filters video instructions by type with a request for that type', async () => {
    const { api } = await openList(VIDEO);
    const filter = await screen.findByRole('group', { name: 'Material type' });
    const options = within(filter).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Video instruction',
      'Simulated situation',
    ]);
    expect(titles()).toHaveLength(4);
    await userEvent.click(within(filter).getByRole('button', { name: 'Simulated situation' }));
    await api.answered('GET', 'library/items', 2);
    expect(api.calls('GET', 'library/items')[1]?.query.types).toBe('simulated_situation');
    expect(await screen.findByText('Ситуация: падение груза с вил погрузчика')).toBeInTheDocument();
    expect(titles()).toHaveLength(2);
    expect(within(filter).getByRole('button', { name: 'Simulated situation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says 'You have no materials' when there are none", async () => {
    await openList('text_document', (api) =>
      api.answer('GET', 'library/items', { status: 200, body: { data: { items: [], types: [] } } }),
    );
    expect(await screen.findByText('You have no materials')).toBeInTheDocument();
  });

  it.each([
    ['text_document', 'Error loading documents'],
    [VIDEO, 'Error loading video instructions'],
    ['video_tutorial,simulated_situation,text_document', 'Error loading materials by type'],
  ])('shows the error text of the list %s', async (types, text) => {
    await openList(types, (api) => api.answer('GET', 'library/items', { status: 500, body: {} }));
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Error loading materials by type' when the chosen type fails", async () => {
    const { api } = await openList(VIDEO, (api) =>
      api.answer('GET', 'library/items', (call) =>
        call === 2 ? { status: 200, body: { data: { items: 'broken' } } } : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Video instruction' }));
    await api.answered('GET', 'library/items', 2);
    expect(await screen.findAllByText('Error loading materials by type')).toHaveLength(2);
  });

  it('renders only the rows in view of a thousand materials, and opens a row by keyboard', async () => {
    const { router } = await openList('text_document', (api) =>
      api.answer('GET', 'library/items', {
        status: 200,
        body: { data: { items: materials(1000), types: ['text_document'] } },
      }),
    );
    await screen.findByRole('list', { name: 'List of materials' });
    const shown = titles();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(shown[0]).toBe('Material 1');
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Material 1\b/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // Unread first: the odd-numbered materials lead.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Material 3\b/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('material opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library/material/m-2');
  });

  it('reaches the last of a thousand materials by keyboard, and the first again', async () => {
    await openThousand();
    const list = await screen.findByRole('list', { name: 'List of materials' });
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // Read ones last: the even-numbered materials, ending with the thousandth.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Material 1000\b/ })).toHaveFocus(),
    );
    expect(focusedItem()).toHaveAttribute('aria-posinset', '1000');
    expect(focusedItem()).toHaveAttribute('aria-setsize', '1000');
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    expect(screen.queryByRole('button', { name: /^Material 1\b/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Material 998\b/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Material 1\b/ })).toHaveFocus(),
    );
    expect(focusedItem()).toHaveAttribute('aria-posinset', '1');
  });

  it("shows each row's type and marks, and keeps them while the list scrolls", async () => {
    await openThousand();
    const list = await screen.findByRole('list', { name: 'List of materials' });
    const row = (name: RegExp) => screen.getByRole('button', { name });
    expect(row(/^Material 1\b/)).toHaveTextContent('Material 1RegulationUnread');
    list.scrollTop = 76 * 700;
    fireEvent.scroll(list);
    // Past the 500 unread ones: the read ones, each with its own marks.
    expect(await screen.findByRole('button', { name: /^Material 402\b/ })).toHaveTextContent(
      'Material 402RegulationRead',
    );
    expect(screen.queryByRole('button', { name: /^Material 1\b/ })).not.toBeInTheDocument();
  });
});
