import { useEffect, useRef } from 'react';

/** The live image of a camera stream (muted, inline); the element lets go of the stream on unmount. */
export function CameraPreview({
  stream,
  label,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    element.srcObject = stream;
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return <video ref={video} className={className} autoPlay muted playsInline aria-label={label} />;
}
