import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DocumentMaterial } from './document-material';
import { fakePdfFiles, pdfPages } from './testing/fake-react-pdf';

vi.mock('react-pdf', () => import('./testing/fake-react-pdf'));

async function open(url: string | null, fileType?: string) {
  vi.useFakeTimers();
  const onWatched = vi.fn();
  const onError = vi.fn();
  const view = await renderWithProviders(
    <DocumentMaterial url={url} fileType={fileType} onWatched={onWatched} onError={onError} />,
  );
  return { ...view, onWatched, onError };
}

/** Scrolls the viewer so that `scrollTop` of `scrollHeight` is at the top of its 500 px window. */
function scrollViewer(scrollTop: number, scrollHeight = 2_000) {
  const viewer = screen.getByRole('region', { name: 'Document viewer' });
  Object.defineProperty(viewer, 'clientHeight', { configurable: true, value: 500 });
  Object.defineProperty(viewer, 'scrollHeight', { configurable: true, value: scrollHeight });
  viewer.scrollTop = scrollTop;
  fireEvent.scroll(viewer);
}

beforeEach(() => {
  fakePdfFiles.clear();
  fakePdfFiles.set('media/rules.pdf', 2);
  fakePdfFiles.set('media/broken.pdf', new Error('Missing PDF'));
});

describe('document material', () => {
  it('shows a PDF as a list of pages and counts it watched 30 s after display, not before', async () => {
    const { container, onWatched } = await open('media/rules.pdf', 'pdf');
    expect(pdfPages(container)).toEqual([1, 2]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Scroll the document to the end to continue',
    );
    act(() => vi.advanceTimersByTime(29_999));
    expect(onWatched).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('counts it watched when scrolled to the end, and then not again at 30 s', async () => {
    const { onWatched } = await open('media/rules.pdf', 'application/pdf');
    scrollViewer(1_000);
    expect(onWatched).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    scrollViewer(1_500);
    expect(onWatched).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('shows an image, and starts the 30 s when it has loaded', async () => {
    const { onWatched } = await open('media/photo-1.jpg', 'jpg');
    const image = screen.getByRole('img', { name: 'Document viewer' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(onWatched).not.toHaveBeenCalled();
    fireEvent.load(image);
    act(() => vi.advanceTimersByTime(29_999));
    expect(onWatched).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('shows any other file in a frame, by the url extension when the file type is empty', async () => {
    const { onWatched } = await open('media/rules.docx?v=2', '');
    const frame = screen.getByTitle('Document viewer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'media/rules.docx?v=2');
    // Sandboxed without allow-same-origin: the document cannot reach the kiosk's storage.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    fireEvent.load(frame);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onWatched).toHaveBeenCalledTimes(1);
  });

  it('reports a PDF or an image that fails to load, once, and never counts it watched', async () => {
    const pdf = await open('media/broken.pdf', 'pdf');
    expect(pdf.onError).toHaveBeenCalledTimes(1);
    expect(pdf.onError).toHaveBeenCalledWith('fileLoad');
    expect(screen.getByRole('alert')).toHaveTextContent('File load error');
    act(() => vi.advanceTimersByTime(30_000));
    expect(pdf.onWatched).not.toHaveBeenCalled();
    pdf.unmount();

    const image = await open('media/missing.png', 'png');
    fireEvent.error(screen.getByRole('img'));
    expect(image.onError).toHaveBeenCalledWith('fileLoad');
    expect(screen.getByRole('alert')).toHaveTextContent('File load error');
  });

  it('reports a missing link at once', async () => {
    const { onError } = await open(null, 'pdf');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('missingLink');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing link to the file');
  });

  it('reports onLoaded once, when the document is shown, and not for a broken one', async () => {
    vi.useFakeTimers();
    const onLoaded = vi.fn();
    const props = { onWatched: vi.fn(), onError: vi.fn(), onLoaded };
    const view = await renderWithProviders(<DocumentMaterial url="media/photo.png" {...props} />);
    expect(onLoaded).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: 'Document viewer' }));
    fireEvent.load(screen.getByRole('img', { name: 'Document viewer' }));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    view.unmount();

    await renderWithProviders(<DocumentMaterial url="media/broken.pdf" {...props} />);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });
});
