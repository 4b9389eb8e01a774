import { light, shade } from '../colour-math.ts';
import { circle, rect, type SceneDefs } from '../svg-markup.ts';
import { boxOutline, cladding, roofing } from './cladding.ts';
import { frontDoor } from './front-door.ts';
import type { HousePaint, HousePlan } from './house-paint.ts';
import { createWindowFills, houseWindows, type WindowStyle } from './house-window.ts';
import { frontSteps } from './porch-parts.ts';
import { eaveShadow, frontGableEdges, roofPlane } from './roof-shapes.ts';

const LEFT = 420;
const RIGHT = 1180;
const CENTRE = 800;
const EAVE = -300;
const RIDGE = -560;
const GABLE_HALF = 160;
const GABLE_PITCH = 1.25;
const STONE = '#a39a8c';
const STEPS_WIDTH = 160;

function drawCottage(paint: HousePaint, defs: SceneDefs, flowers: readonly string[]): string {
  const body = cladding(defs, paint.cladding, paint.body);
  const gable = paint.gable ?? { colour: paint.body, cladding: paint.cladding };
  const gableFill = cladding(defs, gable.cladding, gable.colour);
  const roofPaint = {
    roofing: roofing(defs, paint.roof.kind, paint.roof.colour),
    roofEdge: shade(paint.roof.colour, 0.2),
    trim: paint.trim,
  };
  const glass = createWindowFills(defs);
  const window: WindowStyle = { trim: paint.trim, sash: paint.sash, upperGrid: [3, 2], lowerRows: 2, flowers };
  const gableRidge = EAVE - GABLE_HALF * GABLE_PITCH;
  return [
    // A stone chimney on the left gable end.
    rect(LEFT + 40, RIDGE - 40, 70, 200, STONE),
    rect(LEFT + 34, RIDGE - 52, 82, 14, shade(STONE, 0.25)),
    rect(LEFT + 88, RIDGE - 38, 22, 196, shade(STONE, 0.16)),
    roofPlane(LEFT - 40, RIGHT + 40, EAVE, RIDGE, 0, roofPaint),
    body(boxOutline(LEFT, EAVE + 16, RIGHT - LEFT, -EAVE - 16)),
    eaveShadow(defs, LEFT, RIGHT, EAVE + 16, 36),
    houseWindows(
      [
        [LEFT + 70, -236, 120, 130],
        [RIGHT - 190, -236, 120, 130],
      ],
      window,
      glass,
    ),
    // The cross gable stands proud of the wall, its side in shade.
    body([
      [CENTRE - GABLE_HALF + 20, 0],
      [CENTRE - GABLE_HALF + 20, EAVE],
      [CENTRE, gableRidge + 22],
      [CENTRE + GABLE_HALF - 20, EAVE],
      [CENTRE + GABLE_HALF - 20, 0],
    ]),
    gableFill([
      [CENTRE - GABLE_HALF + 40, EAVE + 4],
      [CENTRE, gableRidge + 40],
      [CENTRE + GABLE_HALF - 40, EAVE + 4],
    ]),
    rect(CENTRE + GABLE_HALF - 32, EAVE, 12, -EAVE, shade(paint.body, 0.15)),
    rect(CENTRE - GABLE_HALF + 20, EAVE - 4, GABLE_HALF * 2 - 40, 14, paint.trim),
    circle(CENTRE, EAVE - 70, 26, paint.trim),
    circle(CENTRE, EAVE - 70, 19, glass.glass),
    rect(CENTRE - 19, EAVE - 71.5, 38, 3, paint.trim),
    rect(CENTRE - 1.5, EAVE - 89, 3, 38, paint.trim),
    frontGableEdges(CENTRE, gableRidge, GABLE_HALF, EAVE + 10, roofPaint),
    frontDoor(CENTRE - 46, -236, 92, 196, 'craftsman', {
      door: paint.door,
      trim: paint.trim,
      hardware: paint.hardware,
    }),
    rect(LEFT - 10, -34, RIGHT - LEFT + 20, 34, STONE),
    rect(LEFT - 10, -34, RIGHT - LEFT + 20, 5, light(STONE, 0.2)),
    rect(CENTRE - 90, -46, 180, 14, light(paint.masonry, 0.15)),
    frontSteps(CENTRE, -32, 0, STEPS_WIDTH, paint.masonry),
  ].join('');
}

/** A storybook cottage: steep roof, a front cross gable over the door, window boxes; ground at y = 0. */
export function storybookCottage(paint: HousePaint, flowers: readonly string[]): HousePlan {
  return {
    draw: (defs) => drawCottage(paint, defs, flowers),
    left: LEFT - 40,
    right: RIGHT + 40,
    top: RIDGE - 52,
    doorX: CENTRE,
    stepsWidth: STEPS_WIDTH + 26,
  };
}
