import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastStack } from '@/components/ui/toast-stack';
import { ApiError, SERVER_DETAIL_MAX } from '@/lib/api/errors';
import { renderWithProviders } from '@/testing/render';

import { useApiError } from './use-api-error';

function Failing({ error }: { error: unknown }) {
  const report = useApiError();
  return (
    <>
      <button type="button" onClick={() => report('library:errors.material', error)}>
        fail
      </button>
      <ToastStack />
    </>
  );
}

const failWith = async (error: unknown) => {
  await renderWithProviders(<Failing error={error} />);
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  return screen.getByRole('alert');
};

describe('the shared error handler (spec 2 §8: a title and the server message)', () => {
  it('shows the server message as text under the title', async () => {
    const toast = await failWith(
      new ApiError({
        kind: 'http',
        path: 'library',
        status: 422,
        serverMessage: '<b>Library is closed</b> for audit',
      }),
    );
    expect(toast.querySelector('.toast__title')).toHaveTextContent('Error loading the material');
    expect(toast.querySelector('.toast__detail')).toHaveTextContent(
      '<b>Library is closed</b> for audit',
    );
    expect(toast.querySelector('b')).toBeNull();
  });

  it('cuts a long server message to a sane length', async () => {
    const toast = await failWith(
      new ApiError({ kind: 'http', path: 'library', status: 500, serverMessage: 'y'.repeat(5000) }),
    );
    const detail = toast.querySelector('.toast__detail')?.textContent ?? '';
    expect(detail).toHaveLength(SERVER_DETAIL_MAX);
    expect(detail.endsWith('…')).toBe(true);
    expect(SERVER_DETAIL_MAX).toBe(200);
  });

  it('shows the title alone when the server sent no message', async () => {
    const toast = await failWith(new ApiError({ kind: 'network', path: 'library' }));
    expect(toast.querySelector('.toast__detail')).toBeNull();
  });
});
