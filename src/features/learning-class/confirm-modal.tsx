import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';

/** The student to confirm and the course they will enter. */
export interface ClassChoice {
  student: { uuid: string; title: string };
  courseTitle: string | null;
  /** The course appointment from the session's list, when known. */
  appoint: string | null;
}

export interface ConfirmModalProps {
  choice: ClassChoice;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirm the selection': the chosen student (and course) must be confirmed before the course opens. */
export function ConfirmModal({ choice, busy, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation('learningClass');
  return (
    <Modal
      title={t('confirm.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('confirm.no')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {t('confirm.yes')}
          </button>
        </>
      }
    >
      <p>{t('confirm.student', { name: choice.student.title })}</p>
      {choice.courseTitle ? <p>{t('confirm.course', { title: choice.courseTitle })}</p> : null}
      <p>{t('confirm.question')}</p>
    </Modal>
  );
}
