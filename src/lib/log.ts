/** The kiosk's logger: one place to route messages (the console; the desktop shell adds its log files). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogSink = (level: LogLevel, message: string, details?: unknown) => void;

const consoleSink: LogSink = (level, message, details) => {
  const line = `[safety-terminal] ${message}`;
  if (details === undefined) console[level](line);
  else console[level](line, details);
};

let sinks: LogSink[] = [consoleSink];

const SECRET_KEY = /^(pass(word)?|pin(_?code)?|token|secret|authorization|cookie)$/i;
export const REDACTED = '[redacted]';

/** Whether a field of that name holds a secret, which never reaches a log (GUIDE.md §9). */
export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** Replaces the log sinks (tests silence or capture the log with this). */
export function setLogSinks(next: LogSink[]): void {
  sinks = next;
}

/** Adds a sink beside the others (the desktop shell's log files), once; returns its removal. */
export function addLogSink(sink: LogSink): () => void {
  if (!sinks.includes(sink)) sinks = [...sinks, sink];
  return () => {
    sinks = sinks.filter((item) => item !== sink);
  };
}

/** A warning or error as the health screen lists it (its details as they were logged). */
export interface LogRecord {
  at: number;
  level: LogLevel;
  message: string;
  details?: unknown;
}

/** How many of the newest warnings and errors are kept for the health screen. */
export const RECENT_LOG_KEPT = 50;
let recent: LogRecord[] = [];

/** The newest warnings and errors (at most RECENT_LOG_KEPT), oldest first: the health screen's list. */
export const recentLogRecords = (): readonly LogRecord[] => recent;

const emit = (level: LogLevel) => (message: string, details?: unknown) => {
  if (level === 'warn' || level === 'error')
    recent = [...recent.slice(1 - RECENT_LOG_KEPT), { at: Date.now(), level, message, details }];
  for (const sink of sinks) {
    try {
      sink(level, message, details);
    } catch {
      // A failing sink must not take the caller down, nor keep the other sinks from the line.
    }
  }
};

export const log = {
  debug: emit('debug'),
  info: emit('info'),
  warn: emit('warn'),
  error: emit('error'),
};
