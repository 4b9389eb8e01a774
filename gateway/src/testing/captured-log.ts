import { createLogger, type Logger } from '../logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  err?: { message: string; stack?: string };
  [field: string]: unknown;
}

/** pino's numeric levels. */
export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** A real logger whose JSON lines a test can read back. */
export function capturedLog(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
