import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { toClassCourse } from '@/features/learning-class/class-address';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import { CourseScreen } from '@/features/courses/course-screen';
import { CoursesListScreen } from '@/features/courses/courses-list-screen';
import { ClassScreen } from '@/features/learning-class/class-screen';
import { CourseTopicRunScreen } from '@/features/stepper/course-run-screen';

import { idOf, requestedRun } from './courses-route';

/**
 * /electronic-courses-class, an open route (spec 2 §2, §6): the class screen, or, for the member
 * who confirmed "Is this you?" (a registered student or not), their course in class mode
 * (?course={appoint}[&ended={topic}]; ?course= alone: their course list) and its topics' runs.
 * The header hides the bars on this path, and the way out of the course ends the member's
 * session and returns to the class screen.
 */
export function ClassRoute() {
  const [query] = useSearchParams();
  const course = query.get('course');
  if (course === null) return <ClassScreen />;
  return <ClassMemberCourse appoint={idOf(course)} ended={idOf(query.get('ended'))} />;
}

function ClassMemberCourse({ appoint, ended }: { appoint: string | null; ended: string | null }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  // Nobody logged in (the screensaver ended the session, or a reload after leaving): the class.
  if (!user) return <Navigate to={paths.electronicCoursesClass} replace />;
  const leave = () => {
    dispatch(loggedOut());
    navigate(paths.electronicCoursesClass, { replace: true });
  };

  const run = requestedRun(location.state);
  if (run)
    return (
      <CourseTopicRunScreen
        key={`${run.appoint}/${run.topic}`}
        flowId={run.flow}
        appointment={run.appoint}
        cameFrom={toClassCourse(run.appoint, run.topic)}
        backTo={toClassCourse(run.appoint)}
      />
    );
  if (appoint)
    return (
      <CourseScreen
        key={`${appoint}/${ended ?? ''}`}
        appoint={appoint}
        classMode
        endedTopic={ended}
        onStartTopic={(courseTopic) =>
          navigate(toClassCourse(courseTopic.appoint), { state: { courseTopic } })
        }
        onExitCourse={leave}
      />
    );
  return (
    <CoursesListScreen onOpen={(open) => navigate(toClassCourse(open))} onLeaveClass={leave} />
  );
}
