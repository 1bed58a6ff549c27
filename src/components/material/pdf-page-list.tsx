import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page } from 'react-pdf';

import { MaterialMessage, MaterialStatus } from './material-message';
import { useElementSize } from './use-element-size';

import './pdf-worker';

/** Props of PdfPageList. */
export interface PdfPageListProps {
  url: string;
  /** The document is loaded and its pages are going on screen. */
  onShown: () => void;
  onLoadError: (error: Error) => void;
}

/** Every page of a PDF one under another, as wide as the viewer, for scrolling through. */
export function PdfPageList({ url, onShown, onLoadError }: PdfPageListProps) {
  const { t } = useTranslation('stepper');
  const [total, setTotal] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(list);
  return (
    <div className="material__pages" ref={list}>
      <Document
        file={url}
        loading={<MaterialStatus text={t('material.loading')} />}
        error={<MaterialMessage error="fileLoad" />}
        onLoadSuccess={(pdf) => {
          setTotal(pdf.numPages);
          onShown();
        }}
        onLoadError={onLoadError}
      >
        {Array.from({ length: total }, (_, index) => (
          <Page
            key={index + 1}
            pageNumber={index + 1}
            className="material__pdf-page"
            width={width > 0 ? width : undefined}
            renderTextLayer={false}
            renderAnnotationLayer={false}
          />
        ))}
      </Document>
    </div>
  );
}
