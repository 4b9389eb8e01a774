import { element, radialGradient, rect, type SceneSize } from './svg-markup.ts';

/** A brownish film over everything: old paint yellows and greys, and the "before" photo is flatter. */
const GRIME = '#5b4a2f';
const GRIME_OPACITY = 0.14;
/** Darker corners, as a phone photo of a dim room or a shaded front has before the job. */
const VIGNETTE = '#1d1a14';
const VIGNETTE_EDGE_OPACITY = 0.38;
const VIGNETTE_ID = 'tired-look-vignette';

/**
 * The same scene as the job found it: a picture drawn in the old colours, then dulled and darkened
 * at the edges with two overlays. Gradients and flat fills, not filters: librsvg renders a filter
 * over a 1600 px picture many times slower.
 */
export function withTiredLook(svg: string, { width, height }: SceneSize): string {
  const overlay =
    element(
      'defs',
      {},
      radialGradient(
        VIGNETTE_ID,
        [
          [0.55, VIGNETTE, 0],
          [1, VIGNETTE, VIGNETTE_EDGE_OPACITY],
        ],
        { cx: 0.5, cy: 0.5, r: 0.75 },
      ),
    ) +
    rect(0, 0, width, height, GRIME, { opacity: GRIME_OPACITY }) +
    rect(0, 0, width, height, `url(#${VIGNETTE_ID})`);
  const end = svg.lastIndexOf('</svg>');
  return `${svg.slice(0, end)}${overlay}${svg.slice(end)}`;
}
