import { useTranslation } from 'react-i18next';

import type { SurveyAssignment } from '@/lib/api/schemas/surveys';
import { formatDate, parseServerDate } from '@/lib/format/dates';
import { assignmentKey } from '@/lib/outbox/waiting-matchers';

import { STATUS_BADGES } from '../survey-constants';

export interface SurveyListProps {
  items: SurveyAssignment[];
  /** The row whose survey is loading (its button is busy). */
  opening: string | null;
  /** The assignments (`assignmentKey`) whose results wait in the outbox: not to be answered again. */
  waiting: ReadonlySet<string>;
  onOpen: (item: SurveyAssignment) => void;
}

/** A row's key: assignment id and survey uuid (one survey may be assigned more than once). */
export const rowKey = (item: SurveyAssignment) => `${item.id}:${item.uuid}`;

/** The status badge of an assignment: Passed green, Expired red, otherwise Not passed in warning colour. */
export function SurveyStatusBadge({ status }: { status: SurveyAssignment['status'] }) {
  const { t } = useTranslation('surveys');
  const badge = STATUS_BADGES[status];
  return <span className={`survey-badge survey-badge--${badge.tone}`}>{t(badge.key)}</span>;
}

/** Whether the assignment's result waits in the outbox. */
export const resultWaits = (waiting: ReadonlySet<string>, item: SurveyAssignment) =>
  waiting.has(assignmentKey(item.uuid, item.id));

/**
 * The assignment list: one button row per survey with its badge, title and date. A row whose result
 * waits to be sent says so in place of its status and does not open (announced as unavailable).
 */
export function SurveyList({ items, opening, waiting, onOpen }: SurveyListProps) {
  const { t, i18n } = useTranslation('surveys');
  if (items.length === 0) return <p className="status-line">{t('list.empty')}</p>;
  return (
    <ul className="survey-list" aria-label={t('list.label')}>
      {items.map((item) => {
        const date = parseServerDate(item.start_data);
        const waits = resultWaits(waiting, item);
        return (
          <li key={rowKey(item)}>
            <button
              type="button"
              className="survey-row"
              aria-busy={opening === rowKey(item)}
              aria-disabled={waits || undefined}
              disabled={opening !== null}
              onClick={waits ? undefined : () => onOpen(item)}
            >
              {waits ? (
                <span className="survey-badge survey-badge--info">{t('status.waiting')}</span>
              ) : (
                <SurveyStatusBadge status={item.status} />
              )}
              <span className="survey-row__title">{item.surveys_title}</span>
              <span className="survey-row__date">
                {date ? formatDate(date, i18n.language) : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
