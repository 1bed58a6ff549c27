import { useTranslation } from 'react-i18next';

import type { TrainingRow as Row } from '@/lib/api/schemas/training';

import {
  daysLeft,
  daysTone,
  isExpired,
  isNew,
  statusTone,
  type TrainingKind,
} from './training-rules';

export interface TrainingRowProps {
  row: Row;
  kind: TrainingKind;
  now: number;
  onOpen: (row: Row) => void;
}

/** One appointment: title, status, days left, attempts, pass mark, the New and Expired badges. */
export function TrainingRowItem({ row, kind, now, onOpen }: TrainingRowProps) {
  const { t } = useTranslation('training');
  const { appointment } = row;
  const days = daysLeft(row, now);
  const tone = kind === 'targeted' ? statusTone(appointment.status) : 'neutral';
  return (
    <li className="training-row">
      <button
        type="button"
        className="training-row__button"
        disabled={!appointment.enable}
        aria-label={t('row.open', { title: row.title })}
        onClick={() => onOpen(row)}
      >
        <span className="training-row__title">{row.title}</span>
        <span className={`training-row__status tone--${tone}`}>{appointment.status_title}</span>
        <span className="training-row__badges">
          {isNew(row, now) ? <span className="badge tone--primary">{t('badges.new')}</span> : null}
          {isExpired(row, now) ? (
            <span className="badge tone--danger">{t('badges.expired')}</span>
          ) : null}
        </span>
        <dl className="training-row__facts">
          <div>
            <dt>{t('columns.daysLeft')}</dt>
            <dd className={days === null ? undefined : `tone--${daysTone(days)}`}>{days ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('columns.attempts')}</dt>
            <dd>
              {row.number_of_attempts > 0
                ? t('row.attempts', {
                    used: appointment.attempts_used,
                    total: row.number_of_attempts,
                  })
                : t('row.attemptsUnlimited')}
            </dd>
          </div>
          <div>
            <dt>{t('columns.threshold')}</dt>
            <dd>{t('row.threshold', { percent: row.threshold_of_passage })}</dd>
          </div>
        </dl>
      </button>
    </li>
  );
}
