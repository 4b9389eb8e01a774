import { light, shade } from '../colour-math.ts';
import { fillUrl, linearGradient, polygon, rect, type SceneDefs } from '../svg-markup.ts';
import type { Surface } from './cladding.ts';

export interface RoofPaint {
  roofing: Surface;
  roofEdge: string;
  trim: string;
}

const ROOF_EDGE_PX = 12;
const FASCIA_PX = 16;
const EAVE_SHADOW_PX = 34;

/** The shadow a roof overhang throws on the wall under it, the sun being high. */
export function eaveShadow(
  defs: SceneDefs,
  left: number,
  right: number,
  eaveY: number,
  depth = EAVE_SHADOW_PX,
): string {
  const id = defs.id('eave');
  defs.add(
    linearGradient(id, [
      [0, '#101522', 0.32],
      [1, '#101522', 0],
    ]),
  );
  return rect(left, eaveY, right - left, depth, fillUrl(id));
}

/**
 * A gable facing the viewer: the roof seen edge-on along both rakes (roofing, then the fascia
 * board in trim colour), with the eave shadow following the slopes onto the gable wall.
 */
export function frontGableEdges(
  centreX: number,
  ridgeY: number,
  halfSpan: number,
  eaveY: number,
  paint: RoofPaint,
  shadowColour = '#101522',
): string {
  const band = (offset: number, thickness: number): [number, number][] => [
    [centreX - halfSpan, eaveY + offset],
    [centreX, ridgeY + offset],
    [centreX + halfSpan, eaveY + offset],
    [centreX + halfSpan, eaveY + offset + thickness],
    [centreX, ridgeY + offset + thickness],
    [centreX - halfSpan, eaveY + offset + thickness],
  ];
  // The shadow under the rakes stops at the eave line, where the gable wall ends.
  const shadowTop = ROOF_EDGE_PX + FASCIA_PX;
  const shadowRun = (EAVE_SHADOW_PX * halfSpan) / (eaveY - ridgeY);
  const rakeShadow: [number, number][] = [
    [centreX - halfSpan, eaveY + shadowTop],
    [centreX, ridgeY + shadowTop],
    [centreX + halfSpan, eaveY + shadowTop],
    [centreX + halfSpan - shadowRun, eaveY + shadowTop],
    [centreX, ridgeY + shadowTop + EAVE_SHADOW_PX],
    [centreX - halfSpan + shadowRun, eaveY + shadowTop],
  ];
  return [
    polygon(rakeShadow, shadowColour, { opacity: 0.22 }),
    polygon(band(0, ROOF_EDGE_PX), paint.roofEdge),
    polygon(band(ROOF_EDGE_PX, FASCIA_PX), paint.trim),
    polygon(band(ROOF_EDGE_PX + FASCIA_PX - 3, 3), shade(paint.trim, 0.2)),
  ].join('');
}

/** A hipped or side-gabled roof's front plane; `inset` 0 gives a side gable's rectangle. */
export function roofPlane(
  left: number,
  right: number,
  eaveY: number,
  ridgeY: number,
  inset: number,
  paint: RoofPaint,
): string {
  return [
    paint.roofing([
      [left, eaveY],
      [right, eaveY],
      [right - inset, ridgeY],
      [left + inset, ridgeY],
    ]),
    inset > 0
      ? polygon(
          [
            [left, eaveY],
            [left + inset, ridgeY],
            [left + inset + 8, ridgeY],
            [left + 10, eaveY],
          ],
          light(paint.roofEdge, 0.25),
          { opacity: 0.6 },
        )
      : '',
    inset > 0
      ? polygon(
          [
            [right - 10, eaveY],
            [right - inset - 8, ridgeY],
            [right - inset, ridgeY],
            [right, eaveY],
          ],
          shade(paint.roofEdge, 0.2),
          { opacity: 0.6 },
        )
      : '',
    rect(left + inset, ridgeY - 4, right - left - inset * 2, 8, paint.roofEdge),
    rect(left, eaveY - 6, right - left, 6, paint.roofEdge),
    rect(left, eaveY, right - left, FASCIA_PX, paint.trim),
    rect(left, eaveY + FASCIA_PX - 3, right - left, 3, shade(paint.trim, 0.2)),
  ].join('');
}
