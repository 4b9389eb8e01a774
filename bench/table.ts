/** Prints rows under a title as aligned plain-text columns; numbers are right-aligned. */
export function printTable(title: string, header: string[], rows: Array<Array<string | number>>): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+[%×x]?$/.test(String(row[column]))));
  const line = (row: string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
