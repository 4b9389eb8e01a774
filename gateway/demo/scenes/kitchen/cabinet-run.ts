import { light, shade } from '../colour-math.ts';
import { type BoxPlacement, boxFaces, drawBox, frontRect } from '../room/perspective-box.ts';
import { depthScale, floorYAtDepth, pixelsPerCm, type RoomPerspective } from '../room/room-perspective.ts';
import { fillUrl, linearGradient, polygon, rect, rects, type SceneDefs } from '../svg-markup.ts';
import {
  BASE_DEPTH_CM,
  BASE_TOP_CM,
  type BaseModule,
  COUNTER_DEPTH_CM,
  COUNTER_TOP_CM,
  TOE_KICK_CM,
  WALL_CABINET_BOTTOM_CM,
  WALL_CABINET_DEPTH_CM,
  WALL_CABINET_TOP_CM,
} from './kitchen-layout.ts';
import { type CabinetFront, type PullStyle, shakerFronts } from './shaker-fronts.ts';

export interface CabinetFinish {
  paint: string;
  hardware: string;
  pull: PullStyle;
}

const DRAWER_BAND_CM = 16;

/** The fronts of one base module, as rectangles on the cabinet face. */
function baseFronts(
  module: BaseModule,
  face: { x: number; y: number; width: number; height: number },
  pxPerCm: number,
): CabinetFront[] {
  const { x, y, width, height } = face;
  const band = DRAWER_BAND_CM * pxPerCm;
  switch (module.kind) {
    case 'drawers': {
      // Deeper drawers at the bottom, the way a drawer stack is built.
      const weights =
        module.count === 3 ? [0.24, 0.34, 0.42] : Array.from({ length: module.count }, () => 1 / module.count);
      let top = y;
      return weights.map((weight) => {
        const front: CabinetFront = { x, y: top, width, height: height * weight, kind: 'drawer' };
        top += height * weight;
        return front;
      });
    }
    case 'sink':
    case 'doors': {
      const fronts: CabinetFront[] = [];
      const hasBand = module.kind === 'sink' || module.topDrawer;
      if (hasBand) fronts.push({ x, y, width, height: band, kind: 'drawer' });
      const doorTop = hasBand ? y + band : y;
      const doors = module.kind === 'sink' ? 2 : module.doors;
      const doorWidth = width / doors;
      for (let door = 0; door < doors; door += 1) {
        fronts.push({
          x: x + door * doorWidth,
          y: doorTop,
          width: doorWidth,
          height: height - (doorTop - y),
          kind: 'door',
          hinge: door === 0 && doors === 2 ? 'left' : 'right',
        });
      }
      return fronts;
    }
    case 'range':
      return [];
  }
}

/** Base cabinets with their toe kick and countertop, from `columns[0]` to the last column. */
export function baseRun(
  room: RoomPerspective,
  modules: readonly BaseModule[],
  columns: readonly number[],
  finish: CabinetFinish,
  counter: string,
): string {
  const cm = pixelsPerCm(room);
  const left = columns[0] ?? room.cornerX;
  const right = columns.at(-1) ?? room.size.width;
  const scale = cm * depthScale(room, floorYAtDepth(room, BASE_DEPTH_CM));
  const carcass: BoxPlacement = {
    left,
    right,
    nearCm: BASE_DEPTH_CM,
    farCm: 0,
    bottomCm: TOE_KICK_CM,
    topCm: BASE_TOP_CM,
  };
  const kick: BoxPlacement = { ...carcass, nearCm: BASE_DEPTH_CM - 6, bottomCm: 0, topCm: TOE_KICK_CM };
  const fronts: CabinetFront[] = [];
  modules.forEach((module, index) => {
    const start = columns[index] ?? left;
    const end = columns[index + 1] ?? right;
    const face = frontRect(room, { ...carcass, left: start, right: end });
    fronts.push(...baseFronts(module, face, scale));
  });
  const slab: BoxPlacement = {
    left,
    right: right + 3 * cm,
    nearCm: COUNTER_DEPTH_CM,
    farCm: 0,
    bottomCm: BASE_TOP_CM,
    topCm: COUNTER_TOP_CM,
  };
  const slabFront = frontRect(room, slab);
  return [
    drawBox(room, kick, shade(finish.paint, 0.45)),
    drawBox(room, carcass, finish.paint),
    shakerFronts(fronts, { ...finish, wallCabinets: false }, scale),
    drawBox(room, slab, counter),
    rect(slabFront.x, slabFront.y, slabFront.width, 2, light(counter, 0.5)),
    rect(slabFront.x, slabFront.y + slabFront.height, slabFront.width, 6, '#101522', { opacity: 0.18 }),
  ].join('');
}

/** Wall cabinets between the given columns, with an under-cabinet light strip glowing on the tile. */
export function wallRun(
  room: RoomPerspective,
  spans: readonly (readonly [number, number])[],
  doorWidthCm: number,
  finish: CabinetFinish,
  glassDoors: boolean,
  defs: SceneDefs,
): string {
  const cm = pixelsPerCm(room);
  const scale = cm * depthScale(room, floorYAtDepth(room, WALL_CABINET_DEPTH_CM));
  const parts: string[] = [];
  const fronts: CabinetFront[] = [];
  const glows: [number, number, number, number][] = [];
  for (const [left, right] of spans) {
    const box: BoxPlacement = {
      left,
      right,
      nearCm: WALL_CABINET_DEPTH_CM,
      farCm: 0,
      bottomCm: WALL_CABINET_BOTTOM_CM,
      topCm: WALL_CABINET_TOP_CM,
    };
    const faces = boxFaces(room, box);
    parts.push(drawBox(room, box, finish.paint));
    const face = frontRect(room, box);
    const doors = Math.max(1, Math.round((right - left) / (doorWidthCm * cm)));
    const doorWidth = face.width / doors;
    for (let door = 0; door < doors; door += 1) {
      fronts.push({
        x: face.x + door * doorWidth,
        y: face.y,
        width: doorWidth,
        height: face.height,
        kind: glassDoors && doors > 2 && (door === 0 || door === doors - 1) ? 'glass-door' : 'door',
        hinge: door % 2 === 0 ? 'left' : 'right',
      });
    }
    // Crown moulding along the top; the underside shows because it is above eye level.
    parts.push(
      rect(face.x - 4, face.y - 10, face.width + 8, 12, light(finish.paint, 0.08)),
      polygon(faces.cap, shade(finish.paint, 0.3)),
    );
    const [backLeft, backY] = faces.cap[0] ?? [left, 0];
    const backRight = faces.cap[1]?.[0] ?? right;
    glows.push([backLeft, backY, backRight - backLeft, 60]);
  }
  const glowId = defs.id('undercab');
  defs.add(
    linearGradient(glowId, [
      [0, '#fff4d6', 0.55],
      [1, '#fff4d6', 0],
    ]),
  );
  return (
    rects(glows, fillUrl(glowId)) + parts.join('') + shakerFronts(fronts, { ...finish, wallCabinets: true }, scale)
  );
}
