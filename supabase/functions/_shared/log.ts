/** Structured one-line logs. Never pass visitor data (names, addresses, messages) here. */
export interface Logger {
  info(event: string, data?: Record<string, unknown>): void;
  warn(event: string, data?: Record<string, unknown>): void;
  error(event: string, data?: Record<string, unknown>): void;
}

function line(level: string, event: string, data?: Record<string, unknown>): string {
  return JSON.stringify({ level, event, ...data });
}

export const consoleLogger: Logger = {
  info: (event, data) => console.log(line('info', event, data)),
  warn: (event, data) => console.warn(line('warn', event, data)),
  error: (event, data) => console.error(line('error', event, data)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function errorText(err: unknown, max = 1000): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
