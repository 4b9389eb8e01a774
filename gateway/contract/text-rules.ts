/** What to say about a required text that is empty, or longer than its limit. */
export interface RequiredTextMessages {
  missing: string;
  tooLong: string;
}

/** The message for a required text (as stored: tidied) of at most `max` characters; undefined when it fits. */
export function requiredTextMessage(text: string, max: number, messages: RequiredTextMessages): string | undefined {
  if (text.length === 0) return messages.missing;
  if (text.length > max) return messages.tooLong;
  return undefined;
}
