import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import type { Lesson, Topic } from '@/lib/api/schemas/courses';
import { formatNumber } from '@/lib/format/numbers';

const statusKey = (topic: Topic) => {
  if (topic.result.complete) return 'status.completed';
  return topic.result.spent_time > 0 ? 'status.inProgress' : 'status.notStarted';
};

/** The topics of one lesson with their time and status. */
export function TopicsModal({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const { t, i18n } = useTranslation('courses');
  return (
    <Modal title={`${t('topicsModal.title')}: ${lesson.title}`} onClose={onClose}>
      {lesson.topics.length === 0 ? (
        <p className="status-line">{t('topicsModal.empty')}</p>
      ) : (
        <table className="courses__table">
          <thead>
            <tr>
              <th scope="col">{t('topicsModal.topic')}</th>
              <th scope="col">{t('topicsModal.time')}</th>
              <th scope="col">{t('topicsModal.status')}</th>
            </tr>
          </thead>
          <tbody>
            {lesson.topics.map((topic, index) => (
              <tr key={`${topic.uuid}-${index}`}>
                <th scope="row">{topic.title}</th>
                <td>
                  {t('list.minutes', { minutes: formatNumber(topic.passage_time, i18n.language) })}
                </td>
                <td>{t(statusKey(topic))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
