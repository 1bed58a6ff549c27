import { useLocation, useNavigate } from 'react-router-dom';

import { TrainingRunScreen, type TrainingRunRequest } from '@/features/stepper/training-run-screen';
import { TrainingListScreen } from '@/features/training/training-list-screen';
import type { TrainingKind } from '@/features/training/training-rules';

const routes = {
  extra: { source: 'extraEducation', path: '/extra-education' },
  targeted: { source: 'targetedTraining', path: '/targeted_training' },
} as const;

/** The run a row asked for, from the route state (untrusted: only three fields of the right types). */
function requestedRun(state: unknown): TrainingRunRequest | null {
  if (typeof state !== 'object' || state === null || !('training' in state)) return null;
  const run = (state as { training: unknown }).training;
  if (typeof run !== 'object' || run === null) return null;
  const { flowId, appointment, threshold } = run as Record<string, unknown>;
  return typeof flowId === 'string' &&
    typeof appointment === 'string' &&
    typeof threshold === 'number'
    ? { flowId, appointment, threshold }
    : null;
}

/**
 * /extra-education and /targeted_training: the list of appointments, or the stepper running the
 * opened row's flow. The row travels in the route state: Back returns to the list, and a reload
 * (the history keeps the state) resumes the run.
 */
export function TrainingRoute({ kind }: { kind: TrainingKind }) {
  const { source, path } = routes[kind];
  const location = useLocation();
  const navigate = useNavigate();
  const run = requestedRun(location.state);
  if (run)
    return (
      <TrainingRunScreen
        key={`${run.flowId}/${run.appointment}`}
        source={source}
        cameFrom={path}
        run={run}
      />
    );
  return (
    <TrainingListScreen
      kind={kind}
      onOpen={(training) => navigate(path, { state: { training } })}
    />
  );
}
