import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { hasEntryParam } from '@/features/auth/tabel-number';
import { decideAccess } from '@/features/guard/access-guard';
import { selectModules, selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';
import {
  selectImportantMaterial,
  selectImportantSurvey,
  selectPinAuthorized,
  selectUser,
} from '@/lib/state/session-slice';

import {
  ImportantMaterialScreen,
  ImportantSurveyScreen,
  NoticesStepperScreen,
  PinScreen,
  RiskReportScreen,
} from './lazy-screens';
import { StartScreen } from './screen';

/**
 * Applies the access guard to every protected route and shows the screen it decides on. While that
 * is a screen of the guard's own, `preloadPage` loads the requested page's code, so the page shows
 * at once when the guard lets it through.
 */
export function ProtectedRoute({
  preloadPage,
}: {
  preloadPage?: (pathname: string) => Promise<void>;
}) {
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const modules = useAppSelector(selectModules);
  const settings = useAppSelector(selectSettings);
  const pinAuthorized = useAppSelector(selectPinAuthorized);
  // What the guard still imposes: a survey or material this session has done is asked no more.
  const importantSurvey = useAppSelector(selectImportantSurvey);
  const importantLibrary = useAppSelector(selectImportantMaterial);
  const decision = decideAccess({
    isAuth: user !== null,
    // The hash route's query, or a login parameter still waiting in the page's query before the #.
    hasQuery: location.search.length > 1 || hasEntryParam(window.location.search),
    pinModule: modules.includes('pin_code'),
    usePinCode: settings?.use_pin_code ?? false,
    pinAuthorized,
    viewRisks: user?.viewRisks ?? false,
    importantSurvey,
    blockNotifications: user?.block_notifications ?? false,
    importantLibrary,
    path: location.pathname,
  });

  const guarded = decision.screen !== 'page';
  useEffect(() => {
    if (guarded) void preloadPage?.(location.pathname);
  }, [guarded, location.pathname, preloadPage]);

  const screen = (() => {
    switch (decision.screen) {
      case 'start':
        return <StartScreen />;
      case 'pin':
        return <PinScreen />;
      case 'risks':
        return <RiskReportScreen />;
      case 'survey':
        return <ImportantSurveyScreen />;
      case 'notices':
        return <NoticesStepperScreen />;
      case 'library':
        return <ImportantMaterialScreen />;
      case 'page':
        return <Outlet />;
    }
  })();
  return <Suspense fallback={<span className="spinner" aria-hidden="true" />}>{screen}</Suspense>;
}
