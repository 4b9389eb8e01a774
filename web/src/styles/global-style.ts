import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  :root {
    /* Dark areas override this so the ring stays visible on them. */
    --focus-ring: ${({ theme }) => theme.colors.focus};
  }

  html {
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.paper};
    /* Long words (addresses, e-mails) wrap instead of widening the page on small phones. */
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
  }

  img,
  svg,
  video {
    display: block;
    max-width: 100%;
    height: auto;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
  }

  h1,
  h2,
  h3 {
    line-height: 1.15;
    text-wrap: balance;
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    max-width: ${({ theme }) => theme.sizes.measure};
    text-wrap: pretty;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  :focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }

  /* Elements focused by script (the skip link's target) need no ring. */
  [tabindex='-1']:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
