import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimeout } from '@/lib/hooks/use-timeout';

import type { Story } from './question-logic';
import { STORY_WITHOUT_VIDEO_MS } from './question-timings';
import { QuestionVideo } from './question-video';

export interface PrologScreenProps {
  story: Story;
  /** The video ended (or failed), or 10 s passed when there is no video. */
  onDone: () => void;
}

/** The prolog before a question: its video, then its text; without a video it ends after 10 s. */
export function PrologScreen({ story, onDone }: PrologScreenProps) {
  const { t } = useTranslation('question');
  const titleId = useId();
  useTimeout(onDone, STORY_WITHOUT_VIDEO_MS, !story.file);
  return (
    <section className="question-story" aria-labelledby={titleId}>
      <h2 id={titleId} className="question-story__title">
        {t('prolog.title')}
      </h2>
      {story.file ? (
        <QuestionVideo
          className="question-story__video"
          src={story.file}
          label={t('prolog.videoLabel')}
          onEnded={onDone}
          onError={onDone}
        />
      ) : null}
      {story.text ? <p className="question-story__text">{story.text}</p> : null}
    </section>
  );
}
