import sharp from 'sharp';

/** A real JPEG photo-sized picture of one colour (the API decodes and re-encodes every upload). */
export async function jpeg(name: string, rgb: [number, number, number]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
