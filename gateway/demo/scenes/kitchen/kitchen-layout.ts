import { pixelsPerCm, type RoomPerspective } from '../room/room-perspective.ts';

/** Heights of a standard kitchen, in centimetres. */
export const TOE_KICK_CM = 10;
export const BASE_TOP_CM = 88;
export const COUNTER_TOP_CM = 92;
export const BASE_DEPTH_CM = 62;
export const COUNTER_DEPTH_CM = 65;
export const WALL_CABINET_BOTTOM_CM = 146;
export const WALL_CABINET_TOP_CM = 236;
export const WALL_CABINET_DEPTH_CM = 33;
export const RANGE_WIDTH_CM = 76;

/** One run of base cabinets, left to right along the back wall, by width in centimetres. */
export type BaseModule =
  | { kind: 'drawers'; widthCm: number; count: number }
  | { kind: 'doors'; widthCm: number; doors: 1 | 2; topDrawer: boolean }
  | { kind: 'sink'; widthCm: number }
  | { kind: 'range'; widthCm: number };

/** The column where each module starts, in back-wall pixels, from the corner by the window. */
export function moduleColumns(
  room: RoomPerspective,
  modules: readonly { widthCm: number }[],
  startCm: number,
): number[] {
  const cm = pixelsPerCm(room);
  const columns: number[] = [];
  let at = room.cornerX + startCm * cm;
  for (const module of modules) {
    columns.push(at);
    at += module.widthCm * cm;
  }
  columns.push(at);
  return columns;
}
