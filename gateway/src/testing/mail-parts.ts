import ICAL from 'ical.js';

/** One VEVENT of an iCalendar text, as a calendar app reads it. */
export interface ParsedEvent {
  method: string | undefined;
  uid: string;
  sequence: number;
  status: string | undefined;
  summary: string;
  description: string;
  location: string | undefined;
  /** ISO 8601 UTC (for a date-only event, midnight UTC of that day). */
  startUtc: string;
  endUtc: string;
  /** YYYY-MM-DD for an all-day event, else undefined. */
  allDay: string | undefined;
}

/** Every VEVENT of an iCalendar text, parsed by ical.js (a real iCalendar parser, not ours). */
export function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const method = calendar.getFirstPropertyValue('method')?.toString();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const text = (name: string) => component.getFirstPropertyValue(name)?.toString();
    return {
      method,
      uid: event.uid,
      sequence: event.sequence,
      status: text('status'),
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? undefined,
      startUtc: event.startDate.toJSDate().toISOString(),
      endUtc: event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate ? event.startDate.toString() : undefined,
    };
  });
}

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The parts of one type (e.g. "text/plain") of a raw e-mail (as an SMTP server received it),
 * decoded: what a mail program shows. Each with its whole Content-Type (parameters included).
 */
export function mimePartsOf(raw: string, type: string): { contentType: string; text: string }[] {
  const parts: { contentType: string; text: string }[] = [];
  const escaped = type.replace(/[/.+]/g, (character) => `\\${character}`);
  const partStart = new RegExp(
    `(?:^|\\r?\\n)Content-Type: (${escaped}[^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)((?:\\r?\\n[^\\r\\n]+)*)\\r?\\n\\r?\\n`,
    'gi',
  );
  // A part ends at the next boundary line of any of the message's multiparts (a body may hold "--" lines).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((found) => `\n--${found[1]}`);
  const nextBoundary = (from: number) =>
    Math.min(...boundaries.map((boundary) => raw.indexOf(boundary, from)).filter((at) => at !== -1));
  for (let match = partStart.exec(raw); match; match = partStart.exec(raw)) {
    const headers = match[2] ?? '';
    const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
    const bodyStart = match.index + match[0].length;
    const ending = nextBoundary(bodyStart);
    const bodyEnd = Number.isFinite(ending) ? ending : -1;
    const body = raw.slice(bodyStart, bodyEnd === -1 ? undefined : bodyEnd);
    parts.push({ contentType: (match[1] ?? '').replace(/\r?\n[ \t]+/g, ' '), text: decodeBody(body, encoding) });
  }
  return parts;
}

/** The text/calendar parts of a raw e-mail, decoded: what a mail program hands the calendar. */
export const calendarPartsOf = (raw: string) => mimePartsOf(raw, 'text/calendar');

/** A header's RFC 2047 encoded words ("=?UTF-8?Q?Estimate_visit?=") as the text a mail program shows. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}
