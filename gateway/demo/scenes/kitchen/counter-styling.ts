import { light, shade } from '../colour-math.ts';
import { circles, ellipse, path, pathData, rect } from '../svg-markup.ts';

/** A bridge faucet's gooseneck spout, in centimetres (origin at its base on the counter). */
export function gooseneckFaucet(metal: string): string {
  return [
    rect(-2.2, -6, 4.4, 6, shade(metal, 0.1)),
    path(pathData`M0 -6 L0 -30 C 0 -42 16 -42 16 -30 L16 -24`, 'none', {
      stroke: metal,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
    path(pathData`M-1 -8 L-1 -28`, 'none', { stroke: light(metal, 0.5), 'stroke-width': 0.7 }),
    rect(-8, -10, 5, 2, metal, { rx: 1 }),
  ].join('');
}

/** An end-grain board leaning on the backsplash, in centimetres (origin at its foot). */
export function cuttingBoard(wood: string): string {
  return [
    path(
      pathData`M-14 0 L-14 -30 Q -14 -36 -8 -36 L-3 -36 L-3 -42 Q 0 -46 3 -42 L3 -36 L8 -36 Q 14 -36 14 -30 L14 0 Z`,
      wood,
    ),
    ellipse(0, -40, 1.3, 1.3, shade(wood, 0.5)),
    rect(-14, -36, 3, 36, light(wood, 0.15)),
  ].join('');
}

/** A shallow ceramic bowl of lemons, in centimetres (origin at its foot). */
export function bowlOfLemons(glaze: string): string {
  const lemon = '#e9c645';
  return [
    circles(
      [
        [-7, -11, 5],
        [3, -12, 5.2],
        [-1, -16, 4.8],
        [8, -9, 4.5],
      ],
      lemon,
    ),
    circles(
      [
        [-8.5, -12.5, 1.6],
        [1.5, -13.5, 1.6],
        [-2.5, -17.5, 1.4],
      ],
      light(lemon, 0.5),
    ),
    path(pathData`M-16 -9 L16 -9 Q 14 0 6 0 L-6 0 Q -14 0 -16 -9 Z`, glaze),
    path(pathData`M4 -9 L16 -9 Q 14 0 6 0 L2 0 Z`, shade(glaze, 0.12), { opacity: 0.7 }),
  ].join('');
}
