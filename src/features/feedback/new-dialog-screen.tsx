import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { sameId } from '@/lib/api/schemas/common';
import type { FeedbackRecipient } from '@/lib/api/write-requests';

import { checkNewMessage } from './feedback-rules';
import { KeyboardFor } from './keyboard-for';
import { RecipientModal } from './recipient-modal';
import { ScreenActions } from './screen-actions';
import { TextProblemNote } from './text-problem-note';
import { useNewDialog, type NewDialogData } from './use-new-dialog';
import './feedback.css';

/** The chosen recipient's name; the employee's own division may be missing from the list. */
function useRecipientName(data: NewDialogData, recipient: FeedbackRecipient | null): string {
  const { t } = useTranslation('feedback');
  if (!recipient) return t('add.noRecipient');
  const list = recipient.type === 'structure' ? data.structures : data.users;
  const found = list.find((option) => sameId(option.id, recipient.id))?.title;
  return found || t(recipient.type === 'structure' ? 'add.ownDivision' : 'add.noRecipient');
}

function NewDialogForm({
  data,
  form,
}: {
  data: NewDialogData;
  form: ReturnType<typeof useNewDialog>;
}) {
  const { t } = useTranslation('feedback');
  const [themeUuid, setThemeUuid] = useState(String(data.themes[0]?.id ?? ''));
  const [recipient, setRecipient] = useState<FeedbackRecipient | null>(form.ownDivision);
  const [choosing, setChoosing] = useState(false);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = checkNewMessage(text);
  const recipientName = useRecipientName(data, recipient);
  const canSend = problem === null && themeUuid !== '' && recipient !== null && !form.sending;
  const send = () => {
    if (canSend) form.send({ text, themeUuid, recipient });
  };
  const change = (value: string) => {
    setText(value);
    setTouched(true);
  };

  return (
    <>
      <form className="feedback-form" onSubmit={(event) => (event.preventDefault(), send())}>
        <label className="feedback-field">
          <span>{t('add.subject')}</span>
          <select
            className="feedback-field__input"
            value={themeUuid}
            onChange={(event) => setThemeUuid(event.target.value)}
          >
            {data.themes.map((theme) => (
              <option key={String(theme.id)} value={String(theme.id)}>
                {theme.title}
              </option>
            ))}
          </select>
        </label>
        <div className="feedback-form__recipient">
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            {t('add.recipient')}
          </button>
          <span>{t('add.recipientValue', { name: recipientName })}</span>
        </div>
        <label className="feedback-field feedback-field--wide">
          <span>{t('add.message')}</span>
          <textarea
            className="feedback-field__input feedback-field__textarea"
            value={text}
            rows={5}
            placeholder={t('add.messagePlaceholder')}
            aria-invalid={touched && problem !== null}
            aria-describedby={touched && problem ? 'new-message-problem' : undefined}
            onChange={(event) => change(event.target.value)}
          />
        </label>
        {touched ? <TextProblemNote id="new-message-problem" problem={problem} /> : null}
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {t('add.send')}
        </button>
      </form>
      {/* Outside the form: the keyboard's and the window's buttons must not submit it. */}
      <KeyboardFor value={text} onChange={change} onEnter={() => change(`${text}\n`)} />
      {choosing ? (
        <RecipientModal
          structures={data.structures}
          users={data.users}
          value={recipient}
          onClose={() => setChoosing(false)}
          onChoose={(chosen) => (setRecipient(chosen), setChoosing(false))}
        />
      ) : null}
    </>
  );
}

/** A new dialog (/feedback/add): subject, recipient, message and Send. */
export function NewDialogScreen() {
  const { t } = useTranslation(['feedback', 'common']);
  const form = useNewDialog();
  return (
    <main className="screen feedback" aria-labelledby="feedback-add-title" aria-busy={!form.data}>
      <h1 id="feedback-add-title" className="screen__title">
        {t('add.title')}
      </h1>
      {form.data ? (
        <NewDialogForm data={form.data} form={form} />
      ) : (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      )}
      <ScreenActions back={paths.feedback} />
    </main>
  );
}
