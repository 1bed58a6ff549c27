import { useTranslation } from 'react-i18next';

export interface EndOfThemeProps {
  completed: number;
  total: number;
  onNext: () => void;
  onExitCourse: () => void;
}

/** End of theme (spec 2 §2): 'Theme completed', completed topics of the total; Next theme and Exit the course. */
export function EndOfTheme({ completed, total, onNext, onExitCourse }: EndOfThemeProps) {
  const { t } = useTranslation('courses');
  return (
    <main className="screen screen--center courses" aria-labelledby="end-title">
      <h1 id="end-title" className="screen__title">
        {t('endOfTheme.title')}
      </h1>
      <p>{t('endOfTheme.progress', { completed, total })}</p>
      <div className="courses__actions">
        <button type="button" className="button button--primary" onClick={onNext}>
          {t('actions.nextTheme')}
        </button>
        <button type="button" className="button" onClick={onExitCourse}>
          {t('actions.exitCourse')}
        </button>
      </div>
    </main>
  );
}
