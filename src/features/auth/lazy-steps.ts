import { deferredModule } from '@/lib/hooks/use-deferred-module';

/**
 * The code of the login steps other than the personnel number's (the default first step), with
 * the select-yourself question: ./other-start-steps.ts, a chunk of its own (issue 12 item 2).
 */
export const otherStartSteps = deferredModule(() => import('./other-start-steps'));
