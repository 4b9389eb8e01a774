/**
 * Words cameras, phones and apps put in a picture's file name, as opposed to words the owner chose:
 * a file named only with these, digits and separators says nothing a visitor should read.
 */
const CAMERA_WORDS = new Set([
  'img', // iPhone, many Android phones and cameras: IMG_4821, IMG_20240512_143210
  'image', // image.jpg, image0.jpeg (iOS share sheet)
  'photo',
  'picture',
  'pic',
  'pxl', // Google Pixel: PXL_20240512_143210123
  'mvimg', // Google motion photo
  'mp', // Pixel motion photo: PXL_….MP.jpg
  'dsc', // Sony, Nikon: DSC01234, DSC_0123
  'dscn', // Nikon Coolpix
  'dscf', // Fujifilm
  'gopr', // GoPro
  'dji', // drones
  'edited', // IMG_4821-edited
  'copy', // "IMG_4821 copy"
]);

/** Names apps give whatever follows: "WhatsApp Image 2024-05-12 at 14.32.10", "Screenshot 2024-…", "Screen Shot …". */
const APP_PREFIX = /^(?:whatsapp image|screenshot|screen shot)(?![a-z])/i;

/**
 * True when a file name looks like a camera's rather than a title the owner gave it: it starts
 * the way an app names pictures (WhatsApp, screenshots), or, without its extension, it holds no
 * word but the ones cameras use (IMG, PXL, DSC, DSCN, image, photo…) between digits and separators
 * (IMG_4821.JPG, PXL_20240512_143210123.MP.jpg, DSC01234.JPG, 20240512_143210.jpg, image.jpg).
 */
export function isCameraFileName(fileName: string): boolean {
  const name = fileName.trim().replace(/\.[a-z0-9]{1,5}$/i, '');
  if (APP_PREFIX.test(name)) return true;
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.every((word) => CAMERA_WORDS.has(word));
}
