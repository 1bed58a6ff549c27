import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ClassStudent } from '@/lib/api/schemas/learning-class';

import { FieldKeyboard } from './field-keyboard';

/** Rows whose student title starts with the typed last name (spec 2 §2), ignoring case. */
export function filterByLastName(rows: ClassStudent[], query: string): ClassStudent[] {
  const prefix = query.trim().toLocaleLowerCase();
  return prefix
    ? rows.filter((row) => row.student.title.toLocaleLowerCase().startsWith(prefix))
    : rows;
}

export interface StudentListProps {
  rows: ClassStudent[];
  onChoose: (row: ClassStudent) => void;
}

/** The session's students with the search by last name. */
export function StudentList({ rows, onChoose }: StudentListProps) {
  const { t } = useTranslation('learningClass');
  const [query, setQuery] = useState('');
  const shown = filterByLastName(rows, query);

  return (
    <section className="class-students" aria-label={t('students.label')}>
      <input
        className="field__input"
        type="search"
        value={query}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {rows.length === 0 ? <p className="status-line">{t('students.empty')}</p> : null}
      {rows.length > 0 && shown.length === 0 ? (
        <p className="status-line">{t('students.notFound')}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="choice-list" aria-label={t('students.label')}>
          {shown.map((row) => (
            <li key={row.student.uuid}>
              <button type="button" className="choice-list__item" onClick={() => onChoose(row)}>
                <strong>{row.student.title}</strong>
                {row.course?.title ? <span>{row.course.title}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldKeyboard value={query} onChange={setQuery} />
    </section>
  );
}
