import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { PresentationMaterial } from './presentation-material';
import { fakePdfFiles, pdfPages } from './testing/fake-react-pdf';

vi.mock('react-pdf', () => import('./testing/fake-react-pdf'));

const SLIDES = 'media/presentation.pdf';

async function open(url: string | null = SLIDES) {
  vi.useFakeTimers();
  const onWatched = vi.fn();
  const onError = vi.fn();
  const view = await renderWithProviders(
    <PresentationMaterial url={url} onWatched={onWatched} onError={onError} />,
  );
  return { ...view, onWatched, onError };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));

beforeEach(() => {
  fakePdfFiles.clear();
  fakePdfFiles.set(SLIDES, 3);
  fakePdfFiles.set('media/one-slide.pdf', 1);
  fakePdfFiles.set('media/broken.pdf', new Error('Invalid PDF structure'));
});

describe('presentation material', () => {
  it('shows one page at a time with Page N of M, and counts as watched on the last page', async () => {
    const { container, onWatched, onError } = await open();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pdfPages(container)).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Go through all pages to continue');

    next();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pdfPages(container)).toEqual([2]);

    next();
    act(() => vi.advanceTimersByTime(499));
    expect(onWatched).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    previous();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    next();
    act(() => vi.advanceTimersByTime(500));
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fades the page out during the 500 ms transition and ignores a second press meanwhile', async () => {
    const { container } = await open();
    next();
    expect(container.querySelector('.fade--hidden')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    next();
    act(() => vi.advanceTimersByTime(500));
    expect(container.querySelector('.fade--hidden')).toBeNull();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('counts a one-page presentation as watched as soon as it loads', async () => {
    const { onWatched } = await open('media/one-slide.pdf');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('reports a file that does not load, once, and shows the error', async () => {
    const { onError, onWatched } = await open('media/broken.pdf');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('fileLoad');
    expect(screen.getByRole('alert')).toHaveTextContent('File load error');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(onWatched).not.toHaveBeenCalled();
  });

  it('reports a missing link at once', async () => {
    const { onError } = await open('');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('missingLink');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing link to the file');
  });

  it('reports onLoaded once the presentation has opened, not for a broken one', async () => {
    vi.useFakeTimers();
    const onLoaded = vi.fn();
    const props = { onWatched: vi.fn(), onError: vi.fn(), onLoaded };
    const view = await renderWithProviders(<PresentationMaterial url={SLIDES} {...props} />);
    expect(onLoaded).toHaveBeenCalledTimes(1);
    next();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    view.unmount();

    await renderWithProviders(<PresentationMaterial url="media/broken.pdf" {...props} />);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });
});
