import type { GalleryCategory } from '../contract/gallery.ts';
import {
  ANTIQUE_CREAM,
  BARN_RED,
  BLACK_FOREST,
  BLUSH_CLAY,
  BUTTERCREAM,
  CHALK_WHITE,
  CLAY_POT,
  COTTON_TRIM,
  CRANBERRY,
  DEEP_LAGOON,
  FOREST_CANOPY,
  GREIGE_STONE,
  HARBOR_MIST,
  HARBOR_NAVY,
  IRON_ORE,
  LICHEN,
  MARIGOLD_OCHRE,
  MOSS_SHINGLE,
  OAT_MILK,
  OXBLOOD,
  PEACOCK_TEAL,
  SAGE_LEAF,
  SAGE_WHISPER,
  SLATE_HARBOR,
  WARM_PLASTER,
} from './paint-colours.ts';
import {
  CHARCOAL_ISLAND_KITCHEN,
  NAVY_TWO_TONE_KITCHEN,
  SAGE_SHAKER_KITCHEN,
  SAGE_SHAKER_KITCHEN_BEFORE,
} from './pictures/cabinet-pictures.ts';
import { ALBERTA_BAKERY, DIVISION_CAFE, PEARL_STUDIO_MURAL } from './pictures/commercial-pictures.ts';
import {
  BEAVERTON_COLONIAL,
  HAPPY_VALLEY_FARMHOUSE,
  MULTNOMAH_COTTAGE,
  SELLWOOD_BUNGALOW,
  SELLWOOD_BUNGALOW_BEFORE,
} from './pictures/exterior-pictures.ts';
import {
  BLUSH_ARCH_NURSERY,
  CLAY_ENTRY_HALL,
  FOREST_ACCENT_WALL,
  HARBOR_MIST_BEDROOM,
  SAGE_LIVING_ROOM,
  SAGE_LIVING_ROOM_BEFORE,
} from './pictures/interior-pictures.ts';
import { cafeStorefront } from './scenes/cafe-storefront.ts';
import { houseExterior } from './scenes/house-exterior.ts';
import { interiorRoom } from './scenes/interior-room.ts';
import { kitchenCabinets } from './scenes/kitchen-cabinets.ts';
import { officeLounge } from './scenes/office-lounge.ts';
import type { SceneSize } from './scenes/svg-markup.ts';
import { withTiredLook } from './scenes/tired-look.ts';

export interface DemoGalleryItem {
  title: string;
  caption: string;
  /** What the picture shows, for screen-reader users. */
  alt: string;
  category: GalleryCategory;
  featured: boolean;
  width: number;
  height: number;
  /** Draws the picture as a self-contained SVG of exactly `width` × `height`. */
  svg: () => string;
  /** Draws the same job before it was painted, the same size: the gallery shows the two as a comparison. */
  beforeSvg?: () => string;
}

/** The demo pictures are drawn at the largest stored width, in two photographic aspect ratios. */
export const FOUR_BY_THREE: SceneSize = { width: 1600, height: 1200 };
export const THREE_BY_TWO: SceneSize = { width: 1600, height: 1067 };
/** No demo picture's SVG may be larger than this: they are drawn on every first start. */
export const DEMO_SVG_MAX_BYTES = 30_000;

/** Pairs a frame size with a drawing made for that size, so the two cannot disagree. */
function picture(
  size: SceneSize,
  draw: (size: SceneSize) => string,
): Pick<DemoGalleryItem, 'width' | 'height' | 'svg'> {
  return { width: size.width, height: size.height, svg: () => draw(size) };
}

/** The same scene in the colours the job started from, with the tired look of an old paint job. */
function before(size: SceneSize, draw: (size: SceneSize) => string): Pick<DemoGalleryItem, 'beforeSvg'> {
  return { beforeSvg: () => withTiredLook(draw(size), size) };
}

/** Brightside Painting's demo portfolio, in gallery order: categories interleaved, strongest first. */
export const DEMO_GALLERY: readonly DemoGalleryItem[] = [
  {
    title: 'Craftsman bungalow in Sellwood — two-tone exterior',
    caption: `Body in ${LICHEN.name} with ${MOSS_SHINGLE.name} gable shingles, ${ANTIQUE_CREAM.name} trim and a ${BARN_RED.name} door. Soft-washed, scraped and spot-primed, with rotten porch trim replaced, then two coats of satin acrylic.`,
    alt: 'A one-storey Craftsman bungalow with pale olive-green lap siding, darker green shingled gables, cream trim, tapered porch columns on stone piers and a red front door, with blue hydrangeas along the front walk.',
    category: 'exterior',
    featured: true,
    ...picture(THREE_BY_TWO, (size) => houseExterior({ size, ...SELLWOOD_BUNGALOW })),
    ...before(THREE_BY_TWO, (size) => houseExterior({ size, ...SELLWOOD_BUNGALOW_BEFORE })),
  },
  {
    title: `Living room in Laurelhurst — ${SAGE_WHISPER.name} walls`,
    caption: `Walls in ${SAGE_WHISPER.name} eggshell, crown, casings and baseboards in ${COTTON_TRIM.name} semi-gloss. Old anchor holes filled and sanded and every trim joint caulked before two coats, cut in by hand.`,
    alt: 'A living room with soft sage-green walls, crisp white crown moulding and baseboards, a cream sofa with rust and green cushions, a framed landscape print, a brass floor lamp, a fiddle-leaf fig and light oak floors lit by a window on the left.',
    category: 'interior',
    featured: true,
    ...picture(FOUR_BY_THREE, (size) => interiorRoom({ size, ...SAGE_LIVING_ROOM })),
    ...before(FOUR_BY_THREE, (size) => interiorRoom({ size, ...SAGE_LIVING_ROOM_BEFORE })),
  },
  {
    title: 'Lake Oswego kitchen — navy lowers, white uppers',
    caption: `Base cabinets in ${HARBOR_NAVY.name}, wall cabinets in ${CHALK_WHITE.name}, with new brushed-brass pulls. Degreased, sanded and bonding-primed, then two sprayed coats of urethane-modified enamel.`,
    alt: 'A kitchen with deep navy Shaker base cabinets and brass bar pulls, white upper cabinets with glass-front end doors, white subway tile, a stainless range under a cream plaster hood and a brass faucet.',
    category: 'cabinets',
    featured: true,
    ...picture(FOUR_BY_THREE, (size) => kitchenCabinets({ size, ...NAVY_TWO_TONE_KITCHEN })),
  },
  {
    title: 'Café shopfront on SE Division Street',
    caption: `Shopfront, pilasters and bulkheads in ${PEACOCK_TEAL.name} high-gloss with gold lining on the fascia; upper sashes in ${CHALK_WHITE.name}. Painted before opening hours over four mornings, so the café never closed.`,
    alt: 'A brick building whose ground-floor café front is painted deep peacock teal, with a cream-and-teal striped awning, gold lining on the fascia, warmly lit display windows, potted bay trees by the door and a bistro table on the sidewalk.',
    category: 'commercial',
    featured: true,
    ...picture(THREE_BY_TWO, (size) => cafeStorefront({ size, ...DIVISION_CAFE })),
  },
  {
    title: 'Forest green accent wall in Irvington',
    caption: `One wall in ${FOREST_CANOPY.name} matte behind the sideboard, the rest in ${OAT_MILK.name} with ${COTTON_TRIM.name} trim. A deep colour like this gets a tinted primer and two careful coats, so it dries without lap marks.`,
    alt: 'A dining nook with one deep forest-green wall behind a fluted walnut sideboard, two glowing brass wall sconces, a framed landscape, a table lamp and olive branches in a vase; the window wall is a warm off-white.',
    category: 'interior',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => interiorRoom({ size, ...FOREST_ACCENT_WALL })),
  },
  {
    title: 'Two-storey Colonial in Beaverton — slate blue siding',
    caption: `Siding in ${SLATE_HARBOR.name}, trim and portico in ${CHALK_WHITE.name}, shutters in ${BLACK_FOREST.name} and a ${CRANBERRY.name} door. Every seam re-caulked and bare wood primed; the shutters were taken down and sprayed in our shop.`,
    alt: 'A symmetrical two-storey Colonial house with slate-blue lap siding, white window trim, black louvred shutters, a white pedimented portico over a cranberry-red six-panel door, a grey roof with a brick chimney and a brick front walk.',
    category: 'exterior',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => houseExterior({ size, ...BEAVERTON_COLONIAL })),
  },
  {
    title: 'Sage green Shaker kitchen in Milwaukie',
    caption: `Every cabinet in ${SAGE_LEAF.name} satin enamel, with unlacquered brass cup pulls and knobs. The 1990s oak doors were grain-filled first, so the new finish is as smooth as a factory door.`,
    alt: 'A kitchen with muted sage-green Shaker upper and lower cabinets, brass cup pulls and knobs, cream handmade-look square tile, a cream range with brass knobs under a plaster hood and light oak floors.',
    category: 'cabinets',
    featured: false,
    ...picture(THREE_BY_TWO, (size) => kitchenCabinets({ size, ...SAGE_SHAKER_KITCHEN })),
    ...before(THREE_BY_TWO, (size) => kitchenCabinets({ size, ...SAGE_SHAKER_KITCHEN_BEFORE })),
  },
  {
    title: `Primary bedroom in Tigard — ${HARBOR_MIST.name}`,
    caption: `Walls in ${HARBOR_MIST.name} matte, trim in ${COTTON_TRIM.name} and a fresh flat white ceiling. A cracked plaster wall behind the bed was taped and skim-coated before painting.`,
    alt: 'A calm bedroom with misty blue-grey walls, a linen upholstered headboard, white bedding with a slate-blue throw, walnut nightstands with glowing lamps, two framed prints above the bed and pale wood floors.',
    category: 'interior',
    featured: false,
    ...picture(THREE_BY_TWO, (size) => interiorRoom({ size, ...HARBOR_MIST_BEDROOM })),
  },
  {
    title: 'Modern farmhouse in Happy Valley',
    caption: `Board-and-batten in ${CHALK_WHITE.name}, sashes and fascia in satin black, and a ${DEEP_LAGOON.name} front door. Caulked batten by batten on a new build; the cedar porch posts were left natural under a clear UV oil.`,
    alt: 'A modern farmhouse with white board-and-batten siding, black-framed windows, a steep front gable, a black standing-seam metal roof, a covered porch on natural cedar posts and a deep teal front door.',
    category: 'exterior',
    featured: true,
    ...picture(THREE_BY_TWO, (size) => houseExterior({ size, ...HAPPY_VALLEY_FARMHOUSE })),
  },
  {
    title: 'Painted arch mural for a Pearl District studio',
    caption: `Overlapping arches in ${MARIGOLD_OCHRE.name}, ${DEEP_LAGOON.name} and ${BLUSH_CLAY.name} over a ${CHALK_WHITE.name} wall, laid out with a string compass and cut in by hand. Scrubbable matte, done over one weekend.`,
    alt: 'An office lounge in front of a wall painted with overlapping arches in ochre, deep teal and blush pink, with a cream sofa, a round walnut coffee table, two tall potted plants, black pendant lights and a polished concrete floor.',
    category: 'commercial',
    featured: false,
    ...picture(THREE_BY_TWO, (size) => officeLounge({ size, ...PEARL_STUDIO_MURAL })),
  },
  {
    title: 'Clay board-and-batten entry in Hawthorne',
    caption: `New board-and-batten wainscoting in ${CLAY_POT.name} semi-gloss under ${WARM_PLASTER.name} walls. Every nail hole filled and every batten caulked, so the panelling reads as one piece.`,
    alt: 'An entry hall with terracotta board-and-batten wainscoting below warm off-white walls, a slim oak console with a woven basket, a round brass mirror, a white table lamp and a long runner rug.',
    category: 'interior',
    featured: false,
    ...picture(THREE_BY_TWO, (size) => interiorRoom({ size, ...CLAY_ENTRY_HALL })),
  },
  {
    title: 'White kitchen with a charcoal island in Vancouver, WA',
    caption: `Perimeter cabinets in ${CHALK_WHITE.name} and the island in ${IRON_ORE.name}, both in sprayed satin enamel, with matte black pulls around the room and brass on the island.`,
    alt: 'A bright kitchen with white Shaker cabinets and white subway tile, and in front a charcoal-grey island with brass pulls and a white stone top under two black dome pendants.',
    category: 'cabinets',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => kitchenCabinets({ size, ...CHARCOAL_ISLAND_KITCHEN })),
  },
  {
    title: 'Storybook cottage in Multnomah Village',
    caption: `Siding and gable shingles in ${BUTTERCREAM.name}, trim, window boxes and fence in ${COTTON_TRIM.name}, and a ${DEEP_LAGOON.name} door. A 1926 house, so lead-safe prep: containment, wet scraping and HEPA clean-up.`,
    alt: 'A small butter-yellow cottage with a steep grey roof, a front gable with a round window, white trim, window boxes full of flowers, a deep teal door, pink-flowering shrubs and a white picket fence.',
    category: 'exterior',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => houseExterior({ size, ...MULTNOMAH_COTTAGE })),
  },
  {
    title: 'Nursery with a painted arch in Gresham',
    caption: `A ${BLUSH_CLAY.name} arch painted behind the crib on ${CHALK_WHITE.name} walls, in a zero-VOC matte so the room was ready for the baby within days.`,
    alt: 'A nursery with white walls and a large blush-pink painted arch behind a white spindle crib, two small framed prints inside the arch, a sage blanket over the rail, a soft rug and a potted plant.',
    category: 'interior',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => interiorRoom({ size, ...BLUSH_ARCH_NURSERY })),
  },
  {
    title: 'Bakery shopfront in the Alberta Arts District',
    caption: `Shopfront in ${OXBLOOD.name} high-gloss with gold lining, and the brick above limewashed in ${GREIGE_STONE.name}. The old flaking paint was stripped back to sound wood and the bulkheads rebuilt before priming.`,
    alt: 'A bakery front painted deep oxblood red, with a caramel-and-cream striped awning, gold lining on the fascia, warmly lit windows, potted bay trees by the door and a bistro table, under pale limewashed brick.',
    category: 'commercial',
    featured: false,
    ...picture(FOUR_BY_THREE, (size) => cafeStorefront({ size, ...ALBERTA_BAKERY })),
  },
];
