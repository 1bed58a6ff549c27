import type { ServerId } from './common';
import type { StepName } from './step-names';

/** A time as the server wants it: '@' plus epoch seconds. */
export type EpochStamp = `@${number}`;

/** Fields every step record has. */
interface StepRecordBase {
  uuid: string;
  start_date_time: EpochStamp;
  /** Seconds spent on the step. */
  elapsed_time: number;
}

/** A camera step: the photo travels as a form file named front_{step} or overview_{step}. */
export interface PhotoStepRecord extends StepRecordBase {
  name: 'frontCamera' | 'overviewCamera';
  file_name: string | null;
}

/** The breathalyzer result text, or null when the device failed. */
export interface BreathalyzerStepRecord extends StepRecordBase {
  name: 'breathalyze';
  value: string | null;
}

/** A question or chain: one answer id, or a list for multi-select and chains; ids as the server typed them. */
export interface QuestionStepRecord extends StepRecordBase {
  name: 'question' | 'extra_education_question';
  question_uuid: ServerId | null;
  answer_id: ServerId | ServerId[];
  error_count: number;
  selected_answer_text: string;
  question_text: string;
}

/** A signature: the PNG travels as a form file named signature_{step}. */
export interface SignatureStepRecord extends StepRecordBase {
  name: 'signature';
  file: string | null;
}

/** A watched document or video. */
export interface MaterialStepRecord extends StepRecordBase {
  name: 'document' | 'video';
}

/** One record of the flow history (spec 1 §3 Flow history). */
export type FlowHistoryStep =
  | PhotoStepRecord
  | BreathalyzerStepRecord
  | QuestionStepRecord
  | SignatureStepRecord
  | MaterialStepRecord;

/** Every step kind has a record shape; a new step name without one fails here. */
export type StepRecordCoversEveryStep = StepName extends FlowHistoryStep['name'] ? true : never;
export const stepRecordCoversEveryStep: StepRecordCoversEveryStep = true;

/** The history of one flow run, sent back as JSON in the `history` form field. */
export interface FlowHistory {
  /** The flow's uuid. */
  flow: string;
  /** The employee's uuid. */
  employee: string;
  params: Record<string, unknown>;
  start_dt: EpochStamp;
  end_dt: EpochStamp | null;
  steps: FlowHistoryStep[];
}

/** A file sent with the history: photos front_{step} / overview_{step}, signatures signature_{step}. */
export interface FlowFile {
  field: string;
  blob: Blob;
  fileName: string;
}
