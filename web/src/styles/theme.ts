import { DEFAULT_ACCENT, INK_COLOUR, ON_ACCENT_COLOUR, PAGE_COLOUR } from '@painting-site/gateway/contract/brand';
import { MOBILE_MAX_WIDTH_PX, TAP_TARGET_MIN_PX } from '@/config/constants.ts';

// Every text colour below meets WCAG AA (4.5:1) on the backgrounds it is used on:
// ink on paper 13.5:1, inkMuted on paper 7.1:1, link on paper 6.8:1,
// onAccent on accent 5.5:1, paper on ink 13.5:1, highlight on ink 7.8:1.
// An owner's accent is checked against onAccent and paper before it is taken (contract/brand-rules.ts).
export const theme = {
  colors: {
    ink: INK_COLOUR,
    inkMuted: '#4b5563',
    paper: PAGE_COLOUR,
    surface: '#ffffff',
    border: '#d9d3c7',
    // The accent, its hover shade and the links: CSS variables, which the owner's brand colour
    // sets on the public pages (components/layout/site-layout.tsx); unset, these colours.
    accent: `var(--accent, ${DEFAULT_ACCENT})`,
    accentHover: 'var(--accent-hover, #8a3417)',
    onAccent: ON_ACCENT_COLOUR,
    link: 'var(--link, #9a3412)',
    highlight: '#f0b45a',
    focus: '#1d4ed8',
    focusOnDark: '#f0b45a',
    // Rating stars: 5.0:1 on surface, 4.7:1 on paper, always beside words that say the rating.
    star: '#b45309',
    // Status accents (bars and icons beside ink text, not text colours themselves).
    success: '#1f7a4d',
    danger: '#b42318',
    // White on danger 6.6:1, on dangerHover 9.3:1: also the fill of the delete buttons.
    dangerHover: '#8a1c13',
    info: '#1d4ed8',
  },
  fonts: {
    // Every browser the build targets knows system-ui (the device's own face); the names that
    // followed it served older ones, and cost Chromium a second layout of each page (Lighthouse's
    // blocking time on a static copy of / went from 31–48 ms to 8–32 ms without them, 2026-11-27).
    body: 'system-ui, sans-serif',
  },
  fontSizes: {
    small: '0.9375rem',
    body: '1.0625rem',
    brand: '1.25rem',
    // Grows with the viewport between a phone and a desktop size.
    h1: 'clamp(2rem, 1.4rem + 2.5vw, 3rem)',
    h2: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
    h3: '1.25rem',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  shadows: {
    raised: '0 8px 24px rgba(27, 42, 65, 0.18), 0 2px 6px rgba(27, 42, 65, 0.12)',
  },
  radii: {
    sm: '4px',
    md: '8px',
  },
  sizes: {
    content: '68rem',
    measure: '40rem',
    tapTarget: `${TAP_TARGET_MIN_PX}px`,
  },
  media: {
    mobile: `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`,
  },
} as const;

export type Theme = typeof theme;
