import type { DatabaseSync } from 'node:sqlite';
import type { Testimonial, TestimonialInput } from '../../contract/testimonials.ts';
import { createOrderedStore, type OrderedStore } from '../db/ordered-store.ts';

export type { TestimonialInput };

/** A testimonial as the demo content gives it: shown on the home page unless it says otherwise. */
export type NewTestimonial = Omit<TestimonialInput, 'showOnHome'> & { showOnHome?: boolean };

export interface TestimonialStore extends OrderedStore<Testimonial, NewTestimonial> {
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
  const summary = db.prepare('SELECT avg(rating) AS average, count(*) AS count FROM testimonials');
  return {
    ...createOrderedStore<Testimonial, NewTestimonial>(db, {
      name: 'testimonials',
      columns: {
        name: (testimonial) => testimonial.name,
        town: (testimonial) => testimonial.town,
        quote: (testimonial) => testimonial.quote,
        rating: (testimonial) => testimonial.rating,
        show_on_home: (testimonial) => (testimonial.showOnHome === false ? 0 : 1),
      },
      toItem: toTestimonial,
    }),
    rating() {
      const row = summary.get();
      const count = Number(row?.count ?? 0);
      return { average: count === 0 ? 0 : Math.round(Number(row?.average) * 10) / 10, count };
    },
  };
}
