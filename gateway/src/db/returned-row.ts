import type { SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';

type Row = Record<string, SQLOutputValue>;

/**
 * The row a write with `RETURNING` gives back, once the write is committed. node:sqlite's
 * `get()` stops at the first row and resets the statement; outside a transaction the COMMIT
 * runs in that reset and an error there (disk full, I/O error, a deferred constraint) is
 * dropped, so the caller would answer for a write that never reached the file. Stepping the
 * statement to its end with `all()` makes that error throw like any other.
 */
export function returnedRow(statement: StatementSync, ...anonymous: SQLInputValue[]): Row | undefined;
export function returnedRow(
  statement: StatementSync,
  named: Record<string, SQLInputValue>,
  ...anonymous: SQLInputValue[]
): Row | undefined;
export function returnedRow(statement: StatementSync, ...parameters: unknown[]): Row | undefined {
  return (statement.all as (...values: unknown[]) => Row[])(...parameters)[0];
}
