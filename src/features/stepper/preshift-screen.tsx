import { useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

import { FlowRunner } from './components/flow-runner';
import './stepper.css';

/** Route state a screen may pass to /preshift to run a particular flow. */
interface PreshiftRouteState {
  flowId?: string;
  appointment?: string;
}

/** /preshift: the pre-shift express training and testing; afterwards the personal area. */
export function PreshiftScreen() {
  const state = (useLocation().state ?? {}) as PreshiftRouteState;
  return (
    <FlowRunner
      request={{
        source: 'preshift',
        flowId: state.flowId,
        appointment: state.appointment,
        cameFrom: paths.cabinet,
      }}
    />
  );
}
