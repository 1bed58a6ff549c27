import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useTimeout } from '@/lib/hooks/use-timeout';

import type { Story } from './question-logic';
import { STORY_WITHOUT_VIDEO_MS } from './question-timings';
import { QuestionVideo } from './question-video';

export interface EpilogueScreenProps {
  story: Story;
  questionText: string;
  /** The video ended (or failed), or 10 s passed when there is no video. */
  onEnded: () => void;
}

/** The epilogue after the result: a video with the question text; without a video it ends after 10 s. */
export function EpilogueScreen({ story, questionText, onEnded }: EpilogueScreenProps) {
  const { t } = useTranslation('question');
  const titleId = useId();
  useTimeout(onEnded, STORY_WITHOUT_VIDEO_MS, !story.file);
  return (
    <section className="question-story" aria-labelledby={titleId}>
      <h2 id={titleId} className="question-story__title">
        {t('epilogue.title')}
      </h2>
      <p className="question-story__question">{questionText}</p>
      {story.file ? (
        <QuestionVideo
          className="question-story__video"
          src={story.file}
          label={t('epilogue.videoLabel')}
          onEnded={onEnded}
          onError={onEnded}
        />
      ) : null}
      {story.text ? <p className="question-story__text">{story.text}</p> : null}
    </section>
  );
}
