import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import type { Language } from '@/lib/languages';
import { asInChromium } from '@/testing/chromium-intl';
import { initialisedState, testEmployee } from '@/testing/fixtures';
import { COURSES_LIST_PATH as LIST, MOROZOVA_COURSES } from '@/testing/fixtures/courses';
import { MOROZOVA } from '@/testing/fixtures/employees';
import { setupMockApi, type Answer } from '@/testing/mock-api';
import { mockFile } from '@/testing/mock-data-set';
import { renderWithProviders } from '@/testing/render';

import { CoursesListScreen } from './courses-list-screen';

const { labourSafety, fire, firstAid } = MOROZOVA_COURSES;

async function renderList(
  options: { answer?: Answer; language?: Language; classMode?: boolean } = {},
) {
  const api = setupMockApi();
  if (options.answer) api.answer('GET', LIST, options.answer);
  const onOpen = vi.fn();
  await renderWithProviders(
    <>
      <CoursesListScreen onOpen={onOpen} />
      <ToastStack />
    </>,
    {
      route: '/electronic-courses',
      language: options.language,
      routes: [
        {
          path: '/cabinet',
          element: (
            <>
              <h1>Personal area</h1>
              <ToastStack />
            </>
          ),
        },
        { path: '/', element: <h1>Start screen</h1> },
      ],
      preloadedState: initialisedState({
        user: testEmployee({ uuid: MOROZOVA.uuid, is_student: true }),
        settings: { use_to_learning_class: options.classMode ?? false },
      }),
    },
  );
  await api.answered('GET', LIST);
  return { api, onOpen };
}

describe('all-courses table', () => {
  it('colours progress 0 red, 100 green, else amber, and opens a course by its appointment', async () => {
    const { api, onOpen } = await renderList();
    expect(api.calls('GET', LIST)[0]?.query).toEqual({ uuid: MOROZOVA.uuid });
    const table = await screen.findByRole('table', { name: 'My courses' });
    const row = (title: string) =>
      within(within(table).getByRole('row', { name: (name) => name.includes(title) }));
    const percent = (progress: number) => `${progress}%`;
    expect(row(labourSafety.title).getByText(percent(labourSafety.progress))).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(row(fire.title).getByText(percent(fire.progress))).toHaveAttribute(
      'data-tone',
      'warning',
    );
    expect(row(firstAid.title).getByText(percent(firstAid.progress))).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(row(labourSafety.title).getByRole('button')).toHaveTextContent('Start training');
    expect(row(fire.title).getByRole('button')).toHaveTextContent('Continue training');
    await userEvent.click(row(fire.title).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith(fire.appoint);
  });

  it('writes a part minute as the language does, a decimal comma in Kyrgyz with Chromium’s Intl', async () => {
    const body = structuredClone(
      mockFile(`${LIST}.uuid=${MOROZOVA.uuid}`) as { data: Array<{ passage_time: number }> },
    );
    body.data[0]!.passage_time = 7.5;
    const undo = asInChromium();
    try {
      await renderList({ language: 'ky', answer: { status: 200, body } });
      const table = await screen.findByRole('table');
      expect(table).toHaveTextContent('7,5');
      expect(table).not.toHaveTextContent('7.5');
    } finally {
      undo();
    }
  });

  it.each([
    ['ru', 'Нет курсов'],
    ['en', 'No courses'],
    ['kk', 'Курстар жоқ'],
    ['ky', 'Курстар жок'],
  ] as const)('shows the empty state in %s', async (language, text) => {
    await renderList({ language, answer: { status: 200, body: { data: [] } } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Ошибка загрузки электронных курсов'],
    ['en', 'Error loading the e-courses'],
    ['kk', 'Электрондық курстарды жүктеу қатесі'],
    ['ky', 'Электрондук курстарды жүктөө катасы'],
  ] as const)(
    "a failed load shows 'Error loading the e-courses' (%s) and goes to the personal area",
    async (language, text) => {
      await renderList({ language, answer: { status: 500, body: { message: 'boom' } } });
      expect(await screen.findByRole('heading', { name: 'Personal area' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    },
  );

  it('in class mode a failed load goes to the start screen', async () => {
    await renderList({ classMode: true, answer: 'network' });
    expect(await screen.findByRole('heading', { name: 'Start screen' })).toBeInTheDocument();
  });
});
