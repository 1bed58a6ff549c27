import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getSurvey } from '@/lib/api/endpoints/surveys';
import type { SurveyDetail } from '@/lib/api/schemas/surveys';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useKeptAnswer } from '@/lib/outbox/use-kept-answer';
import { useAppSelector } from '@/lib/state/hooks';
import { importantSurveyKey, selectUser } from '@/lib/state/session-slice';

import { MandatoryNotice } from './components/mandatory-notice';
import { SurveyForm } from './components/survey-form';

import './surveys.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; detail: SurveyDetail };

/**
 * The access guard's mandatory survey (spec 1 §2 rule 4): a 5-to-0 notice, then the questionnaire
 * timed from the notice's end. Sending it clears important_survey, and the guard lets the employee on.
 * Answers of an earlier login that still wait in the outbox are looked for first: when they are
 * there the guard lets the employee on without the notice.
 */
export function ImportantSurveyScreen() {
  const { t } = useTranslation(['surveys', 'common']);
  const apiError = useApiError();
  const survey = useAppSelector(selectUser)?.important_survey ?? null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const surveyUuid = survey?.survey_uuid;
  const appointmentId = survey?.appointment_id;
  const checking = useKeptAnswer(
    surveyUuid && appointmentId != null ? importantSurveyKey(surveyUuid, appointmentId) : null,
  );

  useEffect(() => {
    // Not while the outbox is read: answers kept there let the employee on without it.
    if (!surveyUuid || !appointmentId || checking) return undefined;
    let active = true;
    getSurvey(surveyUuid, appointmentId).then(
      (detail) => {
        if (active) setLoad({ status: 'ready', detail });
      },
      (error: unknown) => {
        if (!active) return;
        setLoad({ status: 'error' });
        apiError('surveys:errors.one', error);
      },
    );
    return () => {
      active = false;
    };
  }, [surveyUuid, appointmentId, checking, attempt, apiError]);

  const begin = useCallback(() => setStartedAt(Date.now()), []);
  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  return (
    <main className="screen surveys" aria-labelledby="important-survey-title">
      <h1 id="important-survey-title" className="screen__title">
        {t('surveys:intro.title')}
      </h1>
      {startedAt === null && !checking ? <MandatoryNotice onDone={begin} /> : null}
      {checking || (startedAt !== null && load.status === 'loading') ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {load.status === 'error' ? (
        <div className="survey-actions">
          <p className="status-line status-line--danger">{t('surveys:errors.one')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common:actions.retry')}
          </button>
          <Link className="button" to={paths.start}>
            {t('common:actions.exit')}
          </Link>
        </div>
      ) : null}
      {startedAt !== null && load.status === 'ready' ? (
        <>
          <h2>{load.detail.survey.title}</h2>
          <SurveyForm detail={load.detail} startedAt={startedAt} onSent={() => undefined} />
        </>
      ) : null}
    </main>
  );
}
