/** The kiosk's logger: one place to route messages (console now; the desktop shell adds a file sink). */
type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogSink = (level: Level, message: string, details?: unknown) => void;

const consoleSink: LogSink = (level, message, details) => {
  const line = `[safety-terminal] ${message}`;
  if (details === undefined) console[level](line);
  else console[level](line, details);
};

let sinks: LogSink[] = [consoleSink];

/** Replaces the log sinks (tests silence or capture the log with this). */
export function setLogSinks(next: LogSink[]): void {
  sinks = next;
}

const emit = (level: Level) => (message: string, details?: unknown) => {
  for (const sink of sinks) sink(level, message, details);
};

export const log = {
  debug: emit('debug'),
  info: emit('info'),
  warn: emit('warn'),
  error: emit('error'),
};
