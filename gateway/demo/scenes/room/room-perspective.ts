import type { Point, SceneSize } from '../svg-markup.ts';

/**
 * One-point perspective for a room seen from near its right-hand wall: the back wall faces the
 * viewer and runs off the right edge; the left wall, with the window, recedes to the vanishing point.
 */
export interface RoomPerspective {
  size: SceneSize;
  vanishX: number;
  vanishY: number;
  /** Where the back wall meets the left wall. */
  cornerX: number;
  ceilingY: number;
  floorY: number;
}

// Columns in pixels of the 1600-wide frame; heights as fractions of the frame's height, so a
// 3:2 and a 4:3 picture show the same room with more or less ceiling and floor.
const VANISH_X = 820;
const CORNER_X = 290;
const EYE_HEIGHT = 0.45;
const CEILING = 0.085;
const FLOOR = 0.75;
/** Real ceiling height the furniture is measured against, so a sofa is sofa-sized in any frame. */
const CEILING_HEIGHT_CM = 260;
/** How far the imagined camera stands from the back wall; sets how fast depth foreshortens. */
const CAMERA_DISTANCE_CM = 640;

export function roomPerspective(size: SceneSize): RoomPerspective {
  return {
    size,
    vanishX: VANISH_X,
    vanishY: size.height * EYE_HEIGHT,
    cornerX: CORNER_X,
    ceilingY: size.height * CEILING,
    floorY: size.height * FLOOR,
  };
}

/** How much nearer objects grow when their foot is at screen height `footY` on the floor. */
export function depthScale(room: RoomPerspective, footY: number): number {
  return (footY - room.vanishY) / (room.floorY - room.vanishY);
}

/**
 * A point on the floor plane or above it: `x` measured as if on the back wall, `footY` the
 * screen height of its foot on the floor, `rise` its height in back-wall pixels.
 */
export function project(room: RoomPerspective, x: number, footY: number, rise = 0): Point {
  const scale = depthScale(room, footY);
  return [room.vanishX + (x - room.vanishX) * scale, footY - rise * scale];
}

/** A point on the left wall at screen column `x`, `fraction` of the way from ceiling to floor. */
export function leftWallPoint(room: RoomPerspective, x: number, fraction: number): Point {
  const scale = (room.vanishX - x) / (room.vanishX - room.cornerX);
  const top = room.vanishY + (room.ceilingY - room.vanishY) * scale;
  const bottom = room.vanishY + (room.floorY - room.vanishY) * scale;
  return [x, top + (bottom - top) * fraction];
}

export function pixelsPerCm(room: RoomPerspective): number {
  return (room.floorY - room.ceilingY) / CEILING_HEIGHT_CM;
}

/**
 * Places a piece drawn in centimetres (origin at its bottom centre, up is negative y) at back-wall
 * column `x`, `depthCm` out from the wall, standing on the floor or on something `heightCm` tall.
 */
export function standInRoom(
  room: RoomPerspective,
  x: number,
  depthCm: number,
  heightCm: number,
  drawing: string,
): string {
  const [screenX, screenY] = roomPoint(room, x, depthCm, heightCm);
  const scale = pixelsPerCm(room) * depthScale(room, floorYAtDepth(room, depthCm));
  return `<g transform="translate(${screenX.toFixed(1)} ${screenY.toFixed(1)}) scale(${scale.toFixed(4)})">${drawing}</g>`;
}

/** Hangs a piece drawn in centimetres on the back wall, its centre `heightCm` above the floor. */
export function hangOnBackWall(room: RoomPerspective, x: number, heightCm: number, drawing: string): string {
  const scale = pixelsPerCm(room);
  return `<g transform="translate(${x.toFixed(1)} ${(room.floorY - heightCm * scale).toFixed(1)}) scale(${scale.toFixed(4)})">${drawing}</g>`;
}

/** Screen height of a floor point `depthCm` out from the back wall towards the viewer. */
export function floorYAtDepth(room: RoomPerspective, depthCm: number): number {
  const scale = CAMERA_DISTANCE_CM / (CAMERA_DISTANCE_CM - depthCm);
  return room.vanishY + (room.floorY - room.vanishY) * scale;
}

/** A point in the room: back-wall column `x`, `depthCm` out from the wall, `heightCm` up. */
export function roomPoint(room: RoomPerspective, x: number, depthCm: number, heightCm: number): Point {
  return project(room, x, floorYAtDepth(room, depthCm), heightCm * pixelsPerCm(room));
}
