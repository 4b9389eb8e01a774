import { light, shade } from '../colour-math.ts';
import { path, pathData, rect, type SceneDefs } from '../svg-markup.ts';
import { boxOutline, cladding, roofing } from './cladding.ts';
import { frontDoor } from './front-door.ts';
import type { HousePaint, HousePlan } from './house-paint.ts';
import { createWindowFills, houseWindows, type WindowStyle } from './house-window.ts';
import { frontSteps, squarePost } from './porch-parts.ts';
import { eaveShadow, frontGableEdges, roofPlane } from './roof-shapes.ts';

const MAIN_LEFT = 560;
const MAIN_RIGHT = 1300;
const MAIN_EAVE = -470;
const MAIN_RIDGE = -650;
const WING_LEFT = 290;
const WING_RIGHT = 640;
const WING_EAVE = -520;
const WING_PITCH = 1.35;
const PORCH_TOP = -292;
const PORCH_FLOOR = -44;
const DOOR_X = 940;
const CEDAR = '#a8774a';
const WING_CENTRE = (WING_LEFT + WING_RIGHT) / 2;
const WING_HALF = (WING_RIGHT - WING_LEFT) / 2 + 26;
const WING_RIDGE = WING_EAVE - WING_HALF * WING_PITCH;
const STEPS_WIDTH = 180;

function drawFarmhouse(paint: HousePaint, defs: SceneDefs): string {
  const body = cladding(defs, paint.cladding, paint.body);
  const metalRoof = roofing(defs, paint.roof.kind, paint.roof.colour);
  const blackEdge = { roofing: metalRoof, roofEdge: paint.roof.colour, trim: paint.sash };
  const glass = createWindowFills(defs);
  const window: WindowStyle = { trim: light(paint.body, 0.3), sash: paint.sash, upperGrid: [2, 1], casingPx: 9 };
  const wingCentre = WING_CENTRE;
  const wingHalf = WING_HALF;
  const wingRidge = WING_RIDGE;
  return [
    // Main block: side-gabled, its metal roof plane facing the street.
    roofPlane(MAIN_LEFT - 30, MAIN_RIGHT + 30, MAIN_EAVE, MAIN_RIDGE, 0, blackEdge),
    body(boxOutline(MAIN_LEFT, MAIN_EAVE + 16, MAIN_RIGHT - MAIN_LEFT, -MAIN_EAVE - 16)),
    eaveShadow(defs, MAIN_LEFT, MAIN_RIGHT, MAIN_EAVE + 16, 36),
    houseWindows(
      [
        [760, -420, 100, 120],
        [920, -420, 100, 120],
        [1100, -420, 130, 120],
      ],
      window,
      glass,
    ),
    // Gable wing, in front of the main block.
    body([
      [WING_LEFT, 0],
      [WING_LEFT, WING_EAVE],
      [wingCentre, wingRidge + 20],
      [WING_RIGHT, WING_EAVE],
      [WING_RIGHT, 0],
    ]),
    eaveShadow(defs, WING_LEFT, WING_RIGHT, WING_EAVE, 20),
    houseWindows(
      [
        [wingCentre - 45, wingRidge + 190, 90, 110],
        [wingCentre - 110, -480, 90, 170],
        [wingCentre + 20, -480, 90, 170],
        [wingCentre - 125, -250, 110, 190],
        [wingCentre + 15, -250, 110, 190],
      ],
      window,
      glass,
    ),
    frontGableEdges(wingCentre, wingRidge, wingHalf, WING_EAVE, blackEdge),
    rect(WING_RIGHT - 10, WING_EAVE, 10, -WING_EAVE, shade(paint.body, 0.12)),
    // Porch across the main block: shade on the wall, then the door and window under it.
    rect(WING_RIGHT, PORCH_TOP + 20, MAIN_RIGHT - WING_RIGHT, PORCH_FLOOR - PORCH_TOP - 20, '#101522', {
      opacity: 0.14,
    }),
    frontDoor(DOOR_X - 50, -250, 100, 206, 'glass-lite', {
      door: paint.door,
      trim: light(paint.body, 0.3),
      hardware: paint.hardware,
    }),
    houseWindows([[1090, -236, 150, 150]], { ...window, upperGrid: [3, 1] }, glass),
    houseWindows([[730, -236, 100, 150]], window, glass),
    // A black lantern beside the door, lit.
    rect(DOOR_X - 96, -210, 24, 40, paint.sash, { rx: 3 }),
    rect(DOOR_X - 92, -204, 16, 28, '#fff0c8'),
    path(pathData`M${DOOR_X - 100} ${-210} l32 0 l-6 -10 l-20 0 Z`, paint.sash),
    eaveShadow(defs, WING_RIGHT, MAIN_RIGHT, PORCH_TOP + 20, 40),
    metalRoof(boxOutline(WING_RIGHT - 6, PORCH_TOP - 24, MAIN_RIGHT - WING_RIGHT + 40, 26)),
    rect(WING_RIGHT - 6, PORCH_TOP - 26, MAIN_RIGHT - WING_RIGHT + 40, 5, light(paint.roof.colour, 0.2)),
    rect(WING_RIGHT - 6, PORCH_TOP + 2, MAIN_RIGHT - WING_RIGHT + 40, 18, CEDAR),
    rect(WING_RIGHT - 6, PORCH_TOP + 16, MAIN_RIGHT - WING_RIGHT + 40, 4, shade(CEDAR, 0.3)),
    squarePost(WING_RIGHT + 40, PORCH_TOP + 20, PORCH_FLOOR, CEDAR, 26),
    squarePost(DOOR_X + 130, PORCH_TOP + 20, PORCH_FLOOR, CEDAR, 26),
    squarePost(MAIN_RIGHT + 10, PORCH_TOP + 20, PORCH_FLOOR, CEDAR, 26),
    rect(WING_RIGHT, PORCH_FLOOR, MAIN_RIGHT - WING_RIGHT + 40, 10, light(paint.masonry, 0.1)),
    rect(WING_RIGHT, PORCH_FLOOR + 10, MAIN_RIGHT - WING_RIGHT + 40, -PORCH_FLOOR - 10, paint.masonry),
    rect(WING_LEFT - 6, -30, WING_RIGHT - WING_LEFT + 6, 30, paint.masonry),
    frontSteps(DOOR_X, PORCH_FLOOR + 10, 0, STEPS_WIDTH, paint.masonry),
  ].join('');
}

/**
 * A modern farmhouse: white board-and-batten, black windows and fascia, a steep front gable wing
 * and a metal-roofed porch on cedar posts; ground at y = 0.
 */
export function modernFarmhouse(paint: HousePaint): HousePlan {
  return {
    draw: (defs) => drawFarmhouse(paint, defs),
    left: WING_LEFT - 26,
    right: MAIN_RIGHT + 50,
    top: WING_RIDGE - 14,
    doorX: DOOR_X,
    stepsWidth: STEPS_WIDTH + 26,
  };
}
