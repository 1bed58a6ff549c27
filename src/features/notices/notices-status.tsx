import { useTranslation } from 'react-i18next';

/** The notices are loading. */
export function NoticesLoading() {
  const { t } = useTranslation('common');
  return (
    <p className="status-line status-line--muted" role="status">
      {t('loading')}
    </p>
  );
}

export interface NoticesFailedProps {
  messageKey: 'errors.load' | 'errors.loadImportant' | 'errors.loadOne';
  onRetry?: () => void;
}

/** The notices could not be loaded: the spec's text and, where it helps, Retry. */
export function NoticesFailed({ messageKey, onRetry }: NoticesFailedProps) {
  const { t } = useTranslation('notices');
  return (
    <div className="notices-failed">
      <p className="status-line status-line--danger">{t(messageKey)}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
