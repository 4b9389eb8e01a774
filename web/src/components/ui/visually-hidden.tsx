import styled from 'styled-components';

/**
 * Text for screen readers only: kept in the accessibility tree but takes no room on screen.
 * (`display: none` or `visibility: hidden` would hide it from assistive tech too.)
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
