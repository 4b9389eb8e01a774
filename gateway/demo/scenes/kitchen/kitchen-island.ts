import { light } from '../colour-math.ts';
import { type BoxPlacement, drawBox, frontRect } from '../room/perspective-box.ts';
import { depthScale, floorYAtDepth, pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import { rect } from '../svg-markup.ts';
import type { CabinetFinish } from './cabinet-run.ts';
import { BASE_TOP_CM, COUNTER_TOP_CM, TOE_KICK_CM } from './kitchen-layout.ts';
import { type CabinetFront, shakerFronts } from './shaker-fronts.ts';

export const ISLAND_NEAR_CM = 225;
const ISLAND_FAR_CM = 150;

/** An island in the featured colour: drawer stacks either side of a pair of doors, stone on top. */
export function kitchenIsland(
  room: RoomPerspective,
  left: number,
  right: number,
  finish: CabinetFinish,
  counter: string,
  shadow: ShadowBrush,
): string {
  const cm = pixelsPerCm(room);
  const body: BoxPlacement = {
    left,
    right,
    nearCm: ISLAND_NEAR_CM,
    farCm: ISLAND_FAR_CM,
    bottomCm: TOE_KICK_CM,
    topCm: BASE_TOP_CM,
  };
  const kick: BoxPlacement = {
    ...body,
    nearCm: ISLAND_NEAR_CM - 6,
    farCm: ISLAND_FAR_CM + 6,
    bottomCm: 0,
    topCm: TOE_KICK_CM,
  };
  const slab: BoxPlacement = {
    left: left - 4 * cm,
    right: right + 4 * cm,
    nearCm: ISLAND_NEAR_CM + 4,
    farCm: ISLAND_FAR_CM - 4,
    bottomCm: BASE_TOP_CM,
    topCm: COUNTER_TOP_CM,
  };
  const face = frontRect(room, body);
  const scale = cm * depthScale(room, floorYAtDepth(room, ISLAND_NEAR_CM));
  const stackWidth = face.width * 0.26;
  const fronts: CabinetFront[] = [];
  for (const stackX of [face.x, face.x + face.width - stackWidth]) {
    [0.24, 0.34, 0.42].reduce((top, weight) => {
      fronts.push({ x: stackX, y: top, width: stackWidth, height: face.height * weight, kind: 'drawer' });
      return top + face.height * weight;
    }, face.y);
  }
  const middle = face.width - stackWidth * 2;
  fronts.push(
    { x: face.x + stackWidth, y: face.y, width: middle / 2, height: face.height, kind: 'door', hinge: 'left' },
    {
      x: face.x + stackWidth + middle / 2,
      y: face.y,
      width: middle / 2,
      height: face.height,
      kind: 'door',
      hinge: 'right',
    },
  );
  const [shadowX, shadowY] = roomPoint(room, (left + right) / 2, ISLAND_NEAR_CM - 10, 0);
  const slabFront = frontRect(room, slab);
  return [
    shadow(shadowX + 30, shadowY, face.width * 0.62, 40, 0.55),
    drawBox(room, kick, '#2a2a2a'),
    drawBox(room, body, finish.paint),
    shakerFronts(fronts, { ...finish, wallCabinets: false }, scale),
    drawBox(room, slab, counter),
    rect(slabFront.x, slabFront.y, slabFront.width, 2.5, light(counter, 0.5)),
    rect(slabFront.x, slabFront.y + slabFront.height, slabFront.width, 8, '#101522', { opacity: 0.2 }),
  ].join('');
}
