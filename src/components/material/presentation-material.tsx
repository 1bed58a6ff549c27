import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page } from 'react-pdf';

import { BackIcon } from '@/components/ui/icons';

import type { MaterialViewerProps } from './material-contract';
import { MaterialMessage, MaterialStatus } from './material-message';
import { useElementSize } from './use-element-size';
import { useMaterialReports } from './use-material-reports';
import { usePageTransition } from './use-page-transition';

import './material.css';
import './pdf-worker';

/** A4 landscape until the first page tells its own proportions. */
const DEFAULT_ASPECT = 842 / 595;

/** A presentation: the PDF one page at a time with Previous/Next; loaded when opened; watched on the last page. */
export function PresentationMaterial(props: MaterialViewerProps) {
  const { t } = useTranslation('stepper');
  const { watched, loaded, failed, missing } = useMaterialReports(props);
  const [total, setTotal] = useState(0);
  const [aspect, setAspect] = useState(DEFAULT_ASPECT);
  const { page, changing, previous, next } = usePageTransition(total);
  const stage = useRef<HTMLDivElement>(null);
  const size = useElementSize(stage);
  // Fit the page inside the stage; without a measured stage the page keeps its natural size.
  const width =
    size.width > 0 && size.height > 0
      ? Math.floor(Math.min(size.width, size.height * aspect))
      : undefined;

  useEffect(() => {
    if (total > 0 && page === total) watched();
  }, [page, total, watched]);

  if (missing) return <MaterialMessage error="missingLink" />;
  return (
    <div className="material material--presentation">
      <div className="material__stage" ref={stage}>
        <Document
          file={props.url}
          className={`material__page fade${changing ? ' fade--hidden' : ''}`}
          loading={<MaterialStatus text={t('material.loading')} />}
          error={<MaterialMessage error="fileLoad" />}
          onLoadSuccess={(pdf) => {
            setTotal(pdf.numPages);
            loaded();
          }}
          onLoadError={(error) => failed('fileLoad', { url: props.url, error })}
        >
          <Page
            pageNumber={page}
            width={width}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={<MaterialStatus text={t('material.loading')} />}
            onLoadSuccess={(pdfPage) =>
              setAspect(pdfPage.originalWidth / pdfPage.originalHeight || DEFAULT_ASPECT)
            }
          />
        </Document>
      </div>
      {total > 0 ? (
        <nav className="material__pager" aria-label={t('material.pages')}>
          <button
            type="button"
            className="icon-button"
            aria-label={t('material.previous')}
            disabled={page <= 1 || changing}
            onClick={previous}
          >
            <BackIcon />
          </button>
          <span className="material__page-number" aria-live="polite">
            {t('material.page', { page, total })}
          </span>
          <button
            type="button"
            className="icon-button material__next"
            aria-label={t('material.next')}
            disabled={page >= total || changing}
            onClick={next}
          >
            <BackIcon />
          </button>
        </nav>
      ) : null}
      {total > 0 && page < total ? <MaterialStatus text={t('material.pagesToEnd')} /> : null}
    </div>
  );
}
