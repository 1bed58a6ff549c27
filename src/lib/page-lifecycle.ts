/**
 * Whether the page has begun to go (a reload, a close: `beforeunload`). Code that still runs until
 * it has gone should not change what the next page restores behind the address it reloads.
 * Cleared when the page shows again (a cancelled unload, the back-forward cache).
 */
let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export const pageUnloading = () => unloading;

/** A location as the router gives it: its key (new on every in-app navigation) and its address. */
interface SeenLocation {
  key: string;
  pathname: string;
  search: string;
}

const signature = (location: SeenLocation) =>
  `${location.key} ${location.pathname}${location.search}`;

/**
 * The location the page opened on (a start, a reload, a restart of the kiosk), until the app shell
 * first renders another one: then the employee has moved (an in-app navigation makes a new key,
 * an address typed or set from outside a new path).
 */
let opening: string | null = null;
let moved = false;

/** The app shell reports each location it renders, before the screens below it render. */
export function noteLocation(location: SeenLocation): void {
  const seen = signature(location);
  if (opening === null) opening = seen;
  else if (seen !== opening) moved = true;
}

/** Whether this is the location the page opened on, the employee not having moved since. */
export const isOpeningLocation = (location: SeenLocation) =>
  !moved && opening === signature(location);

/** Forgets the opening location (tests start each case from a fresh page). */
export function forgetOpeningLocation(): void {
  opening = null;
  moved = false;
}
