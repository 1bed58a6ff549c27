// A stand-in for 'react-pdf' in component tests (pdf.js cannot render in jsdom). Use it with
// vi.mock('react-pdf', () => import('./testing/fake-react-pdf')) and list the files in fakePdfFiles.
import { useEffect, type ReactNode } from 'react';

/** The files the fake can open: url → page count, or the error its loading fails with. */
export const fakePdfFiles = new Map<string, number | Error>();

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

interface FakeDocumentProps {
  file?: unknown;
  className?: string;
  loading?: ReactNode;
  error?: ReactNode;
  onLoadSuccess?: (pdf: { numPages: number }) => void;
  onLoadError?: (error: Error) => void;
  children?: ReactNode;
}

/** Opens the listed file at once and reports it after mount (no loading phase). */
export function Document({ file, className, error, ...props }: FakeDocumentProps) {
  const entry = fakePdfFiles.get(String(file)) ?? new Error(`fake-react-pdf: unknown ${file}`);
  const { onLoadSuccess, onLoadError } = props;
  useEffect(() => {
    if (entry instanceof Error) onLoadError?.(entry);
    else onLoadSuccess?.({ numPages: entry });
    // Loading happens once per file, as in react-pdf.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  const failed = entry instanceof Error;
  return (
    <div className={className} data-pdf-file={String(file)}>
      {failed ? error : props.children}
    </div>
  );
}

interface FakePageProps {
  pageNumber?: number;
  width?: number;
  className?: string;
  onLoadSuccess?: (page: { originalWidth: number; originalHeight: number }) => void;
}

/** A page is an empty box that names its number (query it with `pdfPages()`). */
export function Page({ pageNumber, width, className, onLoadSuccess }: FakePageProps) {
  useEffect(() => {
    onLoadSuccess?.({ originalWidth: 842, originalHeight: 595 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageNumber]);
  return (
    <div className={`fake-pdf-page ${className ?? ''}`} data-page={pageNumber} data-width={width} />
  );
}

/** The page numbers on screen, in order. */
export const pdfPages = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.fake-pdf-page')].map((page) =>
    Number(page.dataset.page),
  );
