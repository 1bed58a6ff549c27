import { paths } from '@/config/paths';

/**
 * The learning class's route for the member who confirmed "Is this you?": their course (its
 * appointment; after a run, the topic that ended) or, with no appointment known, their course list.
 * A query, not a path: the class route stays the class route (open, bars hidden, class mode).
 */
export function toClassCourse(appoint: string | null, endedTopic?: string): string {
  const query = new URLSearchParams({ course: appoint ?? '' });
  if (endedTopic) query.set('ended', endedTopic);
  return `${paths.electronicCoursesClass}?${query.toString()}`;
}
