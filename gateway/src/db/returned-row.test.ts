import type { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { commitFailingDatabase, petCount } from '../testing/commit-failing-db.ts';
import { returnedRow } from './returned-row.ts';

let db: DatabaseSync;
beforeEach(() => {
  db = commitFailingDatabase();
});

describe('returnedRow', () => {
  it('returns the row a committed write gives back', () => {
    const insert = db.prepare('INSERT INTO pets (owner) VALUES (?) RETURNING id, owner');
    expect(returnedRow(insert, 1)).toEqual({ id: 1, owner: 1 });
    expect(
      returnedRow(db.prepare('UPDATE pets SET owner = :owner WHERE id = :id RETURNING id'), { owner: 1, id: 1 }),
    ).toEqual({ id: 1 });
    expect(returnedRow(db.prepare('DELETE FROM pets WHERE id = 99 RETURNING id'))).toBeUndefined();
  });

  it('throws when the commit fails, where get() would hand back a row that was never stored', () => {
    const insert = db.prepare('INSERT INTO pets (owner) VALUES (?) RETURNING id');
    // What this guards against: get() reports the row although the commit failed.
    expect(insert.get(2)).toEqual({ id: 1 });
    expect(petCount(db)).toBe(0);

    expect(() => returnedRow(insert, 2)).toThrow(/FOREIGN KEY constraint failed/);
    expect(petCount(db)).toBe(0);
    expect(db.isTransaction).toBe(false);
  });
});
