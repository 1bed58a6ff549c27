import { useId, type ReactNode } from 'react';

import { QuestionVideo } from './question-video';

export interface WrongStageProps {
  title: string;
  video: string | null;
  videoLabel: string;
  /** The stage's video plays once this turns true (1 s after the stage shows). */
  playing: boolean;
  children: ReactNode;
}

/** One stage of the visual wrong-answer screen: a title, a video held until its turn, and details. */
export function WrongStage({ title, video, videoLabel, playing, children }: WrongStageProps) {
  const titleId = useId();
  return (
    <section className="wrong-stage" aria-labelledby={titleId}>
      <h3 id={titleId} className="wrong-stage__title">
        {title}
      </h3>
      {video ? (
        <QuestionVideo
          className="wrong-stage__video"
          src={video}
          label={videoLabel}
          play={playing}
        />
      ) : null}
      <div className="wrong-stage__details">{children}</div>
    </section>
  );
}
