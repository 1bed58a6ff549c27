import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '@/components/ui/modal';
import type { FeedbackRecipient } from '@/lib/api/write-requests';
import { sameId, type Option, type ServerId } from '@/lib/api/schemas/common';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';

import { KeyboardFor } from './keyboard-for';
import { VirtualList } from './virtual-list';

const RECIPIENT_TYPES: readonly FeedbackRecipient['type'][] = ['structure', 'user'];

/** An option row's height before it is measured, in px. */
const OPTION_ESTIMATE = 60;

export interface RecipientModalProps {
  structures: Option[];
  users: Option[];
  value: FeedbackRecipient | null;
  onChoose: (recipient: FeedbackRecipient) => void;
  onClose: () => void;
}

const matches = (option: Option, query: string) =>
  option.title.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Chooses who gets a new dialog: a division or a specific person, found by typing part of the name. */
export function RecipientModal({
  structures,
  users,
  value,
  onChoose,
  onClose,
}: RecipientModalProps) {
  const { t } = useTranslation('feedback');
  const keyboard = useShowKeyboard();
  const [type, setType] = useState<FeedbackRecipient['type']>(value?.type ?? 'structure');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ServerId | null>(value?.id ?? null);
  const options = (type === 'structure' ? structures : users).filter((option) =>
    matches(option, query),
  );
  const fieldLabel = t(
    type === 'structure' ? 'recipientModal.divisionLabel' : 'recipientModal.personLabel',
  );

  const switchType = (next: FeedbackRecipient['type']) => {
    setType(next);
    setSelected(next === value?.type ? value.id : null);
  };

  const footer = (
    <>
      <button type="button" className="button" onClick={onClose}>
        {t('recipientModal.cancel')}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={selected === null}
        onClick={() => selected !== null && onChoose({ type, id: selected })}
      >
        {t('recipientModal.choose')}
      </button>
    </>
  );

  return (
    <Modal title={t('recipientModal.title')} onClose={onClose} footer={footer}>
      <div className={`feedback-recipient${keyboard ? ' feedback--keyboard' : ''}`}>
        <fieldset className="feedback-recipient__types">
          <legend>{t('recipientModal.type')}</legend>
          {RECIPIENT_TYPES.map((option) => (
            <label key={option} className="feedback-radio">
              <input
                type="radio"
                name="recipient-type"
                checked={type === option}
                onChange={() => switchType(option)}
              />
              {t(option === 'structure' ? 'recipientModal.division' : 'recipientModal.person')}
            </label>
          ))}
        </fieldset>
        <label className="feedback-field">
          <span>{fieldLabel}</span>
          <input
            className="feedback-field__input"
            value={query}
            placeholder={t(
              type === 'structure'
                ? 'recipientModal.divisionPlaceholder'
                : 'recipientModal.personPlaceholder',
            )}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {options.length === 0 ? (
          <p className="status-line">{t('recipientModal.notFound')}</p>
        ) : (
          <VirtualList
            items={options}
            getKey={(option) => String(option.id)}
            estimateSize={OPTION_ESTIMATE}
            label={fieldLabel}
            className="feedback-recipient__list"
            renderItem={(option) => (
              <button
                type="button"
                className="feedback-option"
                aria-pressed={sameId(option.id, selected)}
                onClick={() => setSelected(option.id)}
              >
                {option.title}
              </button>
            )}
          />
        )}
        <KeyboardFor value={query} onChange={setQuery} />
      </div>
    </Modal>
  );
}
