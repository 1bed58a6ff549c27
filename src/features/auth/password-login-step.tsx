import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { OnScreenKeyboard } from '@/components/ui/on-screen-keyboard';
import { ldapAuth, studentsAuth } from '@/lib/api/endpoints/employees';

import { passwordLoginError, type LoginError } from './login-errors';
import { useShowKeyboard } from '@/lib/hooks/use-show-keyboard';
import { useSignIn } from './use-sign-in';

export type PasswordLoginKind = 'ldap' | 'courses';

/** Where each button of a password login leads (spec 1 §2). */
const targets: Record<
  PasswordLoginKind,
  Array<{ key: 'ldap.preshift' | 'ldap.cabinet' | 'login.enter'; to: string }>
> = {
  ldap: [
    { key: 'ldap.cabinet', to: '/cabinet' },
    { key: 'ldap.preshift', to: '/preshift' },
  ],
  courses: [{ key: 'login.enter', to: '/electronic-courses' }],
};

/** Login and password for the local account (ldap) or the electronic courses; both required. */
export function PasswordLoginStep({
  kind,
  children,
}: {
  kind: PasswordLoginKind;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(['auth', 'loginSteps', 'validation']);
  const signIn = useSignIn();
  const showKeyboard = useShowKeyboard();
  const tooltipId = useId();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [focused, setFocused] = useState<'login' | 'password'>('login');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const valid = login.length >= 1 && password.length >= 1;

  const submit = async (to: string) => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      signIn(
        kind === 'ldap' ? await ldapAuth(login, password) : await studentsAuth(login, password),
        to,
      );
    } catch (failure) {
      setError(passwordLoginError(failure));
      setLogin('');
      setPassword('');
      setPasswordTouched(false);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void submit(submitter?.dataset.target ?? targets[kind][0]?.to ?? '/cabinet');
  };

  const passwordInvalid = passwordTouched && password.length === 0;
  const edit = focused === 'login' ? setLogin : setPassword;
  return (
    <form className="login-form" onSubmit={onSubmit} aria-labelledby="login-title" noValidate>
      <h1 id="login-title" className="screen__title">
        {t(kind === 'ldap' ? 'loginSteps:ldap.title' : 'loginSteps:courses.title')}
      </h1>
      <label className="field">
        <span>{t('loginSteps:login.loginLabel')}</span>
        <input
          value={login}
          autoComplete="off"
          required
          placeholder={t('loginSteps:login.loginPlaceholder')}
          onFocus={() => setFocused('login')}
          onChange={(event) => setLogin(event.target.value)}
        />
      </label>
      <div className="field">
        <label className="field__label">
          <span>{t('loginSteps:login.passwordLabel')}</span>
          <input
            type="password"
            value={password}
            required
            placeholder={t('loginSteps:login.passwordPlaceholder')}
            aria-invalid={passwordInvalid}
            aria-describedby={passwordInvalid ? tooltipId : undefined}
            onFocus={() => setFocused('password')}
            onBlur={() => setPasswordTouched(true)}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {passwordInvalid ? (
          <span id={tooltipId} role="tooltip" className="field__tooltip">
            {t('validation:required')}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="status-line status-line--danger" role="alert">
          {error.key === 'server' ? error.message : t(`auth:${error.key}`)}
        </p>
      ) : null}
      <div className="start-buttons">
        {targets[kind].map((button, index) => (
          <button
            key={button.key}
            type="submit"
            data-target={button.to}
            className={`button ${index === 0 ? 'button--primary' : ''}`}
            disabled={!valid || busy}
          >
            {t(`loginSteps:${button.key}`)}
          </button>
        ))}
      </div>
      {children}
      {showKeyboard ? (
        <OnScreenKeyboard
          value={focused === 'login' ? login : password}
          onChange={edit}
          onEnter={() => void submit(targets[kind][0]?.to ?? '/cabinet')}
        />
      ) : null}
    </form>
  );
}
