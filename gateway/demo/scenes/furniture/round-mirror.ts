import { light } from '../colour-math.ts';
import { circle, fillUrl, linearGradient, path, type SceneDefs } from '../svg-markup.ts';

/** A round brass-framed mirror, in centimetres, centred on its origin. */
export function roundMirror(radiusCm: number, frame: string, wallColour: string, defs: SceneDefs): string {
  const glassId = defs.id('glass');
  // The glass shows the lighter wall opposite and the window's brightness, not a flat grey.
  defs.add(
    linearGradient(
      glassId,
      [
        [0, light(wallColour, 0.55)],
        [0.55, light(wallColour, 0.3)],
        [1, light(wallColour, 0.1)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  const inner = radiusCm - 3;
  const sheen = `M${-inner * 0.7} ${-inner * 0.1} L${-inner * 0.1} ${-inner * 0.7} L${inner * 0.05} ${-inner * 0.55} L${-inner * 0.55} ${inner * 0.05} Z`;
  return [
    circle(3, 4, radiusCm, '#101522', { opacity: 0.12 }),
    circle(0, 0, radiusCm, frame),
    circle(0, 0, inner, fillUrl(glassId)),
    path(sheen, '#ffffff', { opacity: 0.22 }),
    circle(0, 0, radiusCm - 1, 'none', { stroke: light(frame, 0.35), 'stroke-width': 0.8, opacity: 0.8 }),
  ].join('');
}
