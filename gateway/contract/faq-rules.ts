import { FAQ_ANSWER_MAX_LENGTH, FAQ_MAX_COUNT, FAQ_QUESTION_MAX_LENGTH, type FaqEntryInput } from './faq.ts';
import { oneLine, requiredTextMessage, tidyText } from './text-rules.ts';

// The rules for a question of the FAQ, applied by the gateway and checked by the dashboard's form
// as the owner types. A module of its own: the public pages import faq.ts, and must not carry the
// dashboard's checks.

export type FaqField = keyof FaqEntryInput;
export type FaqMessages = Partial<Record<FaqField, string>>;

/** The fields in the order the form shows them: the first with a message gets focus. */
export const FAQ_FIELDS = ['question', 'answer'] as const satisfies readonly FaqField[];

/** The owner's words for each slip, the same whichever side catches it. */
export const FAQ_MESSAGES = {
  questionMissing: 'Write the question.',
  questionTooLong: `Questions can be at most ${FAQ_QUESTION_MAX_LENGTH} characters.`,
  answerMissing: 'Write the answer.',
  answerTooLong: `Answers can be at most ${FAQ_ANSWER_MAX_LENGTH} characters.`,
  tooMany: `The FAQ holds at most ${FAQ_MAX_COUNT} questions: delete one before adding another.`,
} as const;

/** An entry as it is stored: the question on one line, the answer tidied. */
export function tidyFaqEntry(input: FaqEntryInput): FaqEntryInput {
  return { question: oneLine(input.question), answer: tidyText(input.answer) };
}

/** A message per field that breaks a rule (tidied values); empty when the entry can be saved. */
export function faqMessages(input: FaqEntryInput): FaqMessages {
  const { question, answer } = tidyFaqEntry(input);
  const messages: FaqMessages = {};
  const questionMessage = requiredTextMessage(question, FAQ_QUESTION_MAX_LENGTH, {
    missing: FAQ_MESSAGES.questionMissing,
    tooLong: FAQ_MESSAGES.questionTooLong,
  });
  const answerMessage = requiredTextMessage(answer, FAQ_ANSWER_MAX_LENGTH, {
    missing: FAQ_MESSAGES.answerMissing,
    tooLong: FAQ_MESSAGES.answerTooLong,
  });
  if (questionMessage) messages.question = questionMessage;
  if (answerMessage) messages.answer = answerMessage;
  return messages;
}
