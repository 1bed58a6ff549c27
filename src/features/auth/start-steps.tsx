import { useTranslation } from 'react-i18next';

import { BackIcon } from '@/components/ui/icons';
import { useDeferredModule } from '@/lib/hooks/use-deferred-module';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { otherStartSteps } from './lazy-steps';
import { PersonnelNumberStep } from './personnel-number-step';
import { numberStepLinks, type StartStep } from './start-flow';
import { useStepTransition } from './use-step-transition';

const linkKeys = {
  ldap: 'tabel.links.localAccount',
  courses: 'tabel.links.electronicCourses',
  name: 'tabel.links.searchByName',
  number: 'tabel.links.tabelNumber',
} as const;

/** A link that swaps the current step for another, or adds a step after it. */
function StartLink({
  step,
  onSelect,
}: {
  step: keyof typeof linkKeys;
  onSelect: (step: StartStep) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className="link-button" onClick={() => onSelect(step)}>
      {t(linkKeys[step])}
    </button>
  );
}

/** The steps of the start flow: the step bar, the links that swap or add a step, and the 500 ms fade. */
export function StartSteps({
  first,
  initialNumber,
}: {
  first: StartStep;
  initialNumber: string | null;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const settings = useAppSelector(selectSettings);
  const { value: steps, hidden, go } = useStepTransition<StartStep[]>([first]);
  const current = steps.at(-1) ?? first;
  // Loaded at once for another step, else once the start screen is idle: ready when chosen.
  const other = useDeferredModule(otherStartSteps, true, { idle: current === 'number' });
  const swap = (step: StartStep) => go([...steps.slice(0, -1), step]);
  const push = (step: StartStep) => go([...steps, step]);

  const numberLinks = settings
    ? numberStepLinks(settings).map((step) => (
        <StartLink key={step} step={step} onSelect={step === 'name' ? push : swap} />
      ))
    : [];

  return (
    <div className={`fade ${hidden ? 'fade--hidden' : ''}`}>
      {steps.length > 1 ? (
        <nav className="step-bar">
          <button
            type="button"
            className="button"
            aria-label={t('stepBar.backLabel')}
            onClick={() => go(steps.slice(0, -1))}
          >
            <BackIcon />
            {t('stepBar.back')}
          </button>
        </nav>
      ) : null}
      {current === 'number' ? (
        <PersonnelNumberStep initialNumber={initialNumber}>{numberLinks}</PersonnelNumberStep>
      ) : null}
      {current !== 'number' && !other ? (
        <span className="spinner" role="status" aria-label={t('common:loading')} />
      ) : null}
      {current === 'name' && other ? <other.NameSearchStep /> : null}
      {current === 'ldap' && other ? (
        <other.PasswordLoginStep kind="ldap">
          <nav className="start-links">
            <StartLink step="number" onSelect={swap} />
            {settings?.search_by_name ? <StartLink step="name" onSelect={push} /> : null}
          </nav>
        </other.PasswordLoginStep>
      ) : null}
      {current === 'courses' && other ? (
        <other.PasswordLoginStep kind="courses">
          {first === 'number' ? (
            <nav className="start-links">
              <StartLink step="number" onSelect={swap} />
            </nav>
          ) : null}
        </other.PasswordLoginStep>
      ) : null}
      {current === 'rfid' && other ? <other.RfidStep /> : null}
    </div>
  );
}
