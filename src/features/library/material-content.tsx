import { lazy, Suspense } from 'react';

import type { MaterialViewerProps } from '@/components/material/material-contract';
import { VideoMaterial } from '@/components/material/video-material';
import type { LibraryItem } from '@/lib/api/schemas/library';

// pdf.js loads only when a document is opened.
const PresentationMaterial = lazy(() =>
  import('@/components/material/presentation-material').then((m) => ({
    default: m.PresentationMaterial,
  })),
);
const DocumentMaterial = lazy(() =>
  import('@/components/material/document-material').then((m) => ({ default: m.DocumentMaterial })),
);

/** How a material is shown: a video with controls, a presentation page by page, or another document. */
export function MaterialContent({
  item,
  ...viewer
}: { item: LibraryItem } & Omit<MaterialViewerProps, 'url'>) {
  let content: React.ReactNode;
  if (item.type !== 'text_document') content = <VideoMaterial {...viewer} url={item.url} />;
  else if (item.viewType === 'presentation')
    content = <PresentationMaterial {...viewer} url={item.url} />;
  else content = <DocumentMaterial {...viewer} url={item.url} fileType={item.file_type} />;
  return <Suspense fallback={<span className="spinner" aria-hidden="true" />}>{content}</Suspense>;
}
