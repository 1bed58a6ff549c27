import { FlowRunner } from './components/flow-runner';
import './stepper.css';

export interface CourseTopicRunScreenProps {
  /** The topic's flow uuid. */
  flowId: string;
  /** The course's appointment uuid, sent with the flow request and its history. */
  appointment: string;
  /** Where the runner goes after Done: the course route, told which topic ended. */
  cameFrom: string;
  /** Where Back leads: the course itself (no topic ended, so no end screen). */
  backTo: string;
}

/**
 * An electronic-course topic's run (spec 1 §2, spec 2 §4): the topic's flow with source
 * 'electronicCourse', so the last button is Done only; afterwards the course runner takes over.
 */
export function CourseTopicRunScreen(props: CourseTopicRunScreenProps) {
  const { flowId, appointment, cameFrom, backTo } = props;
  return (
    <FlowRunner request={{ source: 'electronicCourse', flowId, appointment, cameFrom, backTo }} />
  );
}
