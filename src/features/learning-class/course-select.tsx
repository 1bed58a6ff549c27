import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseChoice } from '@/lib/api/schemas/learning-class';

export interface CourseSelectProps {
  courses: CourseChoice[] | null;
  value: CourseChoice | null;
  onChange: (course: CourseChoice | null) => void;
  invalid?: boolean;
  label: string;
  placeholder: string;
}

/** The course chooser; with exactly one course it is chosen automatically (spec 2 §5). */
export function CourseSelect({
  courses,
  value,
  onChange,
  invalid,
  label,
  placeholder,
}: CourseSelectProps) {
  const { t } = useTranslation('learningClass');
  const only = courses?.length === 1 ? courses[0] : undefined;
  useEffect(() => {
    if (only && value?.uuid !== only.uuid) onChange(only);
  }, [only, value, onChange]);

  return (
    <div className="field">
      <label className="field__label">
        {label}
        <select
          className="field__input"
          value={value?.uuid ?? ''}
          aria-invalid={invalid || undefined}
          disabled={courses === null}
          onChange={(event) =>
            onChange(courses?.find((course) => course.uuid === event.target.value) ?? null)
          }
        >
          <option value="">{placeholder}</option>
          {(courses ?? []).map((course) => (
            <option key={course.uuid} value={course.uuid}>
              {course.title}
            </option>
          ))}
        </select>
      </label>
      {invalid ? (
        <span className="field__error" role="alert">
          {t('addModal.invalidCourse')}
        </span>
      ) : null}
    </div>
  );
}
