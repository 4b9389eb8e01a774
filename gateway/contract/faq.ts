/** The most questions the services page's FAQ holds. */
export const FAQ_MAX_COUNT = 20;
export const FAQ_QUESTION_MAX_LENGTH = 160;
export const FAQ_ANSWER_MAX_LENGTH = 1500;

/** One question and its answer, as the services page's FAQ shows it. */
export interface FaqEntry {
  id: number;
  /** One line. */
  question: string;
  /** Plain text; each line is a paragraph. */
  answer: string;
}

/** `GET /api/admin/faq`: every entry, in order. */
export interface FaqResponse {
  faq: FaqEntry[];
}

/** What the owner sends for an entry: `POST /api/admin/faq`, `PUT /api/admin/faq/:id`. */
export type FaqEntryInput = Omit<FaqEntry, 'id'>;
