/**
 * The origin the kiosk app is served from: a custom, standard and secure scheme over the built
 * dist/ folder (never file://, so 'self' in the CSP and the IPC sender check mean this app only).
 */

export const appScheme = 'app';
export const appHost = 'kiosk';
/** The origin as Chromium reports it for a standard scheme. */
export const appOrigin = `${appScheme}://${appHost}`;
/** The page the kiosk window loads. */
export const appEntryUrl = `${appOrigin}/index.html`;

/**
 * Whether a URL (or an origin) belongs to the app. Compared by scheme and host: WHATWG URL gives a
 * custom scheme the opaque origin "null", so `new URL(x).origin` cannot be used.
 */
export function isAppUrl(value: string | undefined | null): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === `${appScheme}:` && url.host === appHost;
  } catch {
    return false;
  }
}
