import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CLASS, classStudentsPath, NEW_STUDENT } from '@/testing/fixtures/learning-class';
import { setupMockApi } from '@/testing/mock-api';

import { renderClass } from './class-test-kit';

const ADD_PATH = `learning_class/sessions/addStudyToSession/${CLASS.fixed}`;

/** Picks the first option the lookup of `label` finds for `typed`. */
async function choose(dialog: HTMLElement, label: string, typed: string, option: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: typed } });
  const list = await within(dialog).findByRole('list', { name: label });
  fireEvent.click(within(list).getByRole('button', { name: option }));
}

describe('a new student’s chosen position and division go back as the server typed them', () => {
  it.each([
    ['numbers stay numbers', 7, 15],
    ['text stays text', '7', '15'],
  ])('%s', async (_, positionId, structureId) => {
    const api = setupMockApi();
    api.answer('GET', 'positions', {
      status: 200,
      body: { data: [{ id: positionId, title: 'Слесарь' }] },
    });
    api.answer('GET', 'structures', {
      status: 200,
      body: { data: [{ id: structureId, title: 'Цех сборки' }] },
    });
    await renderClass({ classId: CLASS.fixed });
    await act(() => api.answered('GET', classStudentsPath(CLASS.fixed)));
    fireEvent.click(screen.getByRole('button', { name: 'Add a student' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a new one' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a student' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Full name'), NEW_STUDENT.title);
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), {
      target: { value: NEW_STUDENT.birthday },
    });
    await user.type(within(dialog).getByLabelText('Personnel number'), NEW_STUDENT.number);
    await choose(dialog, 'Position', 'Сл', 'Слесарь');
    await choose(dialog, 'Division', 'Цех', 'Цех сборки');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => api.answered('POST', ADD_PATH));
    const [sent] = api.calls('POST', ADD_PATH);
    expect(JSON.parse(String(sent?.body.student))).toMatchObject({
      position: { uuid: null, id: positionId, title: 'Слесарь' },
      structure: { uuid: null, id: structureId, title: 'Цех сборки' },
    });
  });
});
