import { deferredModule } from '@/lib/hooks/use-deferred-module';
import { withNamespaces } from '@/lib/i18n';

/**
 * The code of the login steps other than the personnel number's (the default first step), with
 * the select-yourself question: ./other-start-steps.ts, a chunk of its own (issue 12 item 2), and
 * their texts, the loginSteps dictionary.
 */
export const otherStartSteps = deferredModule(() =>
  withNamespaces(import('./other-start-steps'), ['loginSteps']),
);
