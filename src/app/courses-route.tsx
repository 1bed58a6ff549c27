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
export function requestedRun(state: unknown): CourseTopicRun | null {
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

/**
 * /electronic-courses (students only; others go to /cabinet): the list, one course (/{appoint}) with
 * the course runner's end screens (/{appoint}/{ended topic}), or the stepper running a topic's
 * flow (route state).
 * After the run the stepper comes back to the course with the topic that ended.
 */
export function CoursesRoute() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const navigate = useNavigate();
  const [appointPart, endedPart] = (useParams()['*'] ?? '').split('/');
  if (!user?.is_student) return <Navigate to={paths.cabinet} replace />;

  const run = requestedRun(location.state);
  if (run)
    return (
      <CourseTopicRunScreen
        key={`${run.appoint}/${run.topic}`}
        flowId={run.flow}
        appointment={run.appoint}
        cameFrom={courseAddress(run.appoint, run.topic)}
        backTo={courseAddress(run.appoint)}
      />
    );
  const appoint = idOf(appointPart);
  const ended = idOf(endedPart);
  if (appoint)
    return (
      <CourseScreen
        key={`${appoint}/${ended ?? ''}`}
        appoint={appoint}
        endedTopic={ended}
        onStartTopic={(courseTopic) =>
          navigate(courseAddress(courseTopic.appoint), { state: { courseTopic } })
        }
        onExitCourse={() => navigate(paths.electronicCourses)}
      />
    );
  return <CoursesListScreen onOpen={(open) => navigate(courseAddress(open))} />;
}
