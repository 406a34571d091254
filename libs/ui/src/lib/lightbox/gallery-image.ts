import type { CarImage, UploadedImage } from '@ratai/domain';

/** One picture of a gallery or lightbox, in the sizes the API re-encodes to. */
export interface GalleryImage {
  /** The gallery size (about 1024 px wide). */
  src: string;
  /** The thumbnail size (card, about 480 px); default `src`. */
  thumbSrc?: string;
  /** The full-screen size; default `src`. */
  fullSrc?: string;
  alt: string;
}

/**
 * A car's pictures for the Gallery: the header image first, then the gallery images (the
 * header image is not repeated when it is also among them). Alt texts read
 * "{title}, nuotrauka {n}".
 */
export function carGalleryImages(
  title: string,
  images: readonly CarImage[],
  headerImage?: UploadedImage | null,
): GalleryImage[] {
  const fromHeader: GalleryImage[] =
    headerImage && !images.some((image) => image.url === headerImage.url)
      ? [
          {
            src: headerImage.formats?.gallery ?? headerImage.url,
            thumbSrc: headerImage.formats?.card,
            fullSrc: headerImage.formats?.full ?? headerImage.url,
            alt: '',
          },
        ]
      : [];
  const all = [
    ...fromHeader,
    ...images.map((image) => ({
      src: image.formats?.gallery ?? image.url,
      thumbSrc: image.formats?.card,
      fullSrc: image.formats?.full ?? image.url,
      alt: '',
    })),
  ];
  return all.map((image, index) => ({ ...image, alt: `${title}, nuotrauka ${index + 1}` }));
}
