import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import { searchStudents, type StudentSearchField } from '@/lib/api/endpoints/learning-class';
import type { CourseChoice, Student } from '@/lib/api/schemas/learning-class';
import { log } from '@/lib/log';

import { CourseSelect } from './course-select';
import { FieldKeyboard } from './field-keyboard';
import { isPositiveNumber, numberDigitsOnly } from './student-form';
import { useCourseChoices } from './use-course-choices';

export interface SearchEmployeeModalProps {
  courseRequired: boolean;
  busy: boolean;
  onChoose: (student: Student, course: CourseChoice | null) => void;
  onAddNew: (course: CourseChoice | null) => void;
  onClose: () => void;
}

type Found = { kind: 'none' } | { kind: 'failed' } | { kind: 'found'; students: Student[] };

/** 'Search employee': by personal number or full name, the course chooser, Find and 'Add a new one'. */
export function SearchEmployeeModal({
  courseRequired,
  busy,
  onChoose,
  onAddNew,
  onClose,
}: SearchEmployeeModalProps) {
  const { t } = useTranslation('learningClass');
  const [field, setField] = useState<StudentSearchField>('tabel');
  const [value, setValue] = useState('');
  const [course, setCourse] = useState<CourseChoice | null>(null);
  const [found, setFound] = useState<Found>({ kind: 'none' });
  const courses = useCourseChoices(courseRequired);
  const missingCourse = courseRequired && !course;

  const change = (next: string) => setValue(field === 'tabel' ? numberDigitsOnly(next) : next);
  const switchTo = (next: StudentSearchField) => {
    setField(next);
    setValue('');
    setFound({ kind: 'none' });
  };
  const find = async () => {
    const query = value.trim();
    // A personnel number goes as typed ('00123'), and only when it is a positive number.
    if (!query || missingCourse || (field === 'tabel' && !isPositiveNumber(query))) return;
    try {
      setFound({ kind: 'found', students: await searchStudents(field, query) });
    } catch (error) {
      log.error('learningClass: student search', error);
      setFound({ kind: 'failed' });
    }
  };

  const tab = (name: StudentSearchField, label: string) => (
    <button
      key={name}
      type="button"
      role="tab"
      aria-selected={field === name}
      className="tab"
      onClick={() => switchTo(name)}
    >
      {label}
    </button>
  );

  const tabs: Array<[StudentSearchField, string]> = [
    ['tabel', t('searchModal.tabs.byNumber')],
    ['title', t('searchModal.tabs.byName')],
  ];

  return (
    <Modal title={t('searchModal.title')} onClose={onClose}>
      <div role="tablist" className="tabs">
        {tabs.map(([name, label]) => tab(name, label))}
      </div>
      <form className="class-form" onSubmit={(event) => (event.preventDefault(), void find())}>
        <label className="field__label">
          {t(field === 'tabel' ? 'searchModal.number' : 'searchModal.name')}
          <input
            className="field__input"
            inputMode={field === 'tabel' ? 'numeric' : 'text'}
            value={value}
            onChange={(event) => change(event.target.value)}
          />
        </label>
        {courseRequired ? (
          <CourseSelect
            courses={courses}
            value={course}
            onChange={setCourse}
            label={t('searchModal.course')}
            placeholder={t('searchModal.coursePlaceholder')}
          />
        ) : null}
        <div className="class-form__actions">
          <button type="submit" className="button button--primary" disabled={missingCourse || busy}>
            {t('searchModal.find')}
          </button>
          <button type="button" className="button" onClick={() => onAddNew(course)}>
            {t('searchModal.addNew')}
          </button>
        </div>
      </form>
      {found.kind === 'failed' ? (
        <p className="status-line status-line--danger" role="alert">
          {t('errors.network')}
        </p>
      ) : null}
      {found.kind === 'found' && found.students.length === 0 ? (
        <p className="status-line">{t('searchModal.notFound')}</p>
      ) : null}
      {found.kind === 'found' && found.students.length > 0 ? (
        <ul className="choice-list" aria-label={t('searchModal.results')}>
          {found.students.map((student) => (
            <li key={student.uuid}>
              <button
                type="button"
                className="choice-list__item"
                disabled={busy}
                onClick={() => onChoose(student, course)}
              >
                <strong>{student.title}</strong>
                {student.structure ? <span>{student.structure.title}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldKeyboard value={value} onChange={change} onEnter={() => void find()} />
    </Modal>
  );
}
