/**
 * Lets go of a video's file: stops playback, drops the source and runs the load algorithm, so the
 * download stops, the decoder is freed and the element can be collected once it leaves the page.
 */
export function releaseVideo(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
}

/** A ref callback (stable: module level) that releases the video when it unmounts. */
export const releaseOnUnmount = (video: HTMLVideoElement | null) =>
  video ? () => releaseVideo(video) : undefined;
