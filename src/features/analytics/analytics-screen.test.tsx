import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { authByUuid } from '@/lib/api/endpoints/employees';
import type { Language } from '@/lib/languages';
import { asInChromium } from '@/testing/chromium-intl';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { AnalyticsScreen } from './analytics-screen';

const FROLOV_1010 = '4bcb9b79-de92-4175-a215-3216ca62cc08';
const IVANOVA_2000 = 'd6a0aad7-4e49-40e5-9196-e6f1732a19d9';

/** The mock data set, recording each call; `failRisks` answers the report with a server error. */
async function renderAnalytics(
  uuid: string,
  options: { failRisks?: boolean; language?: Language } = {},
) {
  const api = setupMockApi();
  if (options.failRisks) api.answer('GET', `risks/${uuid}`, { status: 500, body: {} });
  const sent = () => api.requests.map((call) => ({ url: call.path, params: call.query }));
  const user = await authByUuid(uuid, 0);
  api.requests.length = 0;
  // Only the date is faked: the report is asked for 3 December 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 3, 9, 30));
  const rendered = await renderWithProviders(
    <>
      <AnalyticsScreen />
      <ToastStack />
    </>,
    {
      route: '/emp-lvl',
      language: options.language,
      preloadedState: { session: { user, token: user.token, pinAuthorized: true } },
    },
  );
  await api.answered('GET', `risks/${uuid}`);
  return { ...rendered, sent };
}

/** The texts of a table row's cells, headers included, in order. */
const cells = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);

describe('personal analytics', () => {
  it("shows the employee's monthly competence and risk as a chart and a table", async () => {
    const { sent } = await renderAnalytics(FROLOV_1010);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Competence and risk by month' });
    expect(sent()).toEqual([{ url: `risks/${FROLOV_1010}`, params: { data: '2026-12-03' } }]);

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(cells(rows[0] as HTMLElement)).toEqual(['Month', 'Competence', 'Risk', 'Risk level']);
    expect(cells(rows[1] as HTMLElement)).toEqual(['June 2026', '94%', '23.8', 'Low']);
    expect(cells(rows[6] as HTMLElement)).toEqual(['November 2026', '90%', '18.8', 'Low']);
    expect(
      screen.getByRole('img', { name: 'Chart of monthly competence and risk' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Competence this month: 90%')).toBeInTheDocument();
    expect(screen.getByText('Risk this month: 0.75')).toBeInTheDocument();
  });

  it('names the months in Kyrgyz from the dictionary and writes decimal commas where Intl has no Kyrgyz (as in Chromium)', async () => {
    const undo = asInChromium();
    try {
      await renderAnalytics(FROLOV_1010, { language: 'ky' });
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row');
      expect(cells(rows[1] as HTMLElement).slice(0, 3)).toEqual(['Июнь 2026-ж.', '94%', '23,8']);
      expect(cells(rows[6] as HTMLElement)[0]).toBe('Ноябрь 2026-ж.');
      expect(screen.getByRole('main')).not.toHaveTextContent(/June|July|August|November/);
      expect(screen.getByRole('main')).toHaveTextContent(/0,75/);
      expect(screen.getByRole('main')).not.toHaveTextContent(/\b\d+\.\d+\b/);
    } finally {
      undo();
    }
  });

  it('names the risk level of each month against the target', async () => {
    // Employee 1002: 35.5 in October is floor(35.5 / 25) = 1, a medium-risk month.
    await renderAnalytics('5ce560e9-d930-4660-86e4-cb86cc9432d0');
    const table = await screen.findByRole('table');
    const october = within(table).getByRole('row', { name: /October 2026/ });
    expect(cells(october)).toEqual(['October 2026', '80%', '35.5', 'Medium']);
  });

  it('a load error shows the Analytics Loading Error toast and the same text on the screen', async () => {
    await renderAnalytics(FROLOV_1010, { failRisks: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics Loading Error');
    expect(screen.getByRole('main')).toHaveTextContent('Analytics Loading Error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there is no data yet', async () => {
    await renderAnalytics(IVANOVA_2000);
    expect(await screen.findByText('There is no analytics data for you yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('Back leads to the personal area; Exit logs out and goes to the start screen', async () => {
    const { store, router } = await renderAnalytics(FROLOV_1010);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/cabinet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exit' }));
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
