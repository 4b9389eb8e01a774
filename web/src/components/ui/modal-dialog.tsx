import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const Dialog = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  overscroll-behavior: contain;

  &:focus {
    outline: none;
  }
`;

type ModalDialogProps = {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string | undefined;
  onClose: () => void;
  /** Keys the dialog itself does not handle (it handles Escape and Tab). */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** Where focus goes back to on close; the element focused when the dialog opened otherwise. */
  returnFocusTo?: HTMLElement | null;
  /** The element focused when the dialog opens; the dialog itself otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * A modal dialog over the whole page: focus moves in and cannot leave by Tab, the page behind
 * is inert and does not scroll, Escape closes it, and focus goes back where it came from.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  onKeyDown,
  returnFocusTo,
  initialFocusRef,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest handlers, read by the one document listener set up on open.
  const handlers = useRef({ onClose, onKeyDown });
  handlers.current = { onClose, onKeyDown };
  const returnTarget = useRef(returnFocusTo);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = returnTarget.current ?? (document.activeElement as HTMLElement | null);

    // Everything else on the page goes inert: no clicks, no focus, hidden from screen readers.
    const host = dialog.parentElement === document.body ? dialog : dialog.parentElement;
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement => element !== host && element instanceof HTMLElement && !element.inert,
    );
    for (const element of madeInert) element.inert = true;

    // The page behind keeps its place; the scrollbar's width is made up so nothing shifts.
    const root = document.documentElement;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;

    (initialFocusRef?.current ?? dialog).focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
        return;
      }
      if (event.key === 'Tab' && dialog) {
        const focusable = focusableIn(dialog);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) {
          event.preventDefault();
          return;
        }
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      handlers.current.onKeyDown?.(event);
    }
    document.addEventListener('keydown', handleKeyDown);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      for (const element of madeInert) element.inert = false;
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      opener?.focus();
    };
  }, [initialFocusRef]);

  return createPortal(
    <Dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={className}
    >
      {children}
    </Dialog>,
    document.body,
  );
}
