import type { DatabaseSync } from 'node:sqlite';
import type { Testimonial, TestimonialInput } from '../../contract/testimonials.ts';
import { returnedRow } from '../db/returned-row.ts';
import { inTransaction } from '../db/transaction.ts';

export type { TestimonialInput };

/** A testimonial as the demo content gives it: shown on the home page unless it says otherwise. */
export type NewTestimonial = Omit<TestimonialInput, 'showOnHome'> & { showOnHome?: boolean };

export interface TestimonialStore {
  /** In display order. */
  list(): Testimonial[];
  get(id: number): Testimonial | undefined;
  /** Appends at the end of the order. */
  add(testimonial: NewTestimonial): Testimonial;
  update(id: number, testimonial: TestimonialInput): Testimonial | undefined;
  /** `ids` must name every testimonial once; positions follow their order. */
  reorder(ids: number[]): void;
  remove(id: number): boolean;
  /** Over every testimonial, shown on the home page or not. */
  rating(): { average: number; count: number };
}

function toTestimonial(row: Record<string, unknown>): Testimonial {
  return {
    id: Number(row.id),
    name: String(row.name),
    town: String(row.town),
    quote: String(row.quote),
    rating: Number(row.rating),
    showOnHome: Number(row.show_on_home) === 1,
  };
}

export function createTestimonialStore(db: DatabaseSync): TestimonialStore {
  const selectAll = db.prepare('SELECT * FROM testimonials ORDER BY position, id');
  const byId = db.prepare('SELECT * FROM testimonials WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO testimonials (name, town, quote, rating, show_on_home, position)
    VALUES (:name, :town, :quote, :rating, :showOnHome, (SELECT coalesce(max(position), 0) + 1 FROM testimonials))
    RETURNING *`);
  const updateRow = db.prepare(`
    UPDATE testimonials SET name = :name, town = :town, quote = :quote, rating = :rating, show_on_home = :showOnHome
    WHERE id = :id RETURNING *`);
  const setPosition = db.prepare('UPDATE testimonials SET position = ? WHERE id = ?');
  const deleteRow = db.prepare('DELETE FROM testimonials WHERE id = ?');
  const summary = db.prepare('SELECT avg(rating) AS average, count(*) AS count FROM testimonials');

  const columns = (testimonial: NewTestimonial) => ({
    name: testimonial.name,
    town: testimonial.town,
    quote: testimonial.quote,
    rating: testimonial.rating,
    showOnHome: testimonial.showOnHome === false ? 0 : 1,
  });

  return {
    list: () => selectAll.all().map(toTestimonial),
    get(id) {
      const row = byId.get(id);
      return row ? toTestimonial(row) : undefined;
    },
    add: (testimonial) => toTestimonial(returnedRow(insert, columns(testimonial)) ?? {}),
    update(id, testimonial) {
      const row = returnedRow(updateRow, { id, ...columns(testimonial) });
      return row ? toTestimonial(row) : undefined;
    },
    reorder(ids) {
      inTransaction(db, () => {
        for (const [index, id] of ids.entries()) setPosition.run(index + 1, id);
      });
    },
    remove: (id) => Number(deleteRow.run(id).changes) > 0,
    rating() {
      const row = summary.get();
      const count = Number(row?.count ?? 0);
      return { average: count === 0 ? 0 : Math.round(Number(row?.average) * 10) / 10, count };
    },
  };
}
