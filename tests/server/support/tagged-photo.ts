import sharp from 'sharp';

/**
 * A phone photo as a camera writes it: a JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to view),
 * the camera's make and model, and the GPS position where it was taken.
 */
export async function taggedPhoto(width: number, height: number): Promise<Buffer> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#c0392b"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .composite([{ input: stripes }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12', ImageDescription: 'Kita Sonnenblume' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 5678/100',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS section (tag 0x8825, in either byte order). */
export const hasGpsTags = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** An animation of `count` frames of 40 × 30 pixels, each another colour. */
export async function animation(format: 'gif' | 'webp', count: number): Promise<Buffer> {
  const colours = ['#e74c3c', '#27ae60', '#2980b9', '#f1c40f'];
  const frames = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colours[index % colours.length]! } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}
