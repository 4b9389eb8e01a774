import { light, shade } from '../colour-math.ts';
import { ellipse, fillUrl, path, radialGradient, type SceneDefs } from '../svg-markup.ts';

/** A ceramic table lamp with a linen shade, lit, in centimetres (origin at its foot). */
export function tableLamp(base: string, shadeColour: string, defs: SceneDefs): string {
  const glowId = defs.id('tableglow');
  defs.add(
    radialGradient(glowId, [
      [0, '#ffe6b0', 0.5],
      [1, '#ffe6b0', 0],
    ]),
  );
  return [
    ellipse(0, -52, 52, 48, fillUrl(glowId)),
    path('M-9 0 L9 0 C 16 -10 15 -24 6 -32 L6 -38 L-6 -38 L-6 -32 C -15 -24 -16 -10 -9 0 Z', base),
    path('M2 0 L9 0 C 16 -10 15 -24 6 -32 L6 -38 L2 -38 Z', shade(base, 0.15), { opacity: 0.7 }),
    path('M-6 -30 C -10 -22 -10 -12 -6 -4', 'none', { stroke: light(base, 0.4), 'stroke-width': 1.5, opacity: 0.7 }),
    path('M-14 -64 L14 -64 L20 -38 L-20 -38 Z', shadeColour),
    path('M5 -64 L14 -64 L20 -38 L7 -38 Z', shade(shadeColour, 0.08), { opacity: 0.8 }),
    path('M-20 -38 L20 -38 L19.5 -36.5 L-19.5 -36.5 Z', '#fff6dd'),
  ].join('');
}
