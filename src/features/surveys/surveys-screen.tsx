import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { getSurvey } from '@/lib/api/endpoints/surveys';
import type { SurveyAssignment, SurveyDetail } from '@/lib/api/schemas/surveys';
import { useApiError } from '@/lib/hooks/use-api-error';
import { useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { waitingAssignments } from '@/lib/outbox/waiting-matchers';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { SurveyDetailView } from './components/survey-detail-view';
import { SurveyForm } from './components/survey-form';
import { resultWaits, rowKey, SurveyList } from './components/survey-list';
import { useSurveyList } from './use-survey-list';

import './surveys.css';

type View =
  | { kind: 'list' }
  | { kind: 'detail'; detail: SurveyDetail }
  | { kind: 'form'; detail: SurveyDetail; startedAt: number };

/**
 * Surveys (/questionary): the assignment list, then a survey's detail, then its questionnaire. An
 * assignment whose result waits in the outbox is shown as waiting and is not opened again.
 */
export function SurveysScreen() {
  const { t } = useTranslation(['surveys', 'common']);
  const user = useAppSelector(selectUser);
  const apiError = useApiError();
  const { state, replace } = useSurveyList(user?.uuid ?? null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [opening, setOpening] = useState<string | null>(null);
  const outbox = useWaitingWrites();
  const waiting = useMemo(() => waitingAssignments(outbox), [outbox]);

  const open = async (item: SurveyAssignment) => {
    if (resultWaits(waiting, item)) return;
    setOpening(rowKey(item));
    try {
      setView({ kind: 'detail', detail: await getSurvey(item.uuid, item.id) });
    } catch (error) {
      apiError('surveys:errors.one', error);
    } finally {
      setOpening(null);
    }
  };

  const sent = (items: SurveyAssignment[] | null) => {
    replace(items);
    setView({ kind: 'list' });
  };

  return (
    <ScreenFrame name="surveys" title={t('surveys:title')} busy={state.status === 'loading'}>
      {view.kind === 'detail' ? (
        <SurveyDetailView
          detail={view.detail}
          onBack={() => setView({ kind: 'list' })}
          onStart={() => setView({ kind: 'form', detail: view.detail, startedAt: Date.now() })}
        />
      ) : null}
      {view.kind === 'form' ? (
        <>
          <h2>{view.detail.survey.title}</h2>
          <SurveyForm
            detail={view.detail}
            startedAt={view.startedAt}
            onSent={sent}
            onBack={() => setView({ kind: 'detail', detail: view.detail })}
          />
        </>
      ) : null}
      {view.kind === 'list' ? (
        <>
          {state.status === 'loading' ? (
            <span className="spinner" role="status" aria-label={t('common:loading')} />
          ) : null}
          {state.status === 'error' ? (
            <p className="status-line status-line--danger">{t('surveys:errors.list')}</p>
          ) : null}
          {state.status === 'ready' ? (
            <SurveyList
              items={state.items}
              opening={opening}
              waiting={waiting}
              onOpen={(item) => void open(item)}
            />
          ) : null}
          <div className="survey-actions">
            <Link className="button" to={paths.cabinet}>
              {t('common:actions.back')}
            </Link>
            <Link className="button" to={paths.start}>
              {t('common:actions.exit')}
            </Link>
          </div>
        </>
      ) : null}
    </ScreenFrame>
  );
}
