import type { CarAdvertisement } from '@ratai/domain';

/** One image of the gallery editor: already on the car (kept by id) or newly chosen (a file). */
export type GalleryImage =
  | { key: string; kind: 'existing'; id: number; url: string; name: string }
  | { key: string; kind: 'new'; file: File; url: string; name: string };

/** The car's images as the editor starts with them, and which is the cover. */
export function existingImages(car: Pick<CarAdvertisement, 'images' | 'headerImage'>): { images: GalleryImage[]; coverKey: string | null } {
  const images: GalleryImage[] = car.images.map((image, index) => ({
    key: `existing-${image.id}`,
    kind: 'existing',
    id: image.id,
    url: image.formats?.card ?? image.url,
    name: `Nuotrauka ${index + 1}`,
  }));
  // The cover is one of the images (modules/listings README); the read model names it by URL.
  const cover = car.headerImage
    ? car.images.find((image) => image.formats?.gallery === car.headerImage?.url || image.url === car.headerImage?.url)
    : undefined;
  return { images, coverKey: cover ? `existing-${cover.id}` : (images[0]?.key ?? null) };
}

/**
 * Whether the image at `from` may move to `to`. The edit call keeps images by id and appends new
 * files after them (`keepImageIds` then `gallery`), so a new photo can never stand before a kept
 * one: such moves are refused rather than silently reordered on save.
 */
export function canMove(images: readonly GalleryImage[], from: number, to: number): boolean {
  if (to < 0 || to >= images.length || from === to) return false;
  const next = moved(images, from, to);
  const firstNew = next.findIndex((image) => image.kind === 'new');
  return firstNew === -1 || next.slice(firstNew).every((image) => image.kind === 'new');
}

/** The list with the image at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** What the API needs of the gallery: kept ids in order, new files in order, and the cover's index in `[kept…, new…]`. */
export function galleryPlan(images: readonly GalleryImage[], coverKey: string | null) {
  const kept = images.filter((image) => image.kind === 'existing').map((image) => (image.kind === 'existing' ? image.id : 0));
  const files = images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
  const coverIndex = Math.max(
    images.findIndex((image) => image.key === coverKey),
    0,
  );
  const cover = images[coverIndex];
  return { keepImageIds: kept, files, coverIndex, coverFile: cover?.kind === 'new' ? cover.file : null };
}
