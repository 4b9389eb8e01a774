import { shade } from '../colour-math.ts';
import { circle, ellipse, fillUrl, radialGradient, rect, type SceneDefs } from '../svg-markup.ts';

/** A brass wall sconce with an opal globe, lit, in centimetres centred on the globe. */
export function wallSconce(brass: string, defs: SceneDefs): string {
  const glowId = defs.id('sconceglow');
  defs.add(
    radialGradient(glowId, [
      [0, '#ffe7b5', 0.55],
      [1, '#ffe7b5', 0],
    ]),
  );
  return [
    ellipse(0, 4, 40, 46, fillUrl(glowId)),
    rect(-2.5, 6, 5, 16, shade(brass, 0.15), { rx: 1.5 }),
    rect(-0.8, 4, 1.6, 6, brass),
    circle(0, 0, 7, '#fbf4e4'),
    circle(-2, -2, 3, '#ffffff', { opacity: 0.8 }),
  ].join('');
}
