// How the owner's texts are stored and checked, by the gateway and by the dashboard's forms as the
// owner types (plain-text.ts says how the public pages show them).

/** A text as stored: Windows and old Mac line ends made `\n`, no blank space around it. */
export function tidyText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A one-line text (a title, a question) as stored: any run of blank space or line ends made one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

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

/** An e-mail address as the forms take it: something@somewhere.tld, no blank space. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
