import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CLASS,
  classStatusPath,
  classStudentsPath,
  FIRST_AID,
  FITTER,
  FREE_SESSION_STATUS,
  NEW_STUDENT,
} from '@/testing/fixtures/learning-class';
import { setupMockApi } from '@/testing/mock-api';

import { LOOKUP_DEBOUNCE_MS } from './class-constants';
import { loggedInStudent, renderClass } from './class-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

/** Opens 'Add a student' through 'Search employee' → 'Add a new one'. */
function openAddModal(startButton: string) {
  fireEvent.click(screen.getByRole('button', { name: startButton }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a new one' }));
  return screen.getByRole('dialog', { name: 'Add a student' });
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name);

describe("the 'Add a student' modal", () => {
  it('tries every rule, then adds the student to the free-choice session, confirms and enters the course', async () => {
    const api = setupMockApi();
    api.answer('GET', 'students', {
      status: 200,
      body: { data: [{ uuid: NEW_STUDENT.uuid, title: NEW_STUDENT.title, structure: null }] },
    });
    api.answer('POST', 'employees/auth', loggedInStudent(NEW_STUDENT.uuid, NEW_STUDENT.title));
    await renderClass({ classId: CLASS.free });
    await act(() => api.answered('GET', classStudentsPath(CLASS.free)));
    const dialog = openAddModal('Add a student');
    const user = userEvent.setup();
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(save);
    const errors = () =>
      within(dialog)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent);
    expect(errors()).toEqual([
      'Enter the full name',
      'The date of birth must be within the last 100 years',
      'Enter the personnel number',
      'Choose a course',
    ]);
    await user.type(field(dialog, 'Full name'), '   ');
    await user.click(save);
    expect(errors()).toContain('Enter the full name');
    await user.type(field(dialog, 'Full name'), NEW_STUDENT.title);
    for (const wrong of NEW_STUDENT.wrongBirthdays) {
      fireEvent.change(field(dialog, 'Date of birth'), { target: { value: wrong } });
      await user.click(save);
      expect(errors()).toContain('The date of birth must be within the last 100 years');
    }
    fireEvent.change(field(dialog, 'Date of birth'), { target: { value: NEW_STUDENT.birthday } });
    await user.type(field(dialog, 'Personnel number'), NEW_STUDENT.typedNumber);
    expect(field(dialog, 'Personnel number')).toHaveValue(NEW_STUDENT.number);
    expect(errors()).toEqual(['Choose a course']);
    await user.click(save);
    expect(
      api.calls('POST', `learning_class/sessions/addStudyToSession/${CLASS.free}`),
    ).toHaveLength(0);
    await user.selectOptions(field(dialog, 'Course'), FIRST_AID.title);
    await user.type(field(dialog, 'Position'), FITTER.title);
    await user.click(save);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the selection' });
    const [sent] = api.calls('POST', `learning_class/sessions/addStudyToSession/${CLASS.free}`);
    expect(sent?.body.session).toBe(FREE_SESSION_STATUS.session.uuid);
    expect(JSON.parse(String(sent?.body.course))).toEqual(FIRST_AID);
    expect(JSON.parse(String(sent?.body.student))).toEqual({
      title: NEW_STUDENT.title,
      // Midnight of 17 May 1990 (NEW_STUDENT.birthday) in the test's zone, in seconds.
      birthday_dt: `@${new Date(1990, 4, 17).getTime() / 1000}`,
      tabel: NEW_STUDENT.number,
      // Typed, not chosen from the lookup: the position goes as its text.
      position: FITTER.title,
      structure: '',
    });
    expect(api.calls('GET', 'students')[0]?.query).toEqual({ tabel: NEW_STUDENT.number });
    expect(confirm).toHaveTextContent(`Student: ${NEW_STUDENT.title}`);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(api.calls('POST', 'employees/auth')[0]?.body).toMatchObject({ uuid: NEW_STUDENT.uuid });
  });

  it('position lookups fire 400 ms after the last key, keep at most 10 and clear when emptied', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    const options = Array.from({ length: 12 }, (_, index) => ({
      uuid: `p-${index}`,
      title: `Слесарь ${index + 1}`,
    }));
    api.answer('GET', 'positions', { status: 200, body: { data: options } });
    await renderClass({ classId: CLASS.fixed });
    await act(() => api.answered('GET', classStudentsPath(CLASS.fixed)));
    const dialog = openAddModal('Add a student');
    const position = field(dialog, 'Position');
    fireEvent.change(position, { target: { value: 'Сл' } });
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS - 1));
    fireEvent.change(position, { target: { value: 'Сле' } });
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS - 1));
    expect(api.calls('GET', 'positions')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => api.answered('GET', 'positions'));
    expect(api.calls('GET', 'positions')).toHaveLength(1);
    expect(api.calls('GET', 'positions')[0]?.query).toEqual({ search: 'Сле', limit: '10' });
    const list = within(dialog).getByRole('list', { name: 'Position' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    fireEvent.click(within(list).getByRole('button', { name: 'Слесарь 2' }));
    expect(position).toHaveValue('Слесарь 2');
    expect(within(dialog).queryByRole('list', { name: 'Position' })).toBeNull();
    fireEvent.change(position, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS * 2));
    expect(within(dialog).queryByRole('list', { name: 'Position' })).toBeNull();
    expect(api.calls('GET', 'positions')).toHaveLength(1);
  });

  it('structure lookups also wait 400 ms and ask for 10', async () => {
    vi.useFakeTimers();
    const api = setupMockApi();
    await renderClass({ classId: CLASS.fixed });
    await act(() => api.answered('GET', classStudentsPath(CLASS.fixed)));
    const dialog = openAddModal('Add a student');
    fireEvent.change(field(dialog, 'Division'), { target: { value: 'Цех' } });
    await act(() => vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS - 1));
    expect(api.calls('GET', 'structures')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('GET', 'structures')[0]?.query).toEqual({ search: 'Цех', limit: '10' });
  });

  it("with no session the new student goes through addAssignmentToStudent with the search modal's course", async () => {
    const api = setupMockApi();
    api.answer('GET', 'electronicCourses', { status: 200, body: { data: [FIRST_AID] } });
    await renderClass({ classId: CLASS.inactive });
    await act(() => api.answered('GET', classStatusPath(CLASS.inactive)));
    const dialog = openAddModal('Start learning');
    const user = userEvent.setup();
    await waitFor(() => expect(field(dialog, 'Course')).toHaveValue(FIRST_AID.uuid));
    await user.type(field(dialog, 'Full name'), NEW_STUDENT.title);
    fireEvent.change(field(dialog, 'Date of birth'), { target: { value: NEW_STUDENT.birthday } });
    await user.type(field(dialog, 'Personnel number'), NEW_STUDENT.number);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => api.answered('POST', 'learning_class/sessions/addAssignmentToStudent'));
    const [sent] = api.calls('POST', 'learning_class/sessions/addAssignmentToStudent');
    expect(JSON.parse(String(sent?.body.course))).toEqual(FIRST_AID);
    expect(JSON.parse(String(sent?.body.student))).toMatchObject({ tabel: NEW_STUDENT.number });
    expect(sent?.body.session).toBeUndefined();
  });

  it("a failed add shows 'Error adding a student' and keeps the modal with everything typed", async () => {
    const api = setupMockApi();
    api.answer('POST', `learning_class/sessions/addStudyToSession/${CLASS.fixed}`, {
      status: 500,
      body: { message: 'boom' },
    });
    const { router } = await renderClass({ classId: CLASS.fixed });
    await act(() => api.answered('GET', classStudentsPath(CLASS.fixed)));
    const dialog = openAddModal('Add a student');
    const user = userEvent.setup();
    await user.type(field(dialog, 'Full name'), NEW_STUDENT.title);
    fireEvent.change(field(dialog, 'Date of birth'), { target: { value: NEW_STUDENT.birthday } });
    await user.type(field(dialog, 'Personnel number'), NEW_STUDENT.number);
    await user.type(field(dialog, 'Position'), FITTER.title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() =>
      api.answered('POST', `learning_class/sessions/addStudyToSession/${CLASS.fixed}`),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error adding a student');
    expect(screen.queryByRole('heading', { name: 'Start' })).toBeNull();
    expect(router.state.location.pathname).toBe('/electronic-courses-class');
    const kept = screen.getByRole('dialog', { name: 'Add a student' });
    expect(field(kept, 'Full name')).toHaveValue(NEW_STUDENT.title);
    expect(field(kept, 'Date of birth')).toHaveValue(NEW_STUDENT.birthday);
    expect(field(kept, 'Personnel number')).toHaveValue(NEW_STUDENT.number);
    const position = within(kept)
      .getAllByLabelText('Position')
      .find((element) => element instanceof HTMLInputElement);
    expect(position).toHaveValue(FITTER.title);
    expect(within(kept).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("the personnel number keeps leading zeros ('00123' is sent as '00123'); 0 and 000 are refused", async () => {
    const api = setupMockApi();
    const ADD = `learning_class/sessions/addStudyToSession/${CLASS.fixed}`;
    await renderClass({ classId: CLASS.fixed });
    await act(() => api.answered('GET', classStudentsPath(CLASS.fixed)));
    const dialog = openAddModal('Add a student');
    const user = userEvent.setup();
    await user.type(field(dialog, 'Full name'), NEW_STUDENT.title);
    fireEvent.change(field(dialog, 'Date of birth'), { target: { value: NEW_STUDENT.birthday } });
    const number = field(dialog, 'Personnel number');
    for (const zero of ['0', '000']) {
      await user.clear(number);
      await user.type(number, zero);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the personnel number');
    }
    expect(api.calls('POST', ADD)).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '00123');
    expect(number).toHaveValue('00123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => api.answered('POST', ADD));
    expect(JSON.parse(String(api.calls('POST', ADD)[0]?.body.student))).toMatchObject({
      tabel: '00123',
    });
  });
});
