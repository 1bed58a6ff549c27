import { FlowRunner } from './components/flow-runner';
import type { FlowSource } from './run-model';
import './stepper.css';

/** What a training list hands the stepper when a row is opened. */
export interface TrainingRunRequest {
  flowId: string;
  appointment: string;
  /** The row's threshold_of_passage: the Results step's pass mark in percent. */
  threshold: number;
}

export interface TrainingRunScreenProps {
  source: Extract<FlowSource, 'extraEducation' | 'targetedTraining'>;
  /** The list the employee returns to when the run ends. */
  cameFrom: string;
  run: TrainingRunRequest;
}

/**
 * An extra or targeted training run (spec 2 §2, §4): GET flows/{id} with the appointment, the
 * appointment sent back with the history, a Results step judged by the row's pass mark, and the
 * list again at the end (the run is cleared then: 'extra education clears the response flow').
 */
export function TrainingRunScreen({ source, cameFrom, run }: TrainingRunScreenProps) {
  return (
    <FlowRunner
      request={{
        source,
        flowId: run.flowId,
        appointment: run.appointment,
        cameFrom,
        threshold: run.threshold,
      }}
    />
  );
}
