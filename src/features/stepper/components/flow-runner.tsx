import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { detectPlatform } from '@/lib/bridge/platform';
import { isOpeningLocation } from '@/lib/page-lifecycle';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { questionCounts, resolveFlowId, type FlowRequest } from '../flow-request';
import { newRun } from '../new-run';
import { countsChanged, remembered } from '../question-count-memory';
import type { RunEducation } from '../run-model';
import { clearRunFiles } from '../step-files';
import {
  questionCountsRemembered,
  runCleared,
  runStarted,
  selectQuestionCounts,
  selectRun,
} from '../stepper-slice';
import { useDevices } from '../use-devices';
import { useFlowLoader } from '../use-flow-loader';

import { ChooseFlowModal } from './choose-flow-modal';
import { QuestionCountNotice } from './question-count-notice';
import { RunView } from './run-view';

/** Runs a flow request: resumes the employee's run, or loads the flow, asks which first, notices a new question count, and starts. */
export function FlowRunner({ request }: { request: FlowRequest }) {
  const { t } = useTranslation('stepper');
  const dispatch = useAppDispatch();
  const run = useAppSelector(selectRun);
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const counts = useAppSelector(selectQuestionCounts);
  const devices = useDevices();
  // The employee's run of this screen resumes; a run of another flow or appointment does not.
  const own =
    run &&
    user &&
    run.employee === user.uuid &&
    run.source === request.source &&
    (!request.flowId || run.requestedFlowId === request.flowId) &&
    (request.appointment ?? null) === run.appointment
      ? run
      : null;
  // A runner that has shown an employee's run (resumed after a reload, or started here) never loads
  // or starts another for them: when the run ends it is on its way out, and a new run would make the
  // employee repeat it. Another employee (after a logout) starts afresh.
  const [ranFor, setRanFor] = useState(own?.employee ?? null);
  if (own && ranFor !== own.employee) setRanFor(own.employee);
  const ranOne = !!user && ranFor === user.uuid;
  // A page that (re)loads on the flow's address without its run does not start the flow by itself:
  // the run ended (or was never started) as the page went, and the reload kept the old address
  // (a reload under way when the run left the flow, a restart); the employee goes where the flow
  // leads instead, and starts it again there if it is still theirs to take.
  const location = useLocation();
  const [reopened] = useState(() => isOpeningLocation(location));
  const toStart = !own && !ranOne;
  const state = useFlowLoader(
    request,
    detectPlatform(),
    devices,
    toStart && !reopened && !devices.detecting,
  );
  const [ordered, setOrdered] = useState<RunEducation[] | null>(null);
  const [noticeDone, setNoticeDone] = useState(false);
  // One load starts one run: when it ends (and is cleared) the runner must not start it again.
  const started = useRef(false);

  useEffect(() => {
    if (!run || own) return;
    // A run of another employee (or screen) is abandoned with its files.
    void clearRunFiles(run.id);
    dispatch(runCleared());
  }, [dispatch, own, run]);

  const loaded = state.status === 'loaded' ? state.educations : null;
  const choosing = !!loaded && loaded.length > 1 && !request.flowId && !ordered;
  const educations = ordered ?? loaded;
  // Counted once per load, not on every change of the run (a tap), which re-renders this runner.
  const total = useMemo(() => (educations ? questionCounts(educations) : null), [educations]);
  const previous = user ? counts[user.uuid] : undefined;
  const noticing =
    !!total && request.source === 'preshift' && countsChanged(previous, total) && !noticeDone;
  const ready = toStart && !!educations && !choosing && !noticing;

  useEffect(() => {
    if (!ready || started.current || !educations || !user || !settings || !total) return;
    started.current = true;
    const flowId = resolveFlowId(request, user, settings) ?? '';
    if (request.source === 'preshift')
      dispatch(questionCountsRemembered(remembered(counts, user.uuid, total, Date.now())));
    dispatch(runStarted(newRun(request, flowId, user.uuid, educations, Date.now())));
  }, [counts, dispatch, educations, ready, request, settings, total, user]);

  if (own) return <RunView run={own} />;
  if (toStart && reopened) return <Navigate to={request.cameFrom} replace />;
  if (state.status === 'noAssigned' || state.status === 'noListSteps') {
    return (
      <main className="screen screen--center">
        <h1 className="screen__title">
          {t(state.status === 'noAssigned' ? 'empty.noAssigned' : 'empty.noListSteps')}
        </h1>
        <Link className="button button--primary" to={request.cameFrom}>
          {t('header.back')}
        </Link>
      </main>
    );
  }
  return (
    <main className="screen screen--center" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p>{t('loading')}</p>
      {choosing && loaded ? (
        <ChooseFlowModal
          educations={loaded}
          preshift={request.source === 'preshift'}
          onChoose={setOrdered}
        />
      ) : null}
      {noticing && total ? (
        <QuestionCountNotice counts={total} onDone={() => setNoticeDone(true)} />
      ) : null}
    </main>
  );
}
