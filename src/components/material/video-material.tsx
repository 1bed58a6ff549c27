import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { releaseOnUnmount } from '@/lib/media/release-video';

import type { MaterialViewerProps } from './material-contract';
import { MaterialMessage, MaterialStatus } from './material-message';
import { NoiseCanvas } from './noise-canvas';
import { useMaterialReports } from './use-material-reports';

import './material.css';

/** Props of VideoMaterial: a viewer's props plus the playback flags (the demo loops muted). */
export interface VideoMaterialProps extends MaterialViewerProps {
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
}

const noMenu = (event: SyntheticEvent) => event.preventDefault();

/** A video with controls and no download; watched when it ends; noise and a warning if it fails. */
export function VideoMaterial({
  autoPlay = false,
  loop = false,
  muted = false,
  ...viewer
}: VideoMaterialProps) {
  const { t } = useTranslation('stepper');
  const { watched, failed, missing } = useMaterialReports(viewer);
  const [broken, setBroken] = useState(false);
  const [ended, setEnded] = useState(false);
  const onVideoError = (event: SyntheticEvent<HTMLVideoElement>) => {
    setBroken(true);
    failed('fileLoad', { url: viewer.url, code: event.currentTarget.error?.code });
  };

  if (missing) return <MaterialMessage error="missingLink" />;
  if (broken) {
    return (
      <div className="material material--video material__noise">
        <NoiseCanvas />
        <p className="material__noise-text" role="alert">
          {t('material.errors.videoNotLoaded')}
        </p>
      </div>
    );
  }
  return (
    <div className="material material--video">
      <video
        ref={releaseOnUnmount}
        className="material__video"
        src={viewer.url ?? undefined}
        aria-label={t('material.videoLabel')}
        controls
        controlsList="nodownload noplaybackrate"
        disablePictureInPicture
        playsInline
        preload="auto"
        autoPlay={autoPlay}
        loop={loop}
        muted={muted}
        onContextMenu={noMenu}
        onEnded={() => {
          setEnded(true);
          watched();
        }}
        onError={onVideoError}
      />
      {loop || ended ? null : <MaterialStatus text={t('material.watchToEnd')} />}
    </div>
  );
}
