import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import type { Employee } from '@/lib/api/schemas/employees';

/** 'Select yourself': several employees match the number; each shows name and first position. */
export function SelectYourselfModal({
  employees,
  onChoose,
  onClose,
}: {
  employees: Employee[];
  onChoose: (employee: Employee) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('loginSteps');
  return (
    <Modal id="select-yourself" title={t('selectYourself.title')} onClose={onClose}>
      <p>{t('selectYourself.hint')}</p>
      <ul className="choice-list" aria-label={t('selectYourself.listLabel')}>
        {employees.map((employee) => (
          <li key={employee.uuid}>
            <button type="button" className="choice-list__item" onClick={() => onChoose(employee)}>
              <strong>{employee.title}</strong>
              <span>{employee.position[0]?.title || t('search.positionMissing')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
