import { describe, expect, it } from 'vitest';
import { isCameraFileName } from './camera-file-name.ts';

describe('isCameraFileName', () => {
  it.each([
    'IMG_4821.JPG',
    'img_4821.jpeg',
    'IMG_4821 (1).JPG',
    'IMG_4821-edited.jpg',
    'IMG_20240512_143210.jpg',
    'PXL_20240512_143210123.jpg',
    'PXL_20240512_143210123.MP.jpg',
    'MVIMG_20190101_120000.jpg',
    'DSC01234.JPG',
    'DSC_0123.JPG',
    'DSCN0456.JPG',
    'DSCF7890.JPG',
    'GOPR0012.JPG',
    'DJI_0042.JPG',
    '20240512_143210.jpg',
    '2024-05-12 14.32.10.jpg',
    'WhatsApp Image 2024-05-12 at 14.32.10.jpeg',
    'WhatsApp Image 2024-05-12 at 14.32.10 (1).jpeg',
    'Screenshot 2024-05-12 at 14.32.10.png',
    'Screenshot_20240512-143210.png',
    'Screen Shot 2019-05-12 at 2.32.10 PM.png',
    'image.jpg',
    'image0.jpeg',
    'photo.jpg',
    'Photo (2).JPG',
    '1234.jpg',
    '.jpg',
  ])('takes %s for a camera’s name: the photo waits for a title', (name) => {
    expect(isCameraFileName(name)).toBe(true);
  });

  it.each([
    'kitchen-after.jpg',
    'IMG_2041-kitchen_after.jpeg',
    'Rivera house front.HEIC',
    'cabinets 2024.webp',
    'Deck stain.png',
    'Image of the porch.jpg',
    'photographs-of-trim.jpg',
  ])('takes %s for a name the owner chose: the photo goes on the website', (name) => {
    expect(isCameraFileName(name)).toBe(false);
  });
});
