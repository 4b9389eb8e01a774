import { light, shade } from '../colour-math.ts';
import { rect, type SceneDefs } from '../svg-markup.ts';
import { cladding, roofing } from './cladding.ts';
import { frontDoor } from './front-door.ts';
import type { HousePaint, HousePlan } from './house-paint.ts';
import { createWindowFills, houseWindows, type WindowStyle } from './house-window.ts';
import { frontSteps, taperedColumn } from './porch-parts.ts';
import { eaveShadow, frontGableEdges } from './roof-shapes.ts';

const LEFT = 300;
const RIGHT = 1300;
const CENTRE = 800;
const WALL_TOP = -300;
const PITCH = 0.42;
const OVERHANG = 64;
const PORCH_HALF = 250;
const PORCH_FLOOR = -62;
const BEAM_BOTTOM = -272;
const HALF_SPAN = (RIGHT - LEFT) / 2 + OVERHANG;
const RIDGE = WALL_TOP - HALF_SPAN * PITCH;
const STEPS_WIDTH = 170;

function drawBungalow(paint: HousePaint, defs: SceneDefs): string {
  const body = cladding(defs, paint.cladding, paint.body);
  const gable = paint.gable ?? { colour: paint.body, cladding: paint.cladding };
  const gableFill = cladding(defs, gable.cladding, gable.colour);
  const roofPaint = {
    roofing: roofing(defs, paint.roof.kind, paint.roof.colour),
    roofEdge: paint.roof.colour,
    trim: paint.trim,
  };
  const glass = createWindowFills(defs);
  const window: WindowStyle = { trim: paint.trim, sash: paint.sash, upperGrid: [3, 1] };
  const halfSpan = HALF_SPAN;
  const ridge = RIDGE;
  const porchSpan = PORCH_HALF + 30;
  const porchRidge = BEAM_BOTTOM - 30 - porchSpan * PITCH * 1.15;
  const wallEdgeY = WALL_TOP;
  return [
    // Walls and the main gable.
    body([
      [LEFT, 0],
      [LEFT, wallEdgeY],
      [RIGHT, wallEdgeY],
      [RIGHT, 0],
    ]),
    gableFill([
      [LEFT - OVERHANG + 20, WALL_TOP],
      [CENTRE, ridge + 20],
      [RIGHT + OVERHANG - 20, WALL_TOP],
    ]),
    rect(LEFT - 8, WALL_TOP - 4, RIGHT - LEFT + 16, 18, paint.trim),
    rect(LEFT, WALL_TOP, 16, -WALL_TOP, light(paint.trim, 0.05)),
    rect(RIGHT - 16, WALL_TOP, 16, -WALL_TOP, shade(paint.trim, 0.08)),
    eaveShadow(defs, LEFT + 16, RIGHT - 16, WALL_TOP + 14, 22),
    // Attic vent in the gable.
    rect(CENTRE - 56, ridge + 95, 112, 44, paint.trim),
    ...[0, 1, 2, 3].map((slat) => rect(CENTRE - 46, ridge + 103 + slat * 9, 92, 4, shade(paint.trim, 0.3))),
    frontGableEdges(CENTRE, ridge, halfSpan, WALL_TOP, roofPaint),
    rect(LEFT - 20, -36, RIGHT - LEFT + 40, 36, paint.masonry),
    rect(LEFT - 20, -36, RIGHT - LEFT + 40, 5, light(paint.masonry, 0.2)),
    // Windows: ganged pairs either side of the porch.
    houseWindows(
      [
        [LEFT + 62, -246, 74, 150],
        [LEFT + 168, -246, 74, 150],
        [RIGHT - 242, -246, 74, 150],
        [RIGHT - 136, -246, 74, 150],
      ],
      window,
      glass,
    ),
    // The porch: its shade on the wall, door and windows, then beam, gable and columns.
    rect(CENTRE - PORCH_HALF, BEAM_BOTTOM, PORCH_HALF * 2, PORCH_FLOOR - BEAM_BOTTOM, '#101522', { opacity: 0.16 }),
    houseWindows(
      [
        [CENTRE - PORCH_HALF + 70, -236, 70, 130],
        [CENTRE + PORCH_HALF - 140, -236, 70, 130],
      ],
      window,
      glass,
    ),
    frontDoor(CENTRE - 48, -262, 96, 200, 'craftsman', {
      door: paint.door,
      trim: paint.trim,
      hardware: paint.hardware,
    }),
    eaveShadow(defs, CENTRE - PORCH_HALF, CENTRE + PORCH_HALF, BEAM_BOTTOM, 40),
    gableFill([
      [CENTRE - porchSpan + 16, BEAM_BOTTOM - 30],
      [CENTRE, porchRidge + 16],
      [CENTRE + porchSpan - 16, BEAM_BOTTOM - 30],
    ]),
    rect(CENTRE - PORCH_HALF - 18, BEAM_BOTTOM - 34, PORCH_HALF * 2 + 36, 36, paint.trim),
    rect(CENTRE - PORCH_HALF - 18, BEAM_BOTTOM - 2, PORCH_HALF * 2 + 36, 4, shade(paint.trim, 0.25)),
    frontGableEdges(CENTRE, porchRidge, porchSpan, BEAM_BOTTOM - 34, roofPaint),
    taperedColumn(CENTRE - PORCH_HALF + 14, BEAM_BOTTOM, PORCH_FLOOR, paint.trim, paint.masonry),
    taperedColumn(CENTRE + PORCH_HALF - 14, BEAM_BOTTOM, PORCH_FLOOR, paint.trim, paint.masonry),
    rect(CENTRE - PORCH_HALF - 30, PORCH_FLOOR, PORCH_HALF * 2 + 60, 12, light(paint.trim, 0.1)),
    rect(
      CENTRE - PORCH_HALF - 30,
      PORCH_FLOOR + 12,
      PORCH_HALF * 2 + 60,
      -PORCH_FLOOR - 12,
      shade(paint.masonry, 0.05),
    ),
    frontSteps(CENTRE, PORCH_FLOOR + 12, 0, STEPS_WIDTH, paint.masonry),
  ].join('');
}

/** A front-gabled Craftsman bungalow with a gabled porch on tapered columns; ground at y = 0. */
export function craftsmanBungalow(paint: HousePaint): HousePlan {
  return {
    draw: (defs) => drawBungalow(paint, defs),
    left: LEFT - OVERHANG,
    right: RIGHT + OVERHANG,
    top: RIDGE - 12,
    doorX: CENTRE,
    stepsWidth: STEPS_WIDTH + 2 * 26,
  };
}
