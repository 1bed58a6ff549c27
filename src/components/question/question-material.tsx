import { useTranslation } from 'react-i18next';

import type { SingleQuestion } from './question-logic';
import { QuestionVideo } from './question-video';

/**
 * The material of a question by kind: a photo, a playing video, or (for a collage) an optional
 * illustration; the collage's choices and the interactive photo are drawn by the answer area.
 */
export function QuestionMaterial({ question }: { question: SingleQuestion }) {
  const { t } = useTranslation('question');
  switch (question.type) {
    case 'photo':
      return (
        <img className="question-material__photo" src={question.file} alt={t('media.imageAlt')} />
      );
    case 'video':
      return (
        <QuestionVideo
          className="question-material__video"
          src={question.file}
          label={t('media.videoLabel')}
        />
      );
    case 'collage':
      return question.file ? (
        <img className="question-material__photo" src={question.file} alt={t('media.imageAlt')} />
      ) : null;
    case 'interactive_photo':
      return null;
    default: {
      const unknownKind: never = question;
      return unknownKind;
    }
  }
}
