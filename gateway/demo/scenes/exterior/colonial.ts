import { light, shade } from '../colour-math.ts';
import { polygon, rect, type SceneDefs } from '../svg-markup.ts';
import { boxOutline, cladding, roofing } from './cladding.ts';
import { frontDoor } from './front-door.ts';
import type { HousePaint, HousePlan } from './house-paint.ts';
import { createWindowFills, houseWindows, type WindowStyle } from './house-window.ts';
import { frontSteps, roundColumn } from './porch-parts.ts';
import { eaveShadow, roofPlane } from './roof-shapes.ts';

const LEFT = 330;
const RIGHT = 1270;
const CENTRE = 800;
const EAVE = -560;
const RIDGE = -720;
const OVERHANG = 34;
const FLOOR_LINE = -300;
const BAY_CENTRES = [430, 615, 985, 1170] as const;
const WINDOW_WIDTH = 84;
const BRICK = '#8c5a48';
const STEPS_WIDTH = 200;

function drawColonial(paint: HousePaint, defs: SceneDefs): string {
  const body = cladding(defs, paint.cladding, paint.body);
  const roofPaint = {
    roofing: roofing(defs, paint.roof.kind, paint.roof.colour),
    roofEdge: paint.roof.colour,
    trim: paint.trim,
  };
  const glass = createWindowFills(defs);
  const window: WindowStyle = {
    trim: paint.trim,
    sash: paint.sash,
    upperGrid: [3, 2],
    lowerRows: 2,
    shutters: paint.shutters,
    casingPx: 10,
  };
  const upper = [...BAY_CENTRES.slice(0, 2), CENTRE, ...BAY_CENTRES.slice(2)];
  const porchTop = -322;
  return [
    // Chimney behind the roof, rising from the right-hand end.
    rect(1140, RIDGE - 70, 64, 140, BRICK),
    rect(1134, RIDGE - 80, 76, 14, shade(BRICK, 0.25)),
    rect(1184, RIDGE - 66, 20, 136, shade(BRICK, 0.18)),
    roofPlane(LEFT - OVERHANG, RIGHT + OVERHANG, EAVE, RIDGE, 150, roofPaint),
    body(boxOutline(LEFT, EAVE + 16, RIGHT - LEFT, -EAVE - 16)),
    eaveShadow(defs, LEFT, RIGHT, EAVE + 16, 40),
    rect(LEFT, EAVE + 16, 18, -EAVE - 16, light(paint.trim, 0.05)),
    rect(RIGHT - 18, EAVE + 16, 18, -EAVE - 16, shade(paint.trim, 0.06)),
    rect(LEFT, FLOOR_LINE - 8, RIGHT - LEFT, 14, paint.trim),
    rect(LEFT, FLOOR_LINE + 6, RIGHT - LEFT, 4, shade(paint.body, 0.3), { opacity: 0.4 }),
    rect(LEFT - 10, -34, RIGHT - LEFT + 20, 34, BRICK),
    rect(LEFT - 10, -34, RIGHT - LEFT + 20, 5, light(BRICK, 0.2)),
    houseWindows(
      [
        ...upper.map((x) => [x - WINDOW_WIDTH / 2, -500, WINDOW_WIDTH, 136] as const),
        ...BAY_CENTRES.map((x) => [x - WINDOW_WIDTH / 2, -248, WINDOW_WIDTH, 156] as const),
      ],
      window,
      glass,
    ),
    // The portico: pediment on two columns over the door.
    rect(CENTRE - 100, porchTop, 200, -40 - porchTop, '#101522', { opacity: 0.12 }),
    frontDoor(CENTRE - 50, -262, 100, 222, 'six-panel', {
      door: paint.door,
      trim: paint.trim,
      hardware: paint.hardware,
    }),
    eaveShadow(defs, CENTRE - 100, CENTRE + 100, porchTop + 22, 30),
    roundColumn(CENTRE - 92, porchTop + 22, -40, paint.trim),
    roundColumn(CENTRE + 92, porchTop + 22, -40, paint.trim),
    rect(CENTRE - 122, porchTop, 244, 24, paint.trim),
    polygon(
      [
        [CENTRE - 130, porchTop],
        [CENTRE, porchTop - 74],
        [CENTRE + 130, porchTop],
      ],
      paint.trim,
    ),
    polygon(
      [
        [CENTRE - 100, porchTop - 8],
        [CENTRE, porchTop - 58],
        [CENTRE + 100, porchTop - 8],
      ],
      shade(paint.trim, 0.08),
    ),
    polygon(
      [
        [CENTRE - 138, porchTop + 2],
        [CENTRE, porchTop - 80],
        [CENTRE + 138, porchTop + 2],
        [CENTRE + 138, porchTop - 6],
        [CENTRE, porchTop - 88],
        [CENTRE - 138, porchTop - 6],
      ],
      paint.roof.colour,
    ),
    rect(CENTRE - 126, -44, 252, 12, light(paint.masonry, 0.15)),
    frontSteps(CENTRE, -32, 0, STEPS_WIDTH, paint.masonry),
  ].join('');
}

/** A symmetrical two-storey Colonial: five bays, shutters and a pedimented portico; ground at y = 0. */
export function colonial(paint: HousePaint): HousePlan {
  return {
    draw: (defs) => drawColonial(paint, defs),
    left: LEFT - OVERHANG,
    right: RIGHT + OVERHANG,
    top: RIDGE - 80,
    doorX: CENTRE,
    stepsWidth: STEPS_WIDTH + 26,
  };
}
