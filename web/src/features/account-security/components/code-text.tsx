import styled from 'styled-components';

/** A secret or a code to copy by hand: monospaced, so 8 and B or 5 and S are told apart, and selected whole on a click. */
export const CodeText = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${({ theme }) => theme.fontSizes.body};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;
