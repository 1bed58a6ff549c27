import { terminalName, type ShellConfig } from '@shared/device-settings';

import type { RuntimeConfig } from '@/config/env';

const isHttp = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * The runtime configuration inside the desktop shell: its saved server host wins over every other
 * layer, and its terminal name and address become X-HOSTNAME and X-IP (the '{ip}' default is a
 * placeholder the shell did not fill, so the configured ip stays).
 */
export function withShellConfig(config: RuntimeConfig, shell: ShellConfig): RuntimeConfig {
  const name = terminalName(shell.deviceSettings).trim();
  const ip = shell.deviceSettings.ip.trim();
  return {
    ...config,
    serverHost: isHttp(shell.serverHost) ? shell.serverHost.replace(/\/+$/, '') : config.serverHost,
    hostname: name || config.hostname,
    ip: ip && !ip.includes('{') ? ip : config.ip,
  };
}

/** The zoom rule's device side (spec 1 §9): default_zoom, and whether the server's device_zoom wins. */
export const zoomPrefsOf = (shell: ShellConfig | null) =>
  shell
    ? {
        default_zoom: shell.deviceSettings.default_zoom,
        server_zoom_priority: shell.deviceSettings.server_zoom_priority,
      }
    : undefined;
