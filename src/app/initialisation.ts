import type { Settings } from '@/lib/api/schemas/settings';

/** Settings are fetched again every 10 minutes (spec 1 §4, §9). */
export const SETTINGS_REFRESH_MS = 600_000;
/** After a failed first load the page reloads after 60 s, unless the server is localhost. */
export const INITIAL_RELOAD_MS = 60_000;
/** Zoom applies only above this value. */
export const MIN_ZOOM = 80;

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const isLocalhost = (host: string): boolean => {
  try {
    return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(new URL(host).hostname);
  } catch {
    return false;
  }
};

/** Device-side zoom settings (the desktop shell's; a browser uses the defaults). */
export interface ZoomPrefs {
  default_zoom: number;
  server_zoom_priority: boolean;
}

export const defaultZoomPrefs: ZoomPrefs = { default_zoom: 100, server_zoom_priority: true };

/** The server's device_zoom unless server_zoom_priority is false; applied only above 80. */
export function resolveZoom(
  settings: Pick<Settings, 'device_zoom'>,
  prefs: ZoomPrefs = defaultZoomPrefs,
): number | null {
  const zoom = prefs.server_zoom_priority
    ? (settings.device_zoom ?? prefs.default_zoom)
    : prefs.default_zoom;
  return zoom > MIN_ZOOM ? zoom : null;
}

/** Puts the settings' theme, favicon and zoom on the document. */
export function applySettingsToDocument(
  settings: Settings,
  doc: Document = document,
  prefs: ZoomPrefs = defaultZoomPrefs,
) {
  const root = doc.documentElement;
  root.dataset.theme = settings.theme_name === 'corporate' ? 'corporate' : 'default';
  const favicon = settings.favicon ?? settings.logo;
  const link = doc.querySelector<HTMLLinkElement>('link#app-favicon');
  if (link && favicon) link.href = favicon;
  const zoom = resolveZoom(settings, prefs);
  // The stylesheet applies `zoom: var(--kiosk-zoom)` to the page.
  if (zoom === null) root.style.removeProperty('--kiosk-zoom');
  else root.style.setProperty('--kiosk-zoom', String(zoom / 100));
}
