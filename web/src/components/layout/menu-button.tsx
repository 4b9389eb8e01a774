import { type Ref, type SyntheticEvent, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppStarted } from './use-app-started.ts';

// Wide screens always show the links inline, so the menu exists only on small ones. The links are
// not inside it (main-nav.tsx shows them after a closed one): on wide screens they must show.
const Disclosure = styled.details`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

// No marker: the icon says what it is (list-style for most browsers, the pseudo-element for Safari).
const Summary = styled.summary`
  display: inline-flex;
  list-style: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;

  /* Only where a pointer can hover: on touch screens :hover sticks after a tap. */
  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.colors.highlight};
    }
  }

  &::-webkit-details-marker {
    display: none;
  }
`;

// Three bars drawn from one span and its two pseudo-elements; they fold into a cross when open.
const MenuIcon = styled.span`
  position: relative;
  display: block;
  width: 1.125rem;
  height: 2px;
  border-radius: 1px;
  background: currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 100%;
    border-radius: inherit;
    background: currentColor;
    transition: transform 0.15s ease;
  }

  &::before {
    transform: translateY(-6px);
  }

  &::after {
    transform: translateY(6px);
  }

  [open] > summary > & {
    background: transparent;
  }

  [open] > summary > &::before {
    transform: rotate(45deg);
  }

  [open] > summary > &::after {
    transform: rotate(-45deg);
  }
`;

type MenuButtonProps = {
  ref: Ref<HTMLElement>;
  open: boolean;
  /** The id of the list the button shows and hides. */
  controls: string;
  /** The visitor opened or closed it (the browser did, by itself): `open` is the new state. */
  onToggle: (open: boolean) => void;
};

/**
 * Shows and hides the main navigation on phones: a disclosure the browser opens and closes by
 * itself, before the app runs or without it; once it runs, the app holds the state (`open`).
 */
export function MenuButton({ ref, open, controls, onToggle }: MenuButtonProps) {
  // The browser tells a screen reader whether a summary is expanded; aria-expanded, which the
  // published markup could not keep true, is added once the app keeps it so.
  const appStarted = useAppStarted();
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  // Opened before the app ran, the menu stays open and the app takes it over from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; what the browser did before the app ran.
  useEffect(() => {
    if (disclosureRef.current?.open && !open) onToggle(true);
  }, []);
  return (
    <Disclosure
      ref={disclosureRef}
      open={open}
      // A visitor may have opened it before the app ran: that is no mismatch, the effect above takes it.
      suppressHydrationWarning
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => onToggle(event.currentTarget.open)}
    >
      {/* role: a summary is a button to browsers and axe, named so for every tool that looks. */}
      <Summary ref={ref} role="button" aria-expanded={appStarted ? open : undefined} aria-controls={controls}>
        <MenuIcon aria-hidden="true" />
        Menu
      </Summary>
    </Disclosure>
  );
}
