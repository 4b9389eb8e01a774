import { describe, expect, it } from 'vitest';
import { commitFailingDatabase as database, petCount } from '../testing/commit-failing-db.ts';
import { inTransaction } from './transaction.ts';

describe('inTransaction', () => {
  it('commits all of the work', () => {
    const db = database();
    expect(inTransaction(db, () => db.prepare('INSERT INTO pets (owner) VALUES (1), (1)').run().changes)).toBe(2);
    expect(petCount(db)).toBe(2);
  });

  it('keeps none of it when the work throws', () => {
    const db = database();
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO pets (owner) VALUES (1)').run();
        throw new Error('half way');
      }),
    ).toThrow('half way');
    expect(petCount(db)).toBe(0);
    expect(db.isTransaction).toBe(false);
  });

  it('reports a failing COMMIT with its own error and leaves no transaction open', () => {
    const db = database();
    // The deferred foreign key is only checked at COMMIT.
    expect(() => inTransaction(db, () => db.prepare('INSERT INTO pets (owner) VALUES (2)').run())).toThrow(
      /FOREIGN KEY constraint failed/,
    );
    expect(petCount(db)).toBe(0);
    expect(db.isTransaction).toBe(false);
    // The connection is usable afterwards.
    inTransaction(db, () => db.prepare('INSERT INTO pets (owner) VALUES (1)').run());
    expect(petCount(db)).toBe(1);
  });
});
