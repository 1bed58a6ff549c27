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
