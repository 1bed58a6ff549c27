/**
 * The shell's log files: one line of JSON per entry in <logs>/<kind>-YYYY-MM-DD.log. Failed HTTP
 * calls go to their own files, 4xx apart from 5xx (spec 1 §8); logs older than 30 days are pruned.
 */
import path from 'node:path';

import { SHELL_LOG_KEPT, type LogEntry, type ShellLogRecord } from '../shared/ipc-contract';
import type { FileSystem } from './atomic-file';

export interface Logger {
  /** Writes an entry; the page's own lines (`fromPage`) stay out of `recent`, the page has them. */
  write: (entry: LogEntry, fromPage?: boolean) => Promise<void>;
  /** The shell's own newest warnings and errors (at most SHELL_LOG_KEPT), oldest first. */
  recent: () => ShellLogRecord[];
  info: (message: string) => void;
  error: (message: string, details?: string) => void;
}

/** Which file an entry belongs to: http-4xx, http-5xx or app. */
export function logKind(entry: LogEntry): 'app' | 'http-4xx' | 'http-5xx' {
  if (entry.status !== undefined && entry.status >= 500 && entry.status <= 599) return 'http-5xx';
  if (entry.status !== undefined && entry.status >= 400 && entry.status <= 499) return 'http-4xx';
  return 'app';
}

const keepDays = 30;

export function createLogger(deps: {
  fs: FileSystem;
  dir: string;
  now: () => Date;
  echo?: (line: string) => void;
}): Logger {
  let queue: Promise<void> = deps.fs.mkdir(deps.dir, { recursive: true }).then(() => undefined);
  let prunedOn = '';
  let recent: ShellLogRecord[] = [];

  async function prune(today: string) {
    if (prunedOn === today) return;
    prunedOn = today;
    const cutoff = new Date(deps.now().getTime() - keepDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const name of await deps.fs.readdir(deps.dir)) {
      const date = /-(\d{4}-\d{2}-\d{2})\.log$/.exec(name)?.[1];
      if (date && date < cutoff) await deps.fs.rm(path.join(deps.dir, name), { force: true });
    }
  }

  const write = (entry: LogEntry, fromPage = false): Promise<void> => {
    const time = deps.now().toISOString();
    if (!fromPage && entry.level !== 'info')
      recent = [...recent.slice(1 - SHELL_LOG_KEPT), { time, ...entry }];
    const day = time.slice(0, 10);
    const line = `${JSON.stringify({ time, ...entry })}\n`;
    deps.echo?.(line.trimEnd());
    queue = queue
      .then(() => deps.fs.appendFile(path.join(deps.dir, `${logKind(entry)}-${day}.log`), line))
      .then(() => prune(day))
      .catch(() => undefined);
    return queue;
  };

  return {
    write,
    recent: () => [...recent],
    info: (message) => void write({ level: 'info', message }),
    error: (message, details) =>
      void write({ level: 'error', message, ...(details === undefined ? {} : { details }) }),
  };
}
