import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { installFakeCanvas } from './testing/fake-canvas';
import { VideoMaterial } from './video-material';

let pause: ReturnType<typeof vi.spyOn>;
let load: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // jsdom has no media playback; these are what the viewer calls to release the element.
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

async function open(url: string | null = 'media/instruction.webm', extra = {}) {
  const onWatched = vi.fn();
  const onError = vi.fn();
  const view = await renderWithProviders(
    <VideoMaterial url={url} onWatched={onWatched} onError={onError} {...extra} />,
  );
  return { ...view, onWatched, onError, video: () => screen.getByLabelText('Video player') };
}

describe('video material', () => {
  it('plays with controls but no download and no context menu', async () => {
    const { video } = await open();
    expect(video()).toHaveAttribute('controls');
    expect(video()).toHaveAttribute('src', 'media/instruction.webm');
    expect(video().getAttribute('controlslist')).toContain('nodownload');
    expect(fireEvent.contextMenu(video())).toBe(false);
    expect(video()).not.toHaveAttribute('autoplay');
  });

  it('passes autoPlay, loop and muted to the element', async () => {
    const { video } = await open('media/story.webm', { autoPlay: true, loop: true, muted: true });
    expect(video()).toHaveAttribute('autoplay');
    expect(video()).toHaveAttribute('loop');
    expect((video() as HTMLVideoElement).muted).toBe(true);
  });

  it('counts as watched when it ends, once', async () => {
    const { video, onWatched } = await open();
    expect(onWatched).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Watch the video to the end to continue');
    fireEvent.ended(video());
    fireEvent.ended(video());
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows "Video file not loaded" over the noise when the file fails, and reports it once', async () => {
    vi.useFakeTimers();
    const canvas = installFakeCanvas();
    const { container, video, onError, onWatched } = await open('media/missing.webm');
    fireEvent.error(video());
    expect(screen.getByRole('alert')).toHaveTextContent('Video file not loaded');
    expect(container.querySelector('canvas.noise-canvas')).not.toBeNull();
    expect(screen.queryByLabelText('Video player')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('fileLoad');
    act(() => vi.advanceTimersByTime(1_000));
    expect(canvas.count('putImageData')).toBe(5);
    expect(onWatched).not.toHaveBeenCalled();
  });

  it('stops and unloads the video when it goes away', async () => {
    const { video, unmount } = await open();
    const element = video();
    unmount();
    expect(pause).toHaveBeenCalled();
    expect(load).toHaveBeenCalled();
    expect(element).not.toHaveAttribute('src');
  });

  it('reports a missing link at once', async () => {
    const { onError } = await open('');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('missingLink');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing link to the file');
  });
});
