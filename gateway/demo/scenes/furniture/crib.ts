import { light, shade } from '../colour-math.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { rect } from '../svg-markup.ts';

const CRIB_WIDTH_CM = 136;
const CRIB_HEIGHT_CM = 92;
const SLAT_SPACING_CM = 8;

/** A spindle crib seen side-on with a folded blanket over the rail, in centimetres. */
export function crib(frame: string, sheet: string, blanket: string, shadow: ShadowBrush): string {
  const half = CRIB_WIDTH_CM / 2;
  const slats: string[] = [];
  for (let x = -half + 10; x <= half - 10; x += SLAT_SPACING_CM) {
    slats.push(rect(x - 1.6, -CRIB_HEIGHT_CM + 10, 3.2, CRIB_HEIGHT_CM - 34, frame));
  }
  const post = (x: number, tone: string) => rect(x - 3.5, -CRIB_HEIGHT_CM - 4, 7, CRIB_HEIGHT_CM + 4, tone, { rx: 2 });
  return [
    shadow(8, -1, half + 18, 7, 0.45),
    // Behind the slats: the far rail and the made-up mattress.
    rect(-half, -CRIB_HEIGHT_CM + 4, CRIB_WIDTH_CM, 5, shade(frame, 0.12)),
    rect(-half + 3, -44, CRIB_WIDTH_CM - 6, 14, sheet),
    rect(-half + 3, -44, CRIB_WIDTH_CM - 6, 2.5, light(sheet, 0.4)),
    slats.join(''),
    rect(-half, -CRIB_HEIGHT_CM + 4, CRIB_WIDTH_CM, 7, frame),
    rect(-half, -CRIB_HEIGHT_CM + 4, CRIB_WIDTH_CM, 1.8, light(frame, 0.5)),
    rect(-half, -30, CRIB_WIDTH_CM, 9, shade(frame, 0.06)),
    rect(-half, -21, CRIB_WIDTH_CM, 2, shade(frame, 0.2), { opacity: 0.5 }),
    post(-half, light(frame, 0.05)),
    post(half, shade(frame, 0.1)),
    rect(-half - 3.5, -4, 7, 4, shade(frame, 0.25)),
    rect(half - 3.5, -4, 7, 4, shade(frame, 0.25)),
    // A knitted blanket folded over the front rail.
    rect(12, -CRIB_HEIGHT_CM + 2, 38, 34, blanket, { rx: 3 }),
    rect(12, -CRIB_HEIGHT_CM + 2, 38, 4, light(blanket, 0.2), { rx: 2 }),
    rect(44, -CRIB_HEIGHT_CM + 6, 6, 30, shade(blanket, 0.15)),
  ].join('');
}
