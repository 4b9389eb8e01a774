import { light } from '../colour-math.ts';
import { rect } from '../svg-markup.ts';

/** Three coffee-table books, in centimetres (origin at the bottom centre). */
export function stackedBooks(covers: readonly [string, string, string]): string {
  return [
    rect(-17, -4, 34, 4, covers[0]),
    rect(-15, -7.5, 31, 3.5, covers[1]),
    rect(-16, -10.5, 30, 3, covers[2]),
    rect(-17, -4, 34, 0.8, light(covers[0], 0.3)),
    rect(-15, -7.5, 31, 0.8, light(covers[1], 0.3)),
    rect(-16, -10.5, 30, 0.8, light(covers[2], 0.3)),
  ].join('');
}
