import { light, shade } from '../colour-math.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { fillUrl, group, linearGradient, rect, type SceneDefs } from '../svg-markup.ts';

export interface SofaStyle {
  upholstery: string;
  pillows: readonly [string, string];
  legs: string;
}

const HALF_WIDTH_CM = 112;

/** A three-seat sofa seen from the front, in centimetres; light from the left. */
export function sofa(style: SofaStyle, defs: SceneDefs, shadow: ShadowBrush): string {
  const fabric = style.upholstery;
  const backId = defs.id('sofaback');
  defs.add(
    linearGradient(backId, [
      [0, light(fabric, 0.06)],
      [1, shade(fabric, 0.14)],
    ]),
  );
  const cushionId = defs.id('cushion');
  defs.add(
    linearGradient(
      cushionId,
      [
        [0, light(fabric, 0.12)],
        [1, shade(fabric, 0.04)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    ),
  );
  const cushions = [-1, 0, 1].map((seat) => rect(seat * 62 - 30, -82, 60, 42, fillUrl(cushionId), { rx: 7 })).join('');
  const seats = [-1, 0, 1]
    .map(
      (seat) =>
        rect(seat * 62 - 31, -47, 62, 15, light(fabric, 0.08), { rx: 4 }) +
        rect(seat * 62 - 31, -47, 62, 3, light(fabric, 0.2), { rx: 1.5 }),
    )
    .join('');
  const arm = (x: number, tone: string) =>
    rect(x, -66, 22, 54, tone, { rx: 8 }) + rect(x + 2, -66, 18, 4, light(tone, 0.15), { rx: 2 });
  const pillow = (x: number, colour: string, tilt: number) =>
    group(
      rect(-16, -15, 32, 30, colour, { rx: 6 }) + rect(-16, 9, 32, 6, shade(colour, 0.15), { rx: 3, opacity: 0.6 }),
      {
        transform: `translate(${x} -58) rotate(${tilt})`,
      },
    );
  const leg = (x: number) => rect(x - 2, -12, 4, 12, style.legs, { rx: 1 });
  return [
    // Cast onto the wall behind, to the right, because the window is on the left.
    shadow(16, -48, HALF_WIDTH_CM + 16, 52, 0.16),
    shadow(6, -1, HALF_WIDTH_CM + 18, 9, 0.5),
    leg(-HALF_WIDTH_CM + 14),
    leg(HALF_WIDTH_CM - 14),
    leg(-30),
    leg(30),
    rect(-HALF_WIDTH_CM + 8, -88, HALF_WIDTH_CM * 2 - 16, 52, fillUrl(backId), { rx: 9 }),
    cushions,
    rect(-HALF_WIDTH_CM + 4, -34, HALF_WIDTH_CM * 2 - 8, 22, shade(fabric, 0.1), { rx: 4 }),
    seats,
    arm(-HALF_WIDTH_CM, light(fabric, 0.04)),
    arm(HALF_WIDTH_CM - 22, shade(fabric, 0.12)),
    pillow(-68, style.pillows[0], -8),
    pillow(70, style.pillows[1], 7),
  ].join('');
}
