/** Serves a built kiosk folder, optionally answering /config.json with `config`. */
export function serveStatic(options: {
  root: string;
  port?: number;
  host?: string;
  /** Served as /config.json; a function is asked again for every request. */
  config?: Record<string, unknown> | (() => Record<string, unknown>);
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
