/** What a room layout adds to the painted shell: things on the walls, things on the floor. */
export interface RoomContents {
  /** Drawn over the walls, under the baseboard: wainscoting, painted shapes, art, mirrors. */
  wall: string;
  /** Drawn over the floor, nearest last. */
  floor: string;
}
