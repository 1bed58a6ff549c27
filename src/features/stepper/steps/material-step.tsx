import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { materialErrorKey, type MaterialError } from '@/components/material/material-contract';
import { VideoMaterial } from '@/components/material/video-material';
import type { MaterialStep as MaterialStepData } from '@/lib/api/schemas/flows';
import { log } from '@/lib/log';
import { useAppDispatch } from '@/lib/state/hooks';
import { toastShown } from '@/lib/state/toast-slice';

import type { StepViewProps } from '../step-contract';
import { MATERIAL_EXIT_S } from '../stepper-timings';

// pdf.js loads only when a document step shows.
const PresentationMaterial = lazy(() =>
  import('@/components/material/presentation-material').then((m) => ({
    default: m.PresentationMaterial,
  })),
);
const DocumentMaterial = lazy(() =>
  import('@/components/material/document-material').then((m) => ({ default: m.DocumentMaterial })),
);

/** A document or video step: watched → recorded and the buttons' exit timer; a missing or broken file is reported and skipped. */
export function MaterialStep({ step, record, actions, skip }: StepViewProps<MaterialStepData>) {
  const { t } = useTranslation('stepper');
  const dispatch = useAppDispatch();
  const [watched, setWatched] = useState(false);
  const viewer = {
    url: step.data.url,
    onWatched: () => (setWatched(true), void record({})),
    onError: (error: MaterialError) => fail(error),
  };

  function fail(error: MaterialError) {
    log.error(`material step ${step.uuid} skipped: ${error}`, step.data);
    dispatch(toastShown({ kind: 'error', messageKey: materialErrorKey(error) }));
    skip();
  }

  let content: React.ReactNode;
  if (step.name === 'video') content = <VideoMaterial {...viewer} autoPlay />;
  else if (step.params.view_type === 'presentation') content = <PresentationMaterial {...viewer} />;
  else content = <DocumentMaterial {...viewer} fileType={step.data.file_type} />;

  const hint =
    step.name === 'video'
      ? 'material.watchToEnd'
      : step.params.view_type === 'presentation'
        ? 'material.pagesToEnd'
        : 'material.readToEnd';
  return (
    <section className="material-step">
      <Suspense fallback={<span className="spinner" aria-hidden="true" />}>{content}</Suspense>
      {watched ? (
        actions({ seconds: MATERIAL_EXIT_S })
      ) : (
        <p className="status-line status-line--muted">{t(hint)}</p>
      )}
    </section>
  );
}
