import { describe, expect, it } from 'vitest';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH } from './faq.ts';
import { FAQ_MESSAGES, faqMessages } from './faq-rules.ts';

describe('the rules for a question of the FAQ', () => {
  it('accept an entry at its limits, judged as stored', () => {
    expect(
      faqMessages({
        question: ` ${'x'.repeat(FAQ_QUESTION_MAX_LENGTH)} `,
        answer: `\n${'x'.repeat(FAQ_ANSWER_MAX_LENGTH)}\n`,
      }),
    ).toEqual({});
  });

  it('ask for a question and an answer', () => {
    expect(faqMessages({ question: '  ', answer: ' \n ' })).toEqual({
      question: FAQ_MESSAGES.questionMissing,
      answer: FAQ_MESSAGES.answerMissing,
    });
  });

  it('say which field is over its limit', () => {
    expect(
      faqMessages({ question: 'x'.repeat(FAQ_QUESTION_MAX_LENGTH + 1), answer: 'x'.repeat(FAQ_ANSWER_MAX_LENGTH + 1) }),
    ).toEqual({ question: FAQ_MESSAGES.questionTooLong, answer: FAQ_MESSAGES.answerTooLong });
  });
});
