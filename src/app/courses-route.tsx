import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { CourseScreen, type CourseTopicRun } from '@/features/courses/course-screen';
import { CoursesListScreen } from '@/features/courses/courses-list-screen';
import { CourseTopicRunScreen } from '@/features/stepper/course-run-screen';

/** A uuid-like value from the address or the route state (untrusted). */
const ID = /^[\w-]{1,100}$/;
export const idOf = (value: unknown): string | null =>
  typeof value === 'string' && ID.test(value) ? value : null;

/** The topic run asked for in the route state: three ids or nothing. */
function requestedRun(state: unknown): CourseTopicRun | null {
  if (typeof state !== 'object' || state === null || !('courseTopic' in state)) return null;
  const run = (state as { courseTopic: unknown }).courseTopic;
  if (typeof run !== 'object' || run === null) return null;
  const { appoint, topic, flow } = run as Record<string, unknown>;
  const ids = { appoint: idOf(appoint), topic: idOf(topic), flow: idOf(flow) };
  return ids.appoint && ids.topic && ids.flow
    ? { appoint: ids.appoint, topic: ids.topic, flow: ids.flow }
    : null;
}

/**
 * The course route's address: the open course and, after a run, the topic that ended. Path
 * segments, not a query: the access guard treats any query as a login attempt.
 */
export const courseAddress = (appoint: string, endedTopic?: string) =>
  [paths.electronicCourses, appoint, endedTopic]
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part ?? '')))
    .join('/');

/** Where a course lives on its route: the list, one course, or a topic's run (route state). */
export interface CoursePlaceProps {
  /** The route's address of a course and, after a run, of the topic that ended. */
  address: (appoint: string, endedTopic?: string) => string;
  appoint: string | null;
  ended: string | null;
  classMode?: boolean;
  onExitCourse: () => void;
  /** The class's way out of the course list (class mode only). */
  onLeaveClass?: () => void;
}

/**
 * What both course routes show (the courses route and the class's): the stepper running a topic's
 * flow when the route state asks for one (it comes back to the course with the topic that ended),
 * else one course with the course runner's end screens, else the course list.
 */
export function CoursePlace({
  address,
  appoint,
  ended,
  classMode = false,
  onExitCourse,
  onLeaveClass,
}: CoursePlaceProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const run = requestedRun(location.state);
  if (run)
    return (
      <CourseTopicRunScreen
        key={`${run.appoint}/${run.topic}`}
        flowId={run.flow}
        appointment={run.appoint}
        cameFrom={address(run.appoint, run.topic)}
        backTo={address(run.appoint)}
      />
    );
  if (appoint)
    return (
      <CourseScreen
        key={`${appoint}/${ended ?? ''}`}
        appoint={appoint}
        classMode={classMode}
        endedTopic={ended}
        onStartTopic={(courseTopic) =>
          navigate(address(courseTopic.appoint), { state: { courseTopic } })
        }
        onExitCourse={onExitCourse}
      />
    );
  return (
    <CoursesListScreen onOpen={(open) => navigate(address(open))} onLeaveClass={onLeaveClass} />
  );
}

/**
 * /electronic-courses (students only; others go to /cabinet): the list, one course (/{appoint}) with
 * the course runner's end screens (/{appoint}/{ended topic}), or the stepper running a topic's
 * flow (route state).
 */
export function CoursesRoute() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [appointPart, endedPart] = (useParams()['*'] ?? '').split('/');
  if (!user?.is_student) return <Navigate to={paths.cabinet} replace />;
  return (
    <CoursePlace
      address={courseAddress}
      appoint={idOf(appointPart)}
      ended={idOf(endedPart)}
      onExitCourse={() => navigate(paths.electronicCourses)}
    />
  );
}
