import { type Column, formatTable } from './text-table.ts';

const NUMERIC = /^[\d.,]+[%×]?$/;

/** Prints a titled table; columns holding only numbers (or ratios) are right-aligned. */
export function printTable(title: string, header: string[], rows: Array<Array<string | number>>): void {
  const columns: Column[] = header.map((name, index) => ({
    header: name,
    align: rows.every((row) => typeof row[index] === 'number' || NUMERIC.test(String(row[index]))) ? 'right' : 'left',
  }));
  console.log(
    `\n${title}\n${formatTable(
      columns,
      rows.map((row) => row.map(String)),
    )}`,
  );
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
