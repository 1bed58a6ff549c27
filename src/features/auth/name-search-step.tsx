import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { authByUuid, getForFamily } from '@/lib/api/endpoints/employees';
import type { Employee } from '@/lib/api/schemas/employees';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { lookupError, type LoginError } from './login-errors';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';
import { useSignIn } from './use-sign-in';

/** Search by name: Find and Reset, results with the first position; choosing one logs in. */
export function NameSearchStep({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation(['loginSteps', 'auth']);
  const signIn = useSignIn();
  const showKeyboard = useShowKeyboard();
  const straightToPreshift = useAppSelector(selectSettings)?.straight_to_the_pre_shift ?? false;
  const [name, setName] = useState('');
  const [results, setResults] = useState<Employee[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const find = async () => {
    setError(null);
    const query = name.trim();
    if (!query) {
      setResults(null);
      setError({ key: 'errors.invalidName' });
      return;
    }
    setBusy(true);
    try {
      setResults(await getForFamily(query));
    } catch (failure) {
      setResults(null);
      setError(lookupError(failure));
    } finally {
      setBusy(false);
    }
  };

  const change = (value: string) => {
    setName(value);
    if (!value.trim()) setResults(null);
  };

  const choose = async (employee: Employee) => {
    setBusy(true);
    try {
      signIn(await authByUuid(employee.uuid, 1), straightToPreshift ? '/preshift' : '/cabinet');
    } catch (failure) {
      const mapped = lookupError(failure);
      setError(mapped.key === 'server' ? mapped : { key: 'errors.authorizationByName' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="start-step" aria-labelledby="search-title">
      <h1 id="search-title" className="screen__title">
        {t('search.title')}
      </h1>
      <form className="search-row" onSubmit={(event) => (event.preventDefault(), void find())}>
        <input
          className="field__input"
          value={name}
          aria-label={t('search.nameLabel')}
          placeholder={t('search.namePlaceholder')}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('search.find')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => (setName(''), setResults(null), setError(null))}
        >
          {t('search.reset')}
        </button>
      </form>
      {error ? (
        <p className="status-line status-line--danger" role="alert">
          {error.key === 'server' ? error.message : t(`auth:${error.key}`)}
        </p>
      ) : null}
      {results ? (
        <ul className="choice-list" aria-label={t('search.resultsLabel')}>
          {results.length === 0 ? <li className="status-line">{t('search.noResults')}</li> : null}
          {results.map((employee) => (
            <li key={employee.uuid}>
              <button
                type="button"
                className="choice-list__item"
                disabled={busy}
                onClick={() => void choose(employee)}
              >
                <strong>{employee.title}</strong>
                <span>{employee.position[0]?.title || t('search.positionMissing')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      {showKeyboard ? (
        <OnScreenKeyboard value={name} onChange={change} onEnter={() => void find()} />
      ) : null}
    </section>
  );
}
