import { oneLine, requiredTextMessage, tidyText } from './text-rules.ts';
import {
  WORK_STEP_TEXT_MAX_LENGTH,
  WORK_STEP_TITLE_MAX_LENGTH,
  WORK_STEPS_MAX_COUNT,
  type WorkStepInput,
} from './work-steps.ts';

// The rules for a "How we work" step, applied by the gateway and checked by the dashboard's form
// as the owner types. A module of its own: the public pages import work-steps.ts, and must not
// carry the dashboard's checks.

export type WorkStepField = keyof WorkStepInput;
export type WorkStepMessages = Partial<Record<WorkStepField, string>>;

/** The fields in the order the form shows them: the first with a message gets focus. */
export const WORK_STEP_FIELDS = ['title', 'text'] as const satisfies readonly WorkStepField[];

/** The owner's words for each slip, the same whichever side catches it. */
export const WORK_STEP_MESSAGES = {
  titleMissing: 'Give the step a title.',
  titleTooLong: `Titles can be at most ${WORK_STEP_TITLE_MAX_LENGTH} characters.`,
  textMissing: 'Say what happens in this step.',
  textTooLong: `Steps can be at most ${WORK_STEP_TEXT_MAX_LENGTH} characters.`,
  tooMany: `“How we work” holds at most ${WORK_STEPS_MAX_COUNT} steps: delete one before adding another.`,
} as const;

/** A step as it is stored: the title on one line, the text tidied. */
export function tidyWorkStep(input: WorkStepInput): WorkStepInput {
  return { title: oneLine(input.title), text: tidyText(input.text) };
}

/** A message per field that breaks a rule (tidied values); empty when the step can be saved. */
export function workStepMessages(input: WorkStepInput): WorkStepMessages {
  const { title, text } = tidyWorkStep(input);
  const messages: WorkStepMessages = {};
  const titleMessage = requiredTextMessage(title, WORK_STEP_TITLE_MAX_LENGTH, {
    missing: WORK_STEP_MESSAGES.titleMissing,
    tooLong: WORK_STEP_MESSAGES.titleTooLong,
  });
  const textMessage = requiredTextMessage(text, WORK_STEP_TEXT_MAX_LENGTH, {
    missing: WORK_STEP_MESSAGES.textMissing,
    tooLong: WORK_STEP_MESSAGES.textTooLong,
  });
  if (titleMessage) messages.title = titleMessage;
  if (textMessage) messages.text = textMessage;
  return messages;
}
