import { useTranslation } from 'react-i18next';

import { BackIcon } from '@/components/ui/icons';
import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

import { NameSearchStep } from './name-search-step';
import { PasswordLoginStep } from './password-login-step';
import { PersonnelNumberStep } from './personnel-number-step';
import { RfidStep } from './rfid-step';
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
  const { t } = useTranslation('auth');
  const settings = useAppSelector(selectSettings);
  const { value: steps, hidden, go } = useStepTransition<StartStep[]>([first]);
  const current = steps.at(-1) ?? first;
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
      {current === 'name' ? <NameSearchStep /> : null}
      {current === 'ldap' ? (
        <PasswordLoginStep kind="ldap">
          <nav className="start-links">
            <StartLink step="number" onSelect={swap} />
            {settings?.search_by_name ? <StartLink step="name" onSelect={push} /> : null}
          </nav>
        </PasswordLoginStep>
      ) : null}
      {current === 'courses' ? (
        <PasswordLoginStep kind="courses">
          {first === 'number' ? (
            <nav className="start-links">
              <StartLink step="number" onSelect={swap} />
            </nav>
          ) : null}
        </PasswordLoginStep>
      ) : null}
      {current === 'rfid' ? <RfidStep /> : null}
    </div>
  );
}
