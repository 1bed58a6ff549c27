import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { LibraryScreen } from '@/features/library/library-screen';
import { PpeScreen } from '@/features/ppe/ppe-screen';
import { SurveysScreen } from '@/features/surveys/surveys-screen';
import { TrainingListScreen } from '@/features/training/training-list-screen';
import { createI18n } from '@/lib/i18n';
import { languages, type Language } from '@/lib/languages';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { setupMockApi, type MockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

installFakeIndexedDb();

/**
 * Every list's empty state and load error show the spec's text in each interface language
 * (issue 9, issue 10): each list is answered empty, then with a failure, in ru, en, kk and ky.
 */
interface ListCase {
  name: string;
  screen: ReactElement;
  route: string;
  /** The call the list makes (method GET), matched by path prefix. */
  path: string;
  empty: unknown;
  emptyKey: string;
  errorKey: string;
  /** How the failure comes: a network failure or a server error. */
  failure: 'network' | 500;
}

const employee = testEmployee({ id: 11, uuid: 'emp-11' });

const cases: ListCase[] = [
  {
    name: 'library (regulations)',
    screen: (
      <Routes>
        <Route path="/library/:types" element={<LibraryScreen />} />
      </Routes>
    ),
    route: '/library/text_document',
    path: 'library/items',
    empty: { items: [], types: ['text_document'] },
    emptyKey: 'library:empty',
    errorKey: 'library:errors.documents',
    failure: 500,
  },
  {
    name: 'surveys',
    screen: <SurveysScreen />,
    route: '/questionary',
    path: 'surveys/assignments/byEmployee/emp-11',
    empty: [],
    emptyKey: 'surveys:list.empty',
    errorKey: 'surveys:errors.list',
    failure: 500,
  },
  {
    name: 'PPE',
    screen: <PpeScreen />,
    route: '/siz',
    path: 'ipm/needs/emp-11',
    empty: [],
    emptyKey: 'ppe:empty',
    errorKey: 'ppe:errors.load',
    failure: 500,
  },
  {
    name: 'targeted training',
    screen: <TrainingListScreen kind="targeted" onOpen={() => undefined} />,
    route: '/targeted_training',
    path: 'targeted-training',
    empty: [],
    emptyKey: 'training:empty.noAssigned',
    errorKey: 'training:errors.network',
    failure: 'network',
  },
];

const render = (list: ListCase, language: Language, prepare: (api: MockApi) => void) => {
  const api = setupMockApi();
  prepare(api);
  return renderWithProviders(
    <>
      {list.screen}
      <ToastStack />
    </>,
    { route: list.route, language, preloadedState: initialisedState({ user: employee }) },
  );
};

describe.each(cases)('$name: the empty state and the load error', (list) => {
  it.each([...languages])('in %s', async (language) => {
    const i18n = await createI18n(language);
    // The keys come from the table above as plain strings; i18next's typed keys cannot check them.
    const translate = i18n.t.bind(i18n) as unknown as (key: string) => string;
    const emptyText = translate(list.emptyKey);
    const errorText = translate(list.errorKey);
    expect(emptyText).not.toBe(list.emptyKey.split(':')[1]);
    expect(errorText).not.toBe(list.errorKey.split(':')[1]);

    const empty = await render(list, language, (api) =>
      api.answer('GET', list.path, { status: 200, body: { data: list.empty } }),
    );
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
    empty.unmount();

    await render(list, language, (api) => {
      if (list.failure === 'network') api.answer('GET', list.path, 'network');
      else api.answer('GET', list.path, { status: list.failure, body: {} });
    });
    expect((await screen.findAllByText(errorText)).length).toBeGreaterThan(0);
  });
});
