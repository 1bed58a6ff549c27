import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useMarkReviewed } from './use-mark-reviewed';
import { useReadTimer } from './use-read-timer';

/** Read, with its 3 s lock and 15 s automatic read; the report is marked read only once. */
export function ReadButton() {
  const { t } = useTranslation('risks');
  const { sending, markReviewed } = useMarkReviewed();
  const { enabled, secondsLeft } = useReadTimer(!sending, () => void markReviewed());
  return (
    <button
      type="button"
      className="button button--primary risk-report__read"
      disabled={!enabled || sending}
      onClick={() => void markReviewed()}
    >
      {sending || secondsLeft === 0
        ? t('actions.read')
        : t('actions.readIn', { seconds: secondsLeft })}
    </button>
  );
}

/** The way out of an already reviewed report: the personal area. */
export function PersonalAreaLink() {
  const { t } = useTranslation('risks');
  return (
    <Link className="button button--primary" to={paths.cabinet}>
      {t('actions.personalArea')}
    </Link>
  );
}
