/** What is counted and what is not, in the owner's words, for their customers' questions too. */
export function CountingExplained() {
  return (
    <p>
      The website counts each page a visitor opens, where they came from (the website that linked to yours, or the
      campaign name on a flyer’s or ad’s link), whether they use a phone or a computer, their taps on your phone, text
      and e-mail links, and whether they started or sent the quote form. No cookie is used and nothing is kept on the
      visitor’s phone or computer, so no consent banner is needed. A visitor is recognised for one day only, by a code
      thrown away at the end of the day, and no internet address is kept: someone who comes back on another day is
      counted again.
    </p>
  );
}
