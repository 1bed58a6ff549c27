import { lazy, Suspense } from 'react';

import { withNamespaces } from '@/lib/i18n';

import { getConfigProblems, type ConfigProblem } from './config-problems';

/** The list and its dictionary load only when there is a problem (the start screen's bytes budget). */
const ConfigProblemList = lazy(() => withNamespaces(import('./config-problems-list'), ['config']));

/**
 * The configuration's problems as the installer should read them, in the kiosk's language; nothing
 * when there are none. `problems` replaces the ones the configuration loader found (tests, previews).
 */
export function ConfigProblems({ problems }: { problems?: readonly ConfigProblem[] }) {
  const list = problems ?? getConfigProblems();
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConfigProblemList problems={list} />
    </Suspense>
  );
}
