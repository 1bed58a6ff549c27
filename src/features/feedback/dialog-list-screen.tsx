import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScreenFrame } from '@/components/layout/screen-frame';
import { paths } from '@/config/paths';

import { DialogRow } from './dialog-row';
import { visibleDialogs } from './feedback-rules';
import { ScreenActions } from './screen-actions';
import { useDialogList } from './use-dialog-list';
import { VirtualList } from './virtual-list';
import './feedback.css';

/** A dialog row's height before it is measured, in px. */
const ROW_ESTIMATE = 112;

/** The feedback dialogs (/feedback): a theme filter, New message, the dialogs, Back and Exit. */
export function DialogListScreen() {
  const { t } = useTranslation(['feedback', 'common']);
  const state = useDialogList();
  const [theme, setTheme] = useState<string | null>(null);
  const dialogs = state.status === 'ready' ? visibleDialogs(state.dialogs, theme) : [];

  return (
    <ScreenFrame name="feedback" title={t('title')} busy={state.status === 'loading'}>
      <div className="feedback__toolbar">
        <label className="feedback-field feedback-field--inline">
          <span>{t('list.themeFilter')}</span>
          <select
            className="feedback-field__input"
            value={theme ?? ''}
            disabled={state.status !== 'ready'}
            onChange={(event) => setTheme(event.target.value || null)}
          >
            <option value="">{t('list.allThemes')}</option>
            {state.status === 'ready'
              ? state.themes.map((option) => (
                  <option key={String(option.id)} value={String(option.id)}>
                    {option.title}
                  </option>
                ))
              : null}
          </select>
        </label>
        <Link className="button button--primary" to={paths.feedbackAdd}>
          {t('list.newMessage')}
        </Link>
      </div>
      {state.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {state.status === 'error' ? (
        <p className="status-line status-line--danger">{t('errors.dialogs')}</p>
      ) : null}
      {state.status === 'ready' && dialogs.length === 0 ? (
        <p className="status-line">
          {t(state.dialogs.length === 0 ? 'list.empty' : 'list.emptyTheme')}
        </p>
      ) : null}
      {dialogs.length > 0 ? (
        <VirtualList
          items={dialogs}
          getKey={(dialog) => dialog.uuid}
          estimateSize={ROW_ESTIMATE}
          label={t('list.title')}
          className="feedback__list"
          renderItem={(dialog) => <DialogRow dialog={dialog} />}
        />
      ) : null}
      <ScreenActions back={paths.cabinet} />
    </ScreenFrame>
  );
}
