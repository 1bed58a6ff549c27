import { createContext, useContext, useEffect, useRef } from 'react';

import { releaseVideo } from '@/lib/media/release-video';

export interface QuestionVideoProps {
  src: string;
  /** Accessible name of the video. */
  label: string;
  /** Plays while true (muted, so autoplay is allowed); false holds it paused until it turns true. */
  play?: boolean;
  className?: string;
  onEnded?: () => void;
  onError?: () => void;
}

/** Hosts that loop their question videos (the demo) provide true; a video whose end is awaited never loops. */
export const LoopQuestionVideos = createContext(false);

/** A muted, inline, non-downloadable video that is paused and released when it unmounts. */
export function QuestionVideo({
  src,
  label,
  play = true,
  className,
  onEnded,
  onError,
}: QuestionVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const loop = useContext(LoopQuestionVideos) && !onEnded;

  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    // React does not reflect `muted` to the element; autoplay policies read the property.
    video.muted = true;
    return () => releaseVideo(video);
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !play) return;
    // A blocked or interrupted play is not an error for the question flow.
    Promise.resolve(video.play()).catch(() => undefined);
  }, [play, src]);

  return (
    <video
      ref={ref}
      className={className ? `question-video ${className}` : 'question-video'}
      src={src}
      aria-label={label}
      autoPlay={play}
      loop={loop}
      muted
      playsInline
      preload="auto"
      controlsList="nodownload noremoteplayback"
      disablePictureInPicture
      onContextMenu={(event) => event.preventDefault()}
      onEnded={onEnded}
      onError={onError}
    />
  );
}
