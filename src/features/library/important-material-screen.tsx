import { useAppSelector } from '@/lib/state/hooks';
import { selectUser } from '@/lib/state/session-slice';

import { MaterialViewer } from './material-viewer';

/** Access guard rule 6: the employee's important material, until it is finished (spec 1 §2). */
export function ImportantMaterialScreen() {
  const uuid = useAppSelector(selectUser)?.important_library?.uuid;
  if (!uuid) return null;
  return <MaterialViewer key={uuid} uuid={uuid} guard />;
}
