import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Answer } from '@/lib/api/schemas/questions';

import { injuryVideos } from './question-logic';
import { QuestionVideo } from './question-video';

/**
 * The right-answer screen: the success message and, when the wrong answers' injuries have videos,
 * those videos (what a wrong answer could have led to).
 */
export function RightAnswerScreen({ answers }: { answers: Answer[] }) {
  const { t } = useTranslation('question');
  const titleId = useId();
  const videos = injuryVideos(answers);
  return (
    <section className="right-answer" aria-labelledby={titleId}>
      <h2 id={titleId} className="right-answer__title">
        {t('right.title')}
      </h2>
      <p className="right-answer__message" role="status">
        {t('right.message')}
      </p>
      {videos.length > 0 ? (
        <section className="right-answer__videos">
          <h3 className="wrong-block__title">{t('right.wrongAnswersVideos')}</h3>
          <ul className="right-answer__list">
            {videos.map((video) => (
              <li key={String(video.id)}>
                <figure className="right-answer__figure">
                  <QuestionVideo src={video.file} label={video.title} />
                  <figcaption>{video.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
