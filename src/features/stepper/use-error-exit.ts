import { selectSettings } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';
import { selectIsAuth } from '@/lib/state/session-slice';

/** Where a flow error leads (spec 1 §8): /cabinet when logged in, else /; in classroom mode always /. */
export function useErrorExit(): string {
  const isAuth = useAppSelector(selectIsAuth);
  const classMode = useAppSelector(selectSettings)?.use_to_learning_class ?? false;
  return isAuth && !classMode ? '/cabinet' : '/';
}
