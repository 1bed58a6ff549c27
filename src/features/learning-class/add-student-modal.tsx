import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import { searchPositions, searchStructures } from '@/lib/api/endpoints/learning-class';
import type { CourseChoice } from '@/lib/api/schemas/learning-class';

import { CourseSelect } from './course-select';
import { FieldKeyboard } from './field-keyboard';
import { LookupField } from './lookup-field';
import { draftProblems, emptyDraft, numberDigitsOnly, type StudentDraft } from './student-form';
import { useCourseChoices } from './use-course-choices';

export interface AddStudentModalProps {
  /** Free-choice sessions and learning outside a session need a course. */
  courseRequired: boolean;
  initialCourse: CourseChoice | null;
  busy: boolean;
  onSave: (draft: StudentDraft) => void;
  onClose: () => void;
}

type TextField = 'title' | 'tabel' | 'position' | 'structure';

/** 'Add a student': full name, date of birth, personnel number, position, structure and course. */
export function AddStudentModal({
  courseRequired,
  initialCourse,
  busy,
  onSave,
  onClose,
}: AddStudentModalProps) {
  const { t } = useTranslation('learningClass');
  const [draft, setDraft] = useState<StudentDraft>({ ...emptyDraft, course: initialCourse });
  const [tried, setTried] = useState(false);
  const [focused, setFocused] = useState<TextField>('title');
  const courses = useCourseChoices(courseRequired);
  const problems = tried ? draftProblems(draft, courseRequired, new Date()) : [];
  const set = (patch: Partial<StudentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setCourse = (course: CourseChoice | null) => set({ course });
  const fieldText = draft[focused];

  const save = () => {
    setTried(true);
    if (draftProblems(draft, courseRequired, new Date()).length > 0) return;
    onSave(draft);
  };

  const error = (message: string) => (
    <span className="field__error" role="alert">
      {message}
    </span>
  );

  return (
    <Modal
      title={t('addModal.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('addModal.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={save}>
            {t('addModal.save')}
          </button>
        </>
      }
    >
      <form className="class-form" onSubmit={(event) => (event.preventDefault(), save())}>
        <div className="field">
          <label className="field__label">
            {t('addModal.fullName')}
            <input
              className="field__input"
              value={draft.title}
              placeholder={t('addModal.fullNamePlaceholder')}
              aria-invalid={problems.includes('title') || undefined}
              onFocus={() => setFocused('title')}
              onChange={(event) => set({ title: event.target.value })}
            />
          </label>
          {problems.includes('title') ? error(t('addModal.invalidName')) : null}
        </div>
        <div className="field">
          <label className="field__label">
            {t('addModal.birthday')}
            <input
              className="field__input"
              type="date"
              value={draft.birthday}
              aria-invalid={problems.includes('birthday') || undefined}
              onChange={(event) => set({ birthday: event.target.value })}
            />
          </label>
          {problems.includes('birthday') ? error(t('addModal.invalidBirthday')) : null}
        </div>
        <div className="field">
          <label className="field__label">
            {t('addModal.number')}
            <input
              className="field__input"
              inputMode="numeric"
              value={draft.tabel}
              aria-invalid={problems.includes('tabel') || undefined}
              onFocus={() => setFocused('tabel')}
              onChange={(event) => set({ tabel: numberDigitsOnly(event.target.value) })}
            />
          </label>
          {problems.includes('tabel') ? error(t('addModal.invalidNumber')) : null}
        </div>
        <LookupField
          label={t('addModal.position')}
          placeholder={t('addModal.positionPlaceholder')}
          value={draft.position}
          onChange={(position) => set({ position })}
          onFocus={() => setFocused('position')}
          search={searchPositions}
        />
        <LookupField
          label={t('addModal.structure')}
          placeholder={t('addModal.structurePlaceholder')}
          value={draft.structure}
          onChange={(structure) => set({ structure })}
          onFocus={() => setFocused('structure')}
          search={searchStructures}
        />
        {courseRequired ? (
          <CourseSelect
            courses={courses}
            value={draft.course}
            onChange={setCourse}
            invalid={problems.includes('course')}
            label={t('addModal.course')}
            placeholder={t('addModal.coursePlaceholder')}
          />
        ) : null}
      </form>
      <FieldKeyboard
        value={typeof fieldText === 'string' ? fieldText : fieldText.title}
        onChange={(value) =>
          set({ [focused]: focused === 'tabel' ? numberDigitsOnly(value) : value })
        }
      />
    </Modal>
  );
}
