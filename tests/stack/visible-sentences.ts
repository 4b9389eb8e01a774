import type { Page } from 'playwright-core';

/** A sentence, for these tests: a text node of at least this many characters. */
export const SENTENCE_MIN_LENGTH = 20;

/**
 * The sentences a visitor reads on the page as it is on screen: text nodes of 20 or more
 * characters (whitespace collapsed) that the browser draws. Left out: the quote form and the
 * navigation (the product's own labels, not the owner's words), and text drawn for screen readers
 * only (a 1-pixel clip) or not at all.
 */
export function visibleSentences(page: Page): Promise<string[]> {
  return page.evaluate((minLength) => {
    const sentences: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text.length < minLength || !parent) continue;
      if (parent.closest('form, nav, script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      sentences.push(text);
    }
    return sentences;
  }, SENTENCE_MIN_LENGTH);
}
