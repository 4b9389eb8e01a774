import { ellipse, fillUrl, radialGradient, type SceneDefs } from './svg-markup.ts';

export type ShadowBrush = (cx: number, cy: number, rx: number, ry: number, opacity: number) => string;

/**
 * Soft shadows as radial gradients, not blur filters: librsvg renders a filter at 1600 px
 * many times slower, and the gradient looks the same at these sizes.
 */
export function createSoftShadow(defs: SceneDefs, colour = '#101522'): ShadowBrush {
  const id = defs.id('shadow');
  defs.add(
    radialGradient(id, [
      [0, colour, 1],
      [0.55, colour, 0.55],
      [1, colour, 0],
    ]),
  );
  return (cx, cy, rx, ry, opacity) => ellipse(cx, cy, rx, ry, fillUrl(id), { opacity });
}
