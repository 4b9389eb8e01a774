/** RFC 5545 §3.1: a content line SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_LINE_MAX_OCTETS = 75;

const LINE_BREAK = '\r\n';
/** A line break followed by one space or tab: a folded line goes on (RFC 5545 §3.1). */
const FOLD = /\r\n[ \t]/g;

/** The octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD, 3 octets). */
function utf8Octets(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // By code point, so a fold never falls inside a character's UTF-8 sequence.
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > ICS_LINE_MAX_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(LINE_BREAK);
}

/**
 * An iCalendar text with every content line folded at 75 octets of UTF-8 (continuations start with
 * a space, which counts). `ics` folds at 75 characters, so a summary with "€" or emoji made lines
 * of up to four times that, which strict parsers refuse or cut. Unfolding gives back the same text.
 */
export function foldIcsLines(text: string): string {
  return text.replace(FOLD, '').split(LINE_BREAK).map(foldLine).join(LINE_BREAK);
}
