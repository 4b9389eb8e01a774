// What any picture the site takes may be, whoever sends it (a customer's photo, the owner's
// gallery picture or logo): the image infrastructure refuses the rest from the header alone.

/**
 * Pixels a picture may have (width × height), in millions: what phones make at full resolution
 * (iPhone 48 MP is 8064 × 6048 = 48.8 MP; a 50 MP Pixel's 8160 × 6144 is 50.1 MP), with a little
 * room; a decompression bomb, or a 200 MP mode nobody sends a painter, is refused from its header.
 */
export const PICTURE_MAX_MEGAPIXELS = 52;
