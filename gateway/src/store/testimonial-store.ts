import type { DatabaseSync } from 'node:sqlite';
import type { Testimonial } from '../../contract/testimonials.ts';

export type TestimonialInput = Omit<Testimonial, 'id'>;

export interface TestimonialStore {
  /** In display order. */
  list(): Testimonial[];
  add(testimonial: TestimonialInput): void;
  rating(): { average: number; count: number };
}

export function createTestimonialStore(db: DatabaseSync): TestimonialStore {
  const selectAll = db.prepare('SELECT id, name, town, quote, rating FROM testimonials ORDER BY position, id');
  const insert = db.prepare(`
    INSERT INTO testimonials (name, town, quote, rating, position)
    VALUES (:name, :town, :quote, :rating, (SELECT coalesce(max(position), 0) + 1 FROM testimonials))`);
  const summary = db.prepare('SELECT avg(rating) AS average, count(*) AS count FROM testimonials');
  return {
    list: () =>
      selectAll.all().map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        town: String(row.town),
        quote: String(row.quote),
        rating: Number(row.rating),
      })),
    add(testimonial) {
      insert.run({ ...testimonial });
    },
    rating() {
      const row = summary.get();
      const count = Number(row?.count ?? 0);
      return { average: count === 0 ? 0 : Math.round(Number(row?.average) * 10) / 10, count };
    },
  };
}
