import { useTranslation } from 'react-i18next';

import { cutDetail } from '@/lib/api/errors';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { translateKey } from '@/lib/i18n-dynamic';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectToasts, toastClosed, type Toast } from '@/lib/state/toast-slice';

import { CloseIcon } from './icons';
import { TOAST_MS } from './timing';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(toastClosed(toast.id));
  useTimeout(close, TOAST_MS);
  const message = translateKey(t, toast.messageKey, toast.params);
  const detail = toast.detail ? cutDetail(toast.detail) : '';
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <div className="toast__body">
        <strong className="toast__title">{message}</strong>
        {detail && detail !== message ? <span className="toast__detail">{detail}</span> : null}
        {toast.noteKey ? (
          <span className="toast__note">{translateKey(t, toast.noteKey)}</span>
        ) : null}
      </div>
      <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The toast stack; each toast closes itself after 4 s. */
export function ToastStack() {
  const { t } = useTranslation();
  const toasts = useAppSelector(selectToasts);
  return (
    <section className="toast-stack" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
