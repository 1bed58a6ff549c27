import type { RootState } from './root-reducer';

/**
 * Logged in and past the PIN screen: the logged-in header shows. Before the PIN is entered
 * (pin_code module and use_pin_code on) the logged-out header stays.
 */
export const selectSignedIn = (state: RootState): boolean => {
  if (!state.session.user) return false;
  const settings = state.app.settings;
  const pinRequired =
    Boolean(settings?.use_pin_code) && (settings?.modules ?? []).includes('pin_code');
  return !pinRequired || state.session.pinAuthorized;
};
