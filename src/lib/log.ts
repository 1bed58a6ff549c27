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

const emit = (level: LogLevel) => (message: string, details?: unknown) => {
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
