import { light, shade } from '../colour-math.ts';
import { ellipse, path } from '../svg-markup.ts';

const STEM = '#6b5a45';
const LEAF = '#7f8f63';

/** A stoneware vase with a few olive branches, in centimetres (origin at its foot). */
export function vaseWithStems(glaze: string): string {
  const leaves = [
    [-18, -62, -40],
    [-26, -78, -60],
    [-8, -86, -20],
    [14, -74, 40],
    [24, -58, 55],
    [6, -96, 10],
    [-34, -56, -70],
    [30, -84, 35],
  ]
    .map(([x, y, angle]) => ellipse(0, 0, 2.2, 6, LEAF, { transform: `translate(${x} ${y}) rotate(${angle})` }))
    .join('');
  return [
    path('M0 -28 C -6 -50 -22 -60 -30 -80 M0 -28 C 2 -55 -4 -80 4 -100 M0 -28 C 8 -48 24 -64 32 -88', 'none', {
      stroke: STEM,
      'stroke-width': 1.2,
    }),
    leaves,
    path('M-8 0 L8 0 C 13 -8 12 -20 5 -26 L5 -30 L-5 -30 L-5 -26 C -12 -20 -13 -8 -8 0 Z', glaze),
    path('M1 0 L8 0 C 13 -8 12 -20 5 -26 L5 -30 L1 -30 Z', shade(glaze, 0.15), { opacity: 0.7 }),
    path('M-6 -24 C -9 -18 -9 -10 -6 -4', 'none', { stroke: light(glaze, 0.45), 'stroke-width': 1.3, opacity: 0.7 }),
  ].join('');
}
