import { deviceInfoModule } from '@/components/device-info/device-info-slot';
import { getKiosk } from '@/lib/bridge/kiosk';
import { deferredModule } from '@/lib/hooks/use-deferred-module';
import { withNamespaces } from '@/lib/i18n';
import { log } from '@/lib/log';
import type { RootState } from '@/lib/state/root-reducer';
import { selectBreadcrumbs } from '@/lib/state/breadcrumbs-slice';
import { selectSignedIn } from '@/lib/state/selectors';

/**
 * Parts of the root layout the start screen does not show, kept out of the start bundle: the
 * logged-in header (loaded after the first render), the desktop shell's watchers, the idle
 * screensaver and the mobile wrapper's side.
 */
export const userHeaderModule = deferredModule(() =>
  // With its dictionary (one of the later ones, src/lib/i18n.ts): never a bare key in the header.
  withNamespaces(import('@/features/header/user-header'), ['header']),
);
export const shellWatchersModule = deferredModule(() => import('./shell-watchers'));
/** The idle screensaver (its countdown, the still-here question): loaded once the app is set up. */
export const idleScreensaverModule = deferredModule(
  () => import('@/features/screensaver/screensaver'),
);
/** The breadcrumb bar: loaded when there are crumbs to show (screens behind the login set them). */
export const breadcrumbBarModule = deferredModule(() => import('@/components/ui/breadcrumb-bar'));
/** The mobile wrapper's side of the app (the back button, the screen kept on): in the wrapper only. */
export const mobileWrapperModule = deferredModule(() => import('@/lib/mobile/use-mobile-wrapper'));

/**
 * Before the first render, what it will show at once: on the desktop shell its watchers and device
 * info, with a restored session the logged-in header, and the breadcrumbs it had. A failure is logged: the layout loads
 * them again after rendering.
 */
export function preloadShellParts(state: RootState): Promise<void> {
  const parts: Promise<unknown>[] = [];
  if (getKiosk()) parts.push(shellWatchersModule.load(), deviceInfoModule.load());
  if (selectSignedIn(state)) parts.push(userHeaderModule.load());
  if (selectBreadcrumbs(state).length > 0) parts.push(breadcrumbBarModule.load());
  return Promise.all(parts).then(
    () => undefined,
    (error: unknown) => log.warn('shell parts could not be preloaded', error),
  );
}
