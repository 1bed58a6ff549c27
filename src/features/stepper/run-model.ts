import type { FlowHistory, FlowHistoryStep } from '@/lib/api/schemas/flow-history';
import type { Flow, FlowStep } from '@/lib/api/schemas/flows';
import { isQuestionStep } from '@/lib/api/schemas/step-names';

/** The Results step added at the end of extra-education flows that have questions. */
export interface ResultsStep {
  name: 'results';
  uuid: string;
  title: string;
}

/** A step as the stepper runs it: a server step, or the added Results step. */
export type RunStep = FlowStep | ResultsStep;

/** An education with the steps this terminal runs. */
export interface RunEducation extends Omit<Flow, 'steps'> {
  steps: RunStep[];
}

/** Where a run came from: decides the buttons and where the user goes after it. */
export type FlowSource = 'preshift' | 'extraEducation' | 'targetedTraining' | 'electronicCourse';

/** A flow run in progress; persisted, so a reload resumes it at the same step. */
export interface StepperRun {
  id: string;
  employee: string;
  source: FlowSource;
  /** The id the flow was requested by (the route's, or the employee's default). */
  requestedFlowId: string;
  appointment: string | null;
  /** Where the user goes after the last education. */
  cameFrom: string;
  /** Where the header's Back leads, when not to cameFrom. */
  backTo?: string;
  /** Pass mark of the Results step, in percent. */
  threshold: number;
  educations: RunEducation[];
  educationIndex: number;
  stepIndex: number;
  stepStartedAt: number;
  history: FlowHistory;
  /** The step at stepIndex has its history record. */
  recorded: boolean;
  /** Wrong answers given since the last advance (the preshift-fail counter). */
  failures: number;
  /** sending: the education's last step is done and its results go to the outbox (first attempt awaited). */
  status: 'running' | 'sending';
  /** After the last education: go to cameFrom (done) or log out (exit). */
  finish: 'done' | 'exit' | null;
  /** While sending: the outbox id (Idempotency-Key) of the education's results. */
  outboxId?: string;
}

/** Where the current step stands, for its buttons. */
export type StepPosition = 'middle' | 'lastOfEducation' | 'last';

export function positionOf(
  run: Pick<StepperRun, 'educations' | 'educationIndex' | 'stepIndex'>,
): StepPosition {
  const education = run.educations[run.educationIndex];
  const lastStep = !education || run.stepIndex >= education.steps.length - 1;
  if (!lastStep) return 'middle';
  return run.educationIndex >= run.educations.length - 1 ? 'last' : 'lastOfEducation';
}

/** The step a run stands at: a change of it is a step change (a new step component, a new fade). */
export const stepKey = (run: Pick<StepperRun, 'id' | 'educationIndex' | 'stepIndex'>): string =>
  `${run.id}-${run.educationIndex}-${run.stepIndex}`;

export const currentEducation = (run: StepperRun): RunEducation | undefined =>
  run.educations[run.educationIndex];
export const currentStep = (run: StepperRun): RunStep | undefined =>
  currentEducation(run)?.steps[run.stepIndex];

/** A fresh history for an education. */
export const freshHistory = (
  education: RunEducation,
  employee: string,
  startedAt: string,
): FlowHistory => ({
  flow: education.uuid,
  employee,
  params: education.params,
  start_dt: startedAt as FlowHistory['start_dt'],
  end_dt: null,
  steps: [] as FlowHistoryStep[],
});

/** Whether an education asks questions (a Results step, and the 'questions' send error, depend on it). */
export const hasQuestions = (steps: readonly RunStep[]) => steps.some(isQuestionStep);

/**
 * A Results step closes a flow with question steps when it is an extra-education flow (spec 1 §2)
 * or runs from a training list (extra or targeted training, spec 2 §2: the row's pass mark decides).
 */
export function withResultsStep(flow: Flow, steps: FlowStep[], source: FlowSource): RunStep[] {
  const graded =
    flow.type === 'extra_education_flow' ||
    source === 'extraEducation' ||
    source === 'targetedTraining';
  return graded && hasQuestions(steps)
    ? [...steps, { name: 'results', uuid: `results-${flow.uuid}`, title: '' }]
    : steps;
}
