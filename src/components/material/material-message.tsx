import { useTranslation } from 'react-i18next';

import type { MaterialError } from './material-contract';

/** The spec's text for a material that cannot be shown. */
export function MaterialMessage({ error }: { error: MaterialError }) {
  const { t } = useTranslation('stepper');
  return (
    <p className="material__message" role="alert">
      {t(`material.errors.${error}` as const)}
    </p>
  );
}

/** A quiet status line inside a viewer (loading, or what is left to do before it counts as watched). */
export function MaterialStatus({ text }: { text: string }) {
  return (
    <p className="material__status" role="status">
      {text}
    </p>
  );
}
