import { useTranslation } from 'react-i18next';

import { useKeptAnswer } from '@/lib/outbox/use-kept-answer';
import { useAppSelector } from '@/lib/state/hooks';
import { importantMaterialKey, selectUser } from '@/lib/state/session-slice';

import { MaterialViewer } from './material-viewer';

/**
 * Access guard rule 6: the employee's important material, until it is finished (spec 1 §2). A read
 * mark of an earlier login that still waits in the outbox is looked for first: when it is there
 * the guard lets the employee on.
 */
export function ImportantMaterialScreen() {
  const { t } = useTranslation('common');
  const uuid = useAppSelector(selectUser)?.important_library?.uuid;
  const checking = useKeptAnswer(uuid ? importantMaterialKey(uuid) : null);
  if (!uuid) return null;
  if (checking)
    return (
      <main className="screen">
        <span className="spinner" role="status" aria-label={t('loading')} />
      </main>
    );
  return <MaterialViewer key={uuid} uuid={uuid} guard />;
}
