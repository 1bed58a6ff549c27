import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';

import type { RuntimeConfig } from '@/config/env';
import { RuntimeConfigProvider } from '@/lib/runtime-config';

import type { AppStore } from './store';

/** Store, translations and runtime configuration for the whole app (and for component tests). */
export function Providers({
  store,
  i18n,
  config,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
