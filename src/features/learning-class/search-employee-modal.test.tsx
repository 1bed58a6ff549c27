import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BELOVA } from '@/testing/fixtures/employees';
import { CLASS, classStatusPath, FIRST_AID } from '@/testing/fixtures/learning-class';
import { setupMockApi } from '@/testing/mock-api';

import { renderClass } from './class-test-kit';

async function openSearch(classId: string, button: string) {
  const api = setupMockApi();
  await renderClass({ classId });
  await act(() => api.answered('GET', classStatusPath(classId)));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  return { api, user, dialog: screen.getByRole('dialog', { name: 'Search employee' }) };
}

describe("the 'Search employee' modal", () => {
  it('finds by personal number or by full name; a found student is added to the session and confirmed', async () => {
    const { api, user, dialog } = await openSearch(CLASS.fixed, 'Add a student');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['By personal number', 'By full name']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByLabelText('Course')).toBeNull();
    await user.type(within(dialog).getByLabelText('Personnel number'), `x${BELOVA.number}`);
    expect(within(dialog).getByLabelText('Personnel number')).toHaveValue(BELOVA.number);
    await user.click(within(dialog).getByRole('tab', { name: 'By full name' }));
    await user.type(within(dialog).getByLabelText('Full name'), 'Белова');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(api.calls('GET', 'students')[0]?.query).toEqual({ title: 'Белова' });
    const found = await within(dialog).findByRole('list', { name: 'Found employees' });
    await user.click(within(found).getByRole('button', { name: /Белова/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the selection' });
    const [sent] = api.calls('POST', `learning_class/sessions/addStudyToSession/${CLASS.fixed}`);
    expect(JSON.parse(String(sent?.body.student))).toEqual({
      uuid: BELOVA.uuid,
      title: BELOVA.title,
    });
    expect(sent?.body.course).toBeUndefined();
    expect(confirm).toHaveTextContent(`Student: ${BELOVA.title}`);
  });

  it("shows 'Employee not found' for no match", async () => {
    const { user, dialog } = await openSearch(CLASS.fixed, 'Add a student');
    await user.type(within(dialog).getByLabelText('Personnel number'), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(await within(dialog).findByText('Employee not found')).toBeVisible();
  });

  it("the personnel number keeps its leading zeros ('00123' is searched as '00123'); 0 and 000 are not searched", async () => {
    const { api, user, dialog } = await openSearch(CLASS.fixed, 'Add a student');
    const number = within(dialog).getByLabelText('Personnel number');
    const find = within(dialog).getByRole('button', { name: 'Find' });
    for (const zero of ['0', '000']) {
      await user.clear(number);
      await user.type(number, zero);
      expect(number).toHaveValue(zero);
      await user.click(find);
    }
    expect(api.calls('GET', 'students')).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '-00123');
    expect(number).toHaveValue('00123');
    await user.click(find);
    await within(dialog).findByText('Employee not found');
    expect(api.calls('GET', 'students').map((call) => call.query)).toEqual([{ tabel: '00123' }]);
  });

  it('Find is disabled while a required course is missing', async () => {
    const { api, user, dialog } = await openSearch(CLASS.inactive, 'Start learning');
    await act(() => api.answered('GET', 'electronicCourses'));
    const find = within(dialog).getByRole('button', { name: 'Find' });
    expect(find).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Course'), FIRST_AID.title);
    expect(find).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Personnel number'), BELOVA.number);
    await user.click(find);
    await user.click(await within(dialog).findByRole('button', { name: /Белова/ }));
    await screen.findByRole('dialog', { name: 'Confirm the selection' });
    const [sent] = api.calls('POST', 'learning_class/sessions/addAssignmentToStudent');
    expect(JSON.parse(String(sent?.body.course))).toEqual(FIRST_AID);
  });

  it('with exactly one course it is chosen automatically', async () => {
    const api = setupMockApi();
    api.answer('GET', 'electronicCourses', { status: 200, body: { data: [FIRST_AID] } });
    await renderClass({ classId: CLASS.free });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a student' }));
    const dialog = screen.getByRole('dialog', { name: 'Search employee' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Course')).toHaveValue(FIRST_AID.uuid),
    );
    expect(within(dialog).getByRole('button', { name: 'Find' })).toBeEnabled();
  });
});
