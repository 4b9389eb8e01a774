import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LINKED_FIELD_WAIT_MS } from '@/config/constants.ts';

/** The router state of a link that lands on one control of the page it opens (a CSS selector). */
export type LinkedFieldState = { focusField: string };

export const linkedField = (selector: string): LinkedFieldState => ({ focusField: selector });

function selectorOf(state: unknown): string | undefined {
  const field = (state as Partial<LinkedFieldState> | null)?.focusField;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Puts focus on the control a link named (the setup checklist's "Add your phone number" lands in
 * the Phone field, not at the top of the page), once the page has loaded and shows it.
 */
export function FocusLinkedField() {
  const location = useLocation();
  const selector = selectorOf(location.state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival by such a link, also at the same address.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!selector || !main) return;
    const focusIfShown = () => {
      const control = main.querySelector<HTMLElement>(selector);
      if (!control) return false;
      control.focus();
      control.scrollIntoView({ block: 'center' });
      return true;
    };
    if (focusIfShown()) return;
    // The section loads its data first: the control appears with the form.
    const observer = new MutationObserver(() => {
      if (focusIfShown()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), LINKED_FIELD_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [location.key]);

  return null;
}
