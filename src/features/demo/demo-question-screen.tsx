import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { ExitTimerRing } from '@/components/ui/exit-timer-ring';
import { paths } from '@/config/paths';
import type { QuestionWithAnswers } from '@/lib/api/schemas/questions';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { loggedOut, selectIsAuth } from '@/lib/state/session-slice';

import { AddressError } from './address-error';
import type { AddressValue } from './demo-address';
import { demoQuestionFromJson, type QuestionDefaults } from './demo-question-input';
import { DemoQuestionRun } from './demo-question-run';
import { addressKey, useAddressValue } from './use-address-value';
import { useDemoQuestion } from './use-demo-question';

import './demo.css';

const PREFIX = '/demo-question';

type Built =
  | { kind: 'fetch'; id: string }
  | { kind: 'ready'; data: QuestionWithAnswers }
  | { kind: 'failed'; message: 'noData' | 'invalidJson' | 'invalidQuestion'; echo?: string };

function build(address: AddressValue, defaults: QuestionDefaults): Built {
  switch (address.kind) {
    case 'empty':
      return { kind: 'failed', message: 'noData' };
    case 'id':
      return { kind: 'fetch', id: address.id };
    case 'invalid':
      return { kind: 'failed', message: 'invalidJson', echo: address.echo };
    case 'json': {
      const data = demoQuestionFromJson(address.value, defaults);
      return data
        ? { kind: 'ready', data }
        : { kind: 'failed', message: 'invalidQuestion', echo: address.echo };
    }
  }
}

/**
 * #/demo-question/{json or question id} (spec 2 §2): a demo question built from a JSON in the
 * address (default texts filled in) or loaded by id, run on the question engine. Opening it logs the
 * employee out (spec 2 §7); an unusable address shows the reason, never a blank screen.
 */
export function DemoQuestionScreen() {
  const { t } = useTranslation(['demo', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAuth = useAppSelector(selectIsAuth);
  const address = useAddressValue(PREFIX);
  const built = useMemo(
    () =>
      build(address, {
        questionText: t('demo:defaults.questionText'),
        answerText: (number) => t('demo:defaults.answerText', { number }),
      }),
    [address, t],
  );
  const load = useDemoQuestion(built.kind === 'fetch' ? built.id : null);
  const data = built.kind === 'ready' ? built.data : load.status === 'ready' ? load.data : null;
  const exit = () => navigate(paths.start);

  useEffect(() => {
    if (isAuth) dispatch(loggedOut());
  }, [isAuth, dispatch]);

  return (
    <main className="screen demo" aria-label={t('demo:labels.question')}>
      <div className="demo__actions">
        <Link className="button" to={paths.start}>
          {t('demo:actions.exit')}
        </Link>
      </div>
      {built.kind === 'fetch' && load.status === 'loading' ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {built.kind === 'fetch' && load.status === 'error' ? (
        <AddressError message={t('demo:errors.question')} />
      ) : null}
      {built.kind === 'failed' ? (
        <AddressError message={t(`demo:errors.${built.message}`)} echo={built.echo} />
      ) : null}
      {data ? (
        <DemoQuestionRun
          key={addressKey(address)}
          data={data}
          onTimeExpired={exit}
          renderActions={(seconds, restart) => (
            <>
              <button type="button" className="button button--primary" onClick={restart}>
                {t('demo:actions.restart')}
              </button>
              <ExitTimerRing seconds={seconds} onExpire={exit} />
            </>
          )}
        />
      ) : null}
    </main>
  );
}
