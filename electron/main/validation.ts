/**
 * zod schemas for everything that crosses into the main process: renderer payloads (IPC) and the
 * settings file on disk. A payload that fails here never reaches a handler.
 */
import { z } from 'zod';

import {
  defaultDeviceSettings,
  type DeviceSettings,
  type UpdateInfo,
} from '../shared/device-settings';
import { LOG_LIMITS, logTypeErrors, type LogEntry } from '../shared/ipc-contract';

/** Whether a text is an absolute http(s) URL (spec 2 §5: camera and server addresses). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, at most 2048 characters. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isHttpUrl, { message: 'Expected an http or https URL' });

/** The server host of the setup wizard: an http(s) URL, saved without a trailing slash. */
export const serverHostSchema = httpUrlSchema.transform((host) => host.replace(/\/+$/, ''));

/**
 * The Linux password for privileged commands. Empty clears it. A line break is refused: the
 * password is written to sudo's stdin as one line.
 */
export const passwordSchema = z
  .string()
  .max(256)
  .refine((value) => !/[\r\n\0]/.test(value), { message: 'One line without control characters' });

const portSchema = z.string().trim().min(1).max(256);
const baudRateSchema = z.number().int().positive().max(4_000_000);

/** Each field of the device settings with its own schema, so a bad field falls back on its own. */
export const deviceSettingsFields = {
  appName: z.string().max(256),
  name: z.string().max(256),
  use_terminal_name: z.boolean(),
  fullscreen: z.boolean(),
  cursor: z.boolean(),
  version: z.string().max(64),
  ip: z.string().max(256),
  default_zoom: z.number().min(10).max(500),
  server_zoom_priority: z.boolean(),
  breathalyzer: z.object({
    port: portSchema,
    baudRate: baudRateSchema,
    delimiter: z.string().min(1).max(8),
  }),
  rfid: z.object({ port: portSchema, baudRate: baudRateSchema, isHid: z.boolean() }),
  platform: z.enum(['browser', 'cordova', 'electron']),
} satisfies { [K in keyof DeviceSettings]: z.ZodType<DeviceSettings[K]> };

/** Complete device settings, as the setup wizard saves them. */
export const deviceSettingsSchema: z.ZodType<DeviceSettings> = z.strictObject(deviceSettingsFields);

/** Device settings read from disk: each bad or missing field takes its default and is reported. */
export function parseDeviceSettings(raw: unknown): {
  settings: DeviceSettings;
  problems: string[];
} {
  const source: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const problems: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const key of Object.keys(deviceSettingsFields) as (keyof DeviceSettings)[]) {
    const parsed = deviceSettingsFields[key].safeParse(source[key]);
    if (parsed.success) settings[key] = parsed.data;
    else {
      settings[key] = structuredClone(defaultDeviceSettings[key]);
      problems.push(`${key}: ${source[key] === undefined ? 'missing' : 'invalid'}, default used`);
    }
  }
  return { settings: settings as unknown as DeviceSettings, problems };
}

const md5Schema = z.string().regex(/^[a-f0-9]{32}$/i, { message: 'Expected an MD5 hex digest' });

/** Update info with every field present (spec 1 §4 Desktop update). */
export const updateInfoSchema: z.ZodType<UpdateInfo> = z.object({
  url_string: httpUrlSchema,
  new_version: z.string().trim().min(1).max(64),
  app_name: z.string().trim().min(1).max(256),
  can_update: z.boolean(),
  update_app_url_string: httpUrlSchema,
  updater_version: z.string().trim().min(1).max(64),
  app_file_hash: md5Schema,
  update_file_hash: md5Schema,
});

/** A log line from the renderer: bounded, and its status (which picks the file) a plain integer. */
export const logEntrySchema: z.ZodType<LogEntry> = z.strictObject({
  level: z.enum(['info', 'warn', 'error']),
  message: z.string().max(LOG_LIMITS.message),
  status: z.number().int().min(0).max(999).optional(),
  typeError: z.enum(logTypeErrors).optional(),
  details: z.string().max(LOG_LIMITS.details).optional(),
});

/** The arguments of a channel without any. */
export const noArgs = z.tuple([]);
