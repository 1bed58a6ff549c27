import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppDispatch } from '@/lib/state/hooks';
import { modalClosed, modalShown } from '@/lib/state/modal-slice';

import { CloseIcon } from './icons';

export interface ModalProps {
  /** Id in the modal stack; defaults to a generated one. */
  id?: string;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog that registers itself in the modal stack while it is shown. */
export function Modal({ id, title, onClose, children, footer }: ModalProps) {
  const { t } = useTranslation();
  const generated = useId();
  const modalId = id ?? generated;
  const titleId = `${modalId}-title`;
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(modalShown(modalId));
    return () => {
      dispatch(modalClosed(modalId));
    };
  }, [dispatch, modalId]);

  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('actions.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
