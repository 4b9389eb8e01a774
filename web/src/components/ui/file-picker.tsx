import styled from 'styled-components';

// A file input whose label is the big button: the input stays in the page for keyboards, screen
// readers and tests, but out of sight, and its label shows the input's focus. The label must
// follow the input.

export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

export const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
    border-color: ${({ theme }) => theme.colors.accentHover};
  }

  input:focus-visible + & {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.45;
    cursor: progress;
  }
`;
