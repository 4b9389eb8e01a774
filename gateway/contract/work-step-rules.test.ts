import { describe, expect, it } from 'vitest';
import { WORK_STEP_MESSAGES, workStepMessages } from './work-step-rules.ts';
import { WORK_STEP_TEXT_MAX_LENGTH, WORK_STEP_TITLE_MAX_LENGTH } from './work-steps.ts';

describe('the rules for a “How we work” step', () => {
  it('accept a step at its limits, judged as stored', () => {
    expect(
      workStepMessages({
        title: ` ${'x'.repeat(WORK_STEP_TITLE_MAX_LENGTH)}\n`,
        text: ` ${'x'.repeat(WORK_STEP_TEXT_MAX_LENGTH)} `,
      }),
    ).toEqual({});
  });

  it('ask for a title and a text', () => {
    expect(workStepMessages({ title: ' \n', text: '\r\n' })).toEqual({
      title: WORK_STEP_MESSAGES.titleMissing,
      text: WORK_STEP_MESSAGES.textMissing,
    });
  });

  it('say which field is over its limit', () => {
    expect(
      workStepMessages({
        title: 'x'.repeat(WORK_STEP_TITLE_MAX_LENGTH + 1),
        text: 'x'.repeat(WORK_STEP_TEXT_MAX_LENGTH + 1),
      }),
    ).toEqual({ title: WORK_STEP_MESSAGES.titleTooLong, text: WORK_STEP_MESSAGES.textTooLong });
  });
});
