import type { VisitorFigures } from '../../contract/visitor-counts.ts';

/** Adds `figures` into `into`, figure by figure. */
export function addFigures<T extends VisitorFigures>(into: T, figures: VisitorFigures): T {
  into.visitors += figures.visitors;
  into.pageViews += figures.pageViews;
  into.quoteCtaTaps += figures.quoteCtaTaps;
  into.formsStarted += figures.formsStarted;
  into.requestsSent += figures.requestsSent;
  into.callTaps += figures.callTaps;
  into.textTaps += figures.textTaps;
  into.emailTaps += figures.emailTaps;
  return into;
}

export const noFigures = (): VisitorFigures => ({
  visitors: 0,
  pageViews: 0,
  quoteCtaTaps: 0,
  formsStarted: 0,
  requestsSent: 0,
  callTaps: 0,
  textTaps: 0,
  emailTaps: 0,
});
