/** Serves a built kiosk folder, optionally answering /config.json with `config`. */
export function serveStatic(options: {
  root: string;
  port?: number;
  host?: string;
  config?: Record<string, unknown>;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
