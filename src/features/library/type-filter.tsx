import { useTranslation } from 'react-i18next';

import type { LibraryType } from '@/lib/api/schemas/library';

import type { FilterOption } from './library-model';

const typeKeys = {
  text_document: 'types.textDocument',
  video_tutorial: 'types.videoTutorial',
  simulated_situation: 'types.simulatedSituation',
} as const satisfies Record<LibraryType, string>;

/** The dictionary key of a material type's name. */
export const typeKey = (type: LibraryType) => typeKeys[type];

/** The type filter: All or one type, as a group of toggle buttons. */
export function TypeFilter({
  options,
  value,
  onChange,
}: {
  options: readonly FilterOption[];
  value: FilterOption;
  onChange: (option: FilterOption) => void;
}) {
  const { t } = useTranslation('library');
  return (
    <div className="library__filter" role="group" aria-label={t('filter.label')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`button library__filter-option${option === value ? ' button--primary' : ''}`}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? t('filter.all') : t(typeKey(option))}
        </button>
      ))}
    </div>
  );
}
