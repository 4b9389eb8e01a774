// Days and instants in the words of the estimate's locale: the e-mails, the page and the PDF
// share them (and the PDF writer's own bundle takes nothing else of the e-mails).

/** "Friday, December 18, 2026": a calendar day, as the customer reads it. */
export function dayWords(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Dec 3, 2026, 4:05 PM PST": an instant in the business's zone. */
export const momentWords = (at: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));
