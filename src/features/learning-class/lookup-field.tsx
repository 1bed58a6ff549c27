import { useId, useState } from 'react';

import type { LookupOption } from '@/lib/api/schemas/learning-class';

import { useLookup } from './use-lookup';

export interface LookupFieldProps {
  label: string;
  placeholder: string;
  value: LookupOption | string;
  onChange: (value: LookupOption | string) => void;
  search: (query: string) => Promise<LookupOption[]>;
  onFocus?: () => void;
}

const optionKey = (option: LookupOption) => String(option.uuid ?? option.id ?? option.title);

/** A position or structure field: free text, or an option found while typing. */
export function LookupField({
  label,
  placeholder,
  value,
  onChange,
  search,
  onFocus,
}: LookupFieldProps) {
  const listId = useId();
  const text = typeof value === 'string' ? value : value.title;
  // Once an option is chosen the list closes until the text is typed again.
  const [typed, setTyped] = useState(false);
  const options = useLookup(typed ? text : '', search);

  return (
    <div className="field class-lookup">
      <label className="field__label">
        {label}
        <input
          className="field__input"
          value={text}
          placeholder={placeholder}
          aria-controls={listId}
          onFocus={onFocus}
          onChange={(event) => {
            setTyped(true);
            onChange(event.target.value);
          }}
        />
      </label>
      {options.length > 0 ? (
        <ul id={listId} className="choice-list" aria-label={label}>
          {options.map((option) => (
            <li key={optionKey(option)}>
              <button
                type="button"
                className="choice-list__item"
                onClick={() => {
                  setTyped(false);
                  onChange(option);
                }}
              >
                {option.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
