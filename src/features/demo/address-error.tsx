import { useTranslation } from 'react-i18next';

export interface AddressErrorProps {
  /** The error text (already translated). */
  message: string;
  /** The start of what the address held, shown back as plain text; empty shows nothing. */
  echo?: string;
}

/** A demo route's address could not be used: the reason, and what the address held, as text. */
export function AddressError({ message, echo = '' }: AddressErrorProps) {
  const { t } = useTranslation('demo');
  return (
    <div className="demo-address-error">
      <p className="status-line status-line--danger" role="alert">
        {message}
      </p>
      {echo ? (
        <figure className="demo-address-error__echo">
          <figcaption>{t('errors.received')}</figcaption>
          <pre>{echo}</pre>
        </figure>
      ) : null}
    </div>
  );
}
