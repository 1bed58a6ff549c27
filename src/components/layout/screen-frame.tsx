import type { ReactNode } from 'react';

export interface ScreenFrameProps {
  /** The screen's name: its class (`screen {name}`) and its title's id (`{name}-title`). */
  name: string;
  /** The level-1 heading that names the screen. */
  title: ReactNode;
  /** The screen is loading: assistive technology is told to wait. */
  busy?: boolean;
  children?: ReactNode;
}

/** A screen's frame: the main landmark named by its level-1 title, busy while it loads. */
export function ScreenFrame({ name, title, busy = false, children }: ScreenFrameProps) {
  return (
    <main className={`screen ${name}`} aria-labelledby={`${name}-title`} aria-busy={busy}>
      <h1 id={`${name}-title`} className="screen__title">
        {title}
      </h1>
      {children}
    </main>
  );
}
