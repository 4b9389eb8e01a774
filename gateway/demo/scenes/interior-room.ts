import { type BedroomStyle, bedroom } from './interior/bedroom.ts';
import { type DiningNookStyle, diningNook } from './interior/dining-nook.ts';
import { type EntryHallStyle, entryHall } from './interior/entry-hall.ts';
import { type LivingRoomStyle, livingRoom } from './interior/living-room.ts';
import { type NurseryStyle, nursery } from './interior/nursery.ts';
import type { RoomContents } from './interior/room-contents.ts';
import { type RoomPerspective, roomPerspective } from './room/room-perspective.ts';
import { type RoomFinish, roomShell } from './room/room-shell.ts';
import { createSoftShadow, type ShadowBrush } from './soft-shadow.ts';
import { createDefs, type SceneDefs, type SceneSize, svgDocument } from './svg-markup.ts';

export type RoomLayout = LivingRoomStyle | BedroomStyle | DiningNookStyle | EntryHallStyle | NurseryStyle;

export interface InteriorRoomVariant {
  size: SceneSize;
  finish: RoomFinish;
  layout: RoomLayout;
  /** Seen from the other side: the window on the right. */
  mirrored?: boolean;
}

function furnish(
  room: RoomPerspective,
  variant: InteriorRoomVariant,
  defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const { layout } = variant;
  switch (layout.kind) {
    case 'living-room':
      return livingRoom(room, layout, defs, shadow);
    case 'bedroom':
      return bedroom(room, layout, defs, shadow);
    case 'dining-nook':
      return diningNook(room, layout, defs, shadow);
    case 'entry-hall':
      return entryHall(room, layout, variant.finish.wall, defs, shadow);
    case 'nursery':
      return nursery(room, layout, defs, shadow);
  }
}

/** A freshly painted room: the back wall (or its wainscot or arch) in the featured colour is the subject. */
export function interiorRoom(variant: InteriorRoomVariant): string {
  const defs = createDefs();
  const room = roomPerspective(variant.size);
  const shadow = createSoftShadow(defs);
  const shell = roomShell(room, variant.finish, defs);
  const contents = furnish(room, variant, defs, shadow);
  return svgDocument(variant.size, defs, shell.walls + contents.wall + shell.baseboard + shell.floor + contents.floor, {
    mirrored: variant.mirrored ?? false,
  });
}
