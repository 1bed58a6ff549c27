import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';
import { getSurvey, getSurveyAssignments } from '@/lib/api/endpoints/surveys';
import type { SurveyAssignment, SurveyDetail } from '@/lib/api/schemas/surveys';
import { useApiError } from '@/lib/hooks/use-api-error';
import { log } from '@/lib/log';
import { useWaitEnded, useWaitingWrites } from '@/lib/outbox/use-waiting-writes';
import { assignmentKey, waitingAssignments } from '@/lib/outbox/waiting-matchers';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { SurveyDetailView } from './components/survey-detail-view';
import { SurveyForm } from './components/survey-form';
import { resultWaits, rowKey, SurveyList } from './components/survey-list';
import { useSurveyList } from './use-survey-list';

import './surveys.css';

const NONE: ReadonlySet<string> = new Set();

type View =
  | { kind: 'list' }
  | { kind: 'detail'; detail: SurveyDetail }
  | { kind: 'form'; detail: SurveyDetail; startedAt: number };

/**
 * Surveys (/questionary): the assignment list, then a survey's detail, then its questionnaire. An
 * assignment whose result waits in the outbox is shown as waiting and is not opened again; once it
 * has left the outbox the list is read again from the server.
 */
export function SurveysScreen() {
  const { t } = useTranslation(['surveys', 'common']);
  const user = useAppSelector(selectUser);
  const apiError = useApiError();
  const { state, replace } = useSurveyList(user?.uuid ?? null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [opening, setOpening] = useState<string | null>(null);
  const outbox = useWaitingWrites();
  const sending = useMemo(() => waitingAssignments(outbox), [outbox]);
  // Results that waited and have arrived (or were refused): the list loaded meanwhile still says
  // "not passed" and would offer them again, so they show as waiting until the server's list says
  // what it now holds.
  const [reloading, setReloading] = useState<ReadonlySet<string>>(NONE);
  useWaitEnded(sending, (ended) => {
    const employee = user?.uuid;
    const listed = state.status === 'ready' ? state.items : [];
    // Only a row that still offers the survey is stale (a result sent at once comes back passed).
    const stale = ended.filter((key) =>
      listed.some((item) => item.status !== 'passed' && assignmentKey(item.uuid, item.id) === key),
    );
    if (!employee || stale.length === 0) return;
    setReloading((held) => new Set([...held, ...stale]));
    const done = () => setReloading(NONE);
    getSurveyAssignments(employee).then(
      (items) => {
        replace(items);
        done();
      },
      (error: unknown) => {
        log.warn('the survey list did not reload after a waiting result left the outbox', error);
        done();
      },
    );
  });
  const waiting = useMemo(
    () => (reloading.size === 0 ? sending : new Set([...sending, ...reloading])),
    [sending, reloading],
  );

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
