import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { GuestHeader } from '@/components/layout/guest-header';
import { ToastStack } from '@/components/ui/toast-stack';
import { paths } from '@/config/paths';
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
import { useDeferredModule, useDeferredModuleStatus } from '@/lib/hooks/use-deferred-module';
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
  const location = useLocation();
  noteLocation(location);
  const onHealth = location.pathname === paths.health;
  // The reload after a failed start would shut the installer's health screen (and its code) every
  // minute: it waits while that screen is open, and happens on return only by Retry.
  const { retry, reloadInSeconds } = useInitialisation(config, () => {
    if (!onHealth) (reload ?? (() => window.location.reload()))();
  });
  const watchers = useDeferredModule(shellWatchersModule, getKiosk() !== undefined);
  const initialized = useAppSelector(selectInitialized);
  const signedIn = useAppSelector(selectSignedIn);
  /** The logged-in header and the breadcrumbs are shown: someone is logged in and the app is set up. */
  const userShell = signedIn && initialized;
  // Loaded once the start screen has painted, so it is there by the time someone logs in.
  const header = useDeferredModuleStatus(userHeaderModule, initialized, { idle: !signedIn });
  const settingsError = useAppSelector(selectSettingsError);
  const fatalErrors = useAppSelector(selectFatalErrors);
  const maintenance = useAppSelector(selectMaintenance);
  const startError = useAppSelector(selectStartError) || shellStartError();
  const idleWatched = initialized && !startError;
  const screensaverCode = useDeferredModule(idleScreensaverModule, idleWatched);
  const screensaver = idleWatched ? screensaverCode : null;
  const crumbs = useAppSelector(selectBreadcrumbs).length > 0;
  // The screens behind the login set crumbs: loaded with the header, before the first of them opens.
  const breadcrumbs = useDeferredModuleStatus(breadcrumbBarModule, crumbs || userShell, {
    idle: !crumbs,
  });
  // The logged-in header and the breadcrumb bar are taller than what stands in for them: until they
  // arrive, the screen below keeps its place but is not shown, so it never moves under a finger.
  // A failed download shows the screen without them (asked for again at the next login, or when
  // crumbs next appear).
  const awaitingHeader = userShell && !header.module && !header.failed;
  const awaitingCrumbs = crumbs && !breadcrumbs.module && !breadcrumbs.failed;
  const mobile = useDeferredModule(mobileWrapperModule, detectPlatform() === 'cordova');

  let content: React.ReactNode;
  // The health screen shows whatever the gates say: it is where an installer learns why (issue 31).
  if (onHealth) content = <Outlet />;
  else if (startError) content = <SetupWizardScreen />;
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
      {userShell && header.module ? <header.module.UserHeader /> : <GuestHeader />}
      {crumbs && breadcrumbs.module ? <breadcrumbs.module.BreadcrumbBar /> : null}
      <div
        className="app__screen"
        style={awaitingHeader || awaitingCrumbs ? { visibility: 'hidden' } : undefined}
      >
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>{content}</Suspense>
      </div>
      {screensaver ? <screensaver.IdleScreensaver /> : null}
      {mobile ? <mobile.MobileWrapper /> : null}
      <ToastStack />
    </div>
  );
}
