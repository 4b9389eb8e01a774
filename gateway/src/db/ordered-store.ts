import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { returnedRow } from './returned-row.ts';
import { inTransaction } from './transaction.ts';

/** A list the owner keeps in order: services, testimonials, "How we work" steps, FAQ entries. */
export interface OrderedStore<Item extends { id: number }, Input> {
  /** In display order. */
  list(): Item[];
  get(id: number): Item | undefined;
  count(): number;
  /** Appends at the end of the order. */
  add(input: Input): Item;
  update(id: number, input: Input): Item | undefined;
  /** `ids` must name every row once; positions follow their order. */
  reorder(ids: number[]): void;
  remove(id: number): boolean;
}

export interface OrderedTable<Item, Input> {
  /** A table with `id INTEGER PRIMARY KEY`, `position INTEGER NOT NULL` and the columns below. */
  name: string;
  /** Each column the owner's input fills, and its value from the input. */
  columns: Record<string, (input: Input) => SQLInputValue>;
  toItem: (row: Record<string, unknown>) => Item;
  /** The table has an `updated_at` that every change to a row (its order too) moves to now. */
  tracksUpdates?: boolean;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** The statements of an ordered list, prepared once; names come from the code, never from a request. */
export function createOrderedStore<Item extends { id: number }, Input>(
  db: DatabaseSync,
  table: OrderedTable<Item, Input>,
): OrderedStore<Item, Input> {
  const { name, toItem } = table;
  const columns = Object.keys(table.columns);
  const touch = table.tracksUpdates ? `, updated_at = ${NOW}` : '';
  const selectAll = db.prepare(`SELECT * FROM ${name} ORDER BY position, id`);
  const byId = db.prepare(`SELECT * FROM ${name} WHERE id = ?`);
  const countRows = db.prepare(`SELECT count(*) AS n FROM ${name}`);
  const insert = db.prepare(`
    INSERT INTO ${name} (${columns.join(', ')}, position)
    VALUES (${columns.map((column) => `:${column}`).join(', ')}, (SELECT coalesce(max(position), 0) + 1 FROM ${name}))
    RETURNING *`);
  const updateRow = db.prepare(`
    UPDATE ${name} SET ${columns.map((column) => `${column} = :${column}`).join(', ')}${touch}
    WHERE id = :id RETURNING *`);
  const setPosition = db.prepare(`UPDATE ${name} SET position = ?${touch} WHERE id = ?`);
  const deleteRow = db.prepare(`DELETE FROM ${name} WHERE id = ?`);

  const values = (input: Input) =>
    Object.fromEntries(Object.entries(table.columns).map(([column, value]) => [column, value(input)]));

  return {
    list: () => selectAll.all().map(toItem),
    get(id) {
      const row = byId.get(id);
      return row ? toItem(row) : undefined;
    },
    count: () => Number(countRows.get()?.n ?? 0),
    add: (input) => toItem(returnedRow(insert, values(input)) ?? {}),
    update(id, input) {
      const row = returnedRow(updateRow, { id, ...values(input) });
      return row ? toItem(row) : undefined;
    },
    reorder(ids) {
      inTransaction(db, () => {
        for (const [index, id] of ids.entries()) setPosition.run(index + 1, id);
      });
    },
    remove: (id) => Number(deleteRow.run(id).changes) > 0,
  };
}
