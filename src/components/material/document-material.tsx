import { useEffect, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimeout } from '@/lib/hooks/use-timeout';

import { documentKind } from './document-kind';
import { SCROLL_END_SLACK_PX, WATCHED_DOCUMENT_MS } from './material-constants';
import type { MaterialViewerProps } from './material-contract';
import { MaterialMessage, MaterialStatus } from './material-message';
import { PdfPageList } from './pdf-page-list';
import { useMaterialReports } from './use-material-reports';

import './material.css';

/** Props of DocumentMaterial: a viewer's props plus the file type. */
export interface DocumentMaterialProps extends MaterialViewerProps {
  /** The step's data.file_type ("pdf", "png", "application/pdf" …); the url's extension if empty. */
  fileType?: string | null;
}

const scrolledToEnd = (element: HTMLElement) =>
  element.scrollTop + element.clientHeight >= element.scrollHeight - SCROLL_END_SLACK_PX;

/** A document in a viewer: loaded when shown; watched when scrolled to the end, or 30 s after it is shown. */
export function DocumentMaterial({ fileType, ...viewer }: DocumentMaterialProps) {
  const { t } = useTranslation('stepper');
  const { watched, loaded, failed, missing } = useMaterialReports(viewer);
  const [state, setState] = useState<'loading' | 'shown' | 'read' | 'broken'>('loading');
  const markRead = () => {
    setState('read');
    watched();
  };
  useTimeout(markRead, WATCHED_DOCUMENT_MS, state === 'shown');
  useEffect(() => {
    if (state === 'shown') loaded();
  }, [state, loaded]);

  const url = viewer.url;
  if (missing || !url) return <MaterialMessage error="missingLink" />;
  if (state === 'broken') return <MaterialMessage error="fileLoad" />;
  const show = () => setState((current) => (current === 'loading' ? 'shown' : current));
  const fail = (details: unknown) => {
    setState('broken');
    failed('fileLoad', { url, details });
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (state === 'shown' && scrolledToEnd(event.currentTarget)) markRead();
  };
  const kind = documentKind(fileType, url);
  return (
    <div className="material material--document">
      <div
        className="material__scroller"
        role="region"
        aria-label={t('material.documentLabel')}
        tabIndex={0}
        onScroll={onScroll}
      >
        {kind === 'pdf' ? <PdfPageList url={url} onShown={show} onLoadError={fail} /> : null}
        {kind === 'image' ? (
          <img
            className="material__image"
            src={url}
            alt={t('material.documentLabel')}
            onLoad={show}
            onError={() => fail('image')}
          />
        ) : null}
        {kind === 'other' ? (
          <iframe
            className="material__frame"
            src={url}
            title={t('material.documentLabel')}
            // Server content in an opaque origin: no access to the kiosk's page, storage or
            // cookies, no forms, pop-ups or navigation of the kiosk (GUIDE.md §9).
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            onLoad={show}
          />
        ) : null}
      </div>
      {state === 'shown' ? <MaterialStatus text={t('material.readToEnd')} /> : null}
    </div>
  );
}
