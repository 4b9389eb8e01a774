import type { Ref } from 'react';
import styled from 'styled-components';

// Wide screens always show the links inline, so the button exists only on small ones.
const Button = styled.button`
  display: none;
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

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
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

  [aria-expanded='true'] > & {
    background: transparent;
  }

  [aria-expanded='true'] > &::before {
    transform: rotate(45deg);
  }

  [aria-expanded='true'] > &::after {
    transform: rotate(-45deg);
  }
`;

type MenuButtonProps = {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The id of the list the button shows and hides. */
  controls: string;
  onClick: () => void;
};

/** Shows and hides the main navigation on phones. */
export function MenuButton({ ref, open, controls, onClick }: MenuButtonProps) {
  return (
    <Button ref={ref} type="button" aria-expanded={open} aria-controls={controls} onClick={onClick}>
      <MenuIcon aria-hidden="true" />
      Menu
    </Button>
  );
}
