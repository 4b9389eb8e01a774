import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger };

/** Structured JSON lines on stdout (or `destination`); credentials never reach the log. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
}
