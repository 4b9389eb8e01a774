import { light, shade } from '../colour-math.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { ellipse, rect } from '../svg-markup.ts';

/** A low round coffee table, in centimetres (origin at its foot), top seen slightly from above. */
export function coffeeTable(top: string, legs: string, shadow: ShadowBrush): string {
  return [
    shadow(8, -1, 62, 7, 0.4),
    rect(-30, -38, 3.5, 38, legs),
    rect(26.5, -38, 3.5, 38, shade(legs, 0.15)),
    rect(-2, -38, 3.5, 36, shade(legs, 0.25)),
    ellipse(0, -38, 50, 9, shade(top, 0.2)),
    ellipse(0, -41, 50, 9, top),
    ellipse(-12, -42.5, 26, 4, light(top, 0.15), { opacity: 0.7 }),
  ].join('');
}
