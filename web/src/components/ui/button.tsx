import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The look of every button, for elements that act as one (a file picker's label). */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
    border-color: ${({ theme }) => theme.colors.accentHover};
  }

  /* Disabled only while something is on its way, and the spinner beside the label says so. */
  &:disabled {
    cursor: progress;
  }

  &[data-variant='secondary'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
  }

  &[data-variant='secondary']:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accentHover};
  }

  /* Removes something for good: the owner should not mistake it for the usual action. */
  &[data-variant='danger'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  &[data-variant='danger']:hover {
    border-color: ${({ theme }) => theme.colors.dangerHover};
    background: ${({ theme }) => theme.colors.dangerHover};
  }

  /* A quieter, narrower button in a row of several (list actions); still a full tap target. */
  &[data-size='small'] {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  /* Shown but not usable right now (the first item cannot move up); it keeps focus, unlike disabled. */
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }

  /* On a dark band: the bright call to action, and its quieter outlined partner. */
  &[data-variant='bright'] {
    border-color: ${({ theme }) => theme.colors.highlight};
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.ink};
  }

  &[data-variant='bright']:hover {
    border-color: ${({ theme }) => theme.colors.paper};
    background: ${({ theme }) => theme.colors.paper};
  }

  &[data-variant='outline-light'] {
    border-color: ${({ theme }) => theme.colors.paper};
    background: transparent;
    color: ${({ theme }) => theme.colors.paper};
  }

  &[data-variant='outline-light']:hover {
    border-color: ${({ theme }) => theme.colors.highlight};
    background: transparent;
    color: ${({ theme }) => theme.colors.highlight};
  }

  /* Keeps a button's place while what it needs is loading, so nothing below it jumps. */
  &[data-placeholder='true'] {
    visibility: hidden;
  }
`;

/**
 * A call to action; `data-variant="secondary"` gives the outlined, quieter one, `"danger"` the
 * one that deletes, `"bright"` and `"outline-light"` the pair for a dark background;
 * `data-size="small"` a narrower one for rows of actions.
 */
export const Button = styled.button`
  ${buttonStyles}
`;

/** A link to another page of the site that looks like a button. */
export const ButtonLink = styled(Link)`
  ${buttonStyles}
`;

/** Several buttons side by side, wrapping on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;
