import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { toClassCourse } from '@/features/learning-class/class-address';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectUser } from '@/lib/state/session-slice';

import { ClassScreen } from '@/features/learning-class/class-screen';

import { CoursePlace, idOf } from './courses-route';

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
  const navigate = useNavigate();
  // Nobody logged in (the screensaver ended the session, or a reload after leaving): the class.
  if (!user) return <Navigate to={paths.electronicCoursesClass} replace />;
  const leave = () => {
    dispatch(loggedOut());
    navigate(paths.electronicCoursesClass, { replace: true });
  };
  return (
    <CoursePlace
      address={toClassCourse}
      appoint={appoint}
      ended={ended}
      classMode
      onExitCourse={leave}
      onLeaveClass={leave}
    />
  );
}
