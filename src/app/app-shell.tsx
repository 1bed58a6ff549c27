import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { GuestHeader } from '@/components/layout/guest-header';
import { ToastStack } from '@/components/ui/toast-stack';
import { ErrorScreen } from '@/features/system/error-screen';
import { MaintenanceScreen } from '@/features/system/maintenance-screen';
import { StartupScreen } from '@/features/system/startup-screen';
import {
  selectFatalErrors,
  selectInitialized,
  selectMaintenance,
  selectSettingsError,
  selectStartError,
} from '@/lib/state/app-slice';
import { getKiosk } from '@/lib/bridge/kiosk';
import { noteLocation } from '@/lib/page-lifecycle';
import { detectPlatform, shellStartError } from '@/lib/bridge/platform';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { useAppSelector } from '@/lib/state/hooks';
import { selectBreadcrumbs } from '@/lib/state/breadcrumbs-slice';
import { selectSignedIn } from '@/lib/state/selectors';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { SetupWizardScreen } from './screen';
import {
  breadcrumbBarModule,
  idleScreensaverModule,
  mobileWrapperModule,
  shellWatchersModule,
  userHeaderModule,
} from './shell-parts';
import { useInitialisation } from './use-initialisation';

/**
 * The root layout: header, the init / fatal-error / maintenance gate, the routed screen, toasts.
 * What the start screen does not show loads apart from the start bundle (src/app/shell-parts.ts).
 */
export function AppShell({ reload }: { reload?: () => void }) {
  const config = useRuntimeConfig();
  // Noted while rendering, before any screen below renders: a screen's first render must already
  // know whether the employee has moved since the page opened (noting is idempotent).
  noteLocation(useLocation());
  const { retry, reloadInSeconds } = useInitialisation(config, reload);
  const watchers = useDeferredModule(shellWatchersModule, getKiosk() !== undefined);
  const initialized = useAppSelector(selectInitialized);
  const signedIn = useAppSelector(selectSignedIn);
  // Loaded once the start screen has painted, so it is there by the time someone logs in.
  const header = useDeferredModule(userHeaderModule, initialized, { idle: !signedIn });
  const settingsError = useAppSelector(selectSettingsError);
  const fatalErrors = useAppSelector(selectFatalErrors);
  const maintenance = useAppSelector(selectMaintenance);
  const startError = useAppSelector(selectStartError) || shellStartError();
  const idleWatched = initialized && !startError;
  const screensaverCode = useDeferredModule(idleScreensaverModule, idleWatched);
  const screensaver = idleWatched ? screensaverCode : null;
  const crumbs = useAppSelector(selectBreadcrumbs).length > 0;
  const breadcrumbs = useDeferredModule(breadcrumbBarModule, crumbs);
  const mobile = useDeferredModule(mobileWrapperModule, detectPlatform() === 'cordova');

  let content: React.ReactNode;
  if (startError) content = <SetupWizardScreen />;
  else if (fatalErrors.length > 0) content = <ErrorScreen statuses={fatalErrors} />;
  else if (maintenance) content = <MaintenanceScreen onRetry={() => void retry()} />;
  else if (!initialized)
    content = (
      <StartupScreen
        error={settingsError}
        reloadInSeconds={reloadInSeconds}
        onRetry={() => void retry()}
      />
    );
  else content = <Outlet />;

  return (
    <div className="app">
      {watchers ? <watchers.ShellWatchers /> : null}
      {signedIn && initialized && header ? <header.UserHeader /> : <GuestHeader />}
      {crumbs && breadcrumbs ? <breadcrumbs.BreadcrumbBar /> : null}
      <Suspense fallback={<span className="spinner" aria-hidden="true" />}>{content}</Suspense>
      {screensaver ? <screensaver.IdleScreensaver /> : null}
      {mobile ? <mobile.MobileWrapper /> : null}
      <ToastStack />
    </div>
  );
}
