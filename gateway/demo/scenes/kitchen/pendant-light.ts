import { light, shade } from '../colour-math.ts';
import { ellipse, fillUrl, path, pathData, radialGradient, rect, type SceneDefs } from '../svg-markup.ts';

/** A dome pendant on a cord from the top of the frame, in centimetres (origin at the shade's rim centre). */
export function domePendant(metal: string, cordCm: number, defs: SceneDefs): string {
  const glowId = defs.id('pendantglow');
  defs.add(
    radialGradient(glowId, [
      [0, '#ffe9b8', 0.55],
      [1, '#ffe9b8', 0],
    ]),
  );
  return [
    ellipse(0, 6, 60, 40, fillUrl(glowId)),
    rect(-0.5, -cordCm, 1, cordCm - 18, '#2b2b2b'),
    path(pathData`M-20 0 C -20 -14 -10 -20 0 -20 C 10 -20 20 -14 20 0 Z`, metal),
    path(pathData`M4 -20 C 12 -19 20 -13 20 0 L 9 0 C 9 -10 7 -16 4 -20 Z`, shade(metal, 0.15), { opacity: 0.8 }),
    path(pathData`M-14 -6 C -13 -12 -8 -16 -3 -17`, 'none', {
      stroke: light(metal, 0.5),
      'stroke-width': 1.4,
      opacity: 0.8,
    }),
    ellipse(0, 0, 20, 2.5, '#fff3d2'),
  ].join('');
}
