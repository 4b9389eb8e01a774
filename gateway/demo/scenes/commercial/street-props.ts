import { light, shade } from '../colour-math.ts';
import { circles, ellipse, path, pathData, rect } from '../svg-markup.ts';

const IRON = '#26292b';

/** A round bistro table with two chairs, in screen pixels, standing at `baseY`. */
export function bistroSet(centreX: number, baseY: number): string {
  const chair = (x: number, facing: 1 | -1) =>
    [
      path(
        pathData`M${x} ${baseY} L${x + facing * 6} ${baseY - 62} M${x + facing * 40} ${baseY} L${x + facing * 34} ${baseY - 62} M${x + facing * 38} ${baseY - 62} L${x + facing * 46} ${baseY - 128}`,
        'none',
        { stroke: IRON, 'stroke-width': 4 },
      ),
      rect(Math.min(x, x + facing * 42), baseY - 66, 42, 7, '#b98a55', { rx: 3 }),
      path(pathData`M${x + facing * 40} ${baseY - 122} q${facing * 10} -8 ${facing * 8} -30`, 'none', {
        stroke: '#b98a55',
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
    ].join('');
  return [
    ellipse(centreX + 14, baseY + 2, 110, 10, '#101522', { opacity: 0.2 }),
    chair(centreX - 58, -1),
    chair(centreX + 58, 1),
    rect(centreX - 2.5, baseY - 74, 5, 72, IRON),
    rect(centreX - 22, baseY - 4, 44, 4, IRON),
    ellipse(centreX, baseY - 76, 44, 7, IRON),
    ellipse(centreX, baseY - 78, 42, 5, light(IRON, 0.15)),
    // Two cups on the table.
    rect(centreX - 20, baseY - 92, 12, 12, '#f4efe6', { rx: 2 }),
    rect(centreX + 8, baseY - 90, 11, 10, '#f4efe6', { rx: 2 }),
  ].join('');
}

/** A tall planter with a clipped bay-laurel standard, in screen pixels. */
export function planterStandard(centreX: number, baseY: number, box: string): string {
  return [
    ellipse(centreX + 10, baseY + 2, 48, 7, '#101522', { opacity: 0.22 }),
    rect(centreX - 32, baseY - 88, 64, 88, box),
    rect(centreX + 6, baseY - 88, 26, 88, shade(box, 0.16)),
    rect(centreX - 36, baseY - 96, 72, 10, light(box, 0.12)),
    rect(centreX - 2, baseY - 200, 4, 110, '#5d4a3a'),
    circles([[centreX, baseY - 218, 48]], '#4f6b3c'),
    circles([[centreX - 14, baseY - 234, 26]], '#62804a'),
  ].join('');
}

/** A folding A-frame board with a drawn coffee cup instead of lettering, in screen pixels. */
export function sandwichBoard(centreX: number, baseY: number, frame: string): string {
  return [
    ellipse(centreX + 8, baseY + 2, 52, 6, '#101522', { opacity: 0.2 }),
    path(
      pathData`M${centreX - 40} ${baseY} L${centreX - 28} ${baseY - 130} L${centreX + 28} ${baseY - 130} L${centreX + 40} ${baseY} Z`,
      frame,
    ),
    path(
      pathData`M${centreX - 30} ${baseY - 10} L${centreX - 21} ${baseY - 120} L${centreX + 21} ${baseY - 120} L${centreX + 30} ${baseY - 10} Z`,
      '#2f3432',
    ),
    path(
      pathData`M${centreX - 14} ${baseY - 78} l28 0 l-4 30 l-20 0 Z M${centreX + 14} ${baseY - 72} q12 2 0 14`,
      'none',
      { stroke: '#f1ece2', 'stroke-width': 3, 'stroke-linejoin': 'round' },
    ),
    path(pathData`M${centreX - 6} ${baseY - 86} q-4 -6 0 -12 M${centreX + 4} ${baseY - 86} q-4 -6 0 -12`, 'none', {
      stroke: '#f1ece2',
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
    rect(centreX - 18, baseY - 38, 36, 3, '#d9a45a'),
  ].join('');
}
