import type { CarImage, ImageFormats, UploadedImage } from '@ratai/domain';

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

/** Every URL a picture is known by (its own and each size's). */
function urlsOf(image: { url: string; formats?: ImageFormats }): string[] {
  const formats = image.formats;
  return [image.url, formats?.card, formats?.gallery, formats?.full].filter((url): url is string => typeof url === 'string');
}

/**
 * A car's pictures for the Gallery: the header image first, then the other gallery images. The
 * header image is usually one of the gallery images (the API sends the cover at its gallery
 * size and the gallery images at full size, so their `url`s differ): any shared URL of any
 * size counts as the same picture, which then appears once, first (issue 17 bug 2: every
 * header photo was shown twice). Alt texts read "{title}, nuotrauka {n}".
 */
export function carGalleryImages(
  title: string,
  images: readonly CarImage[],
  headerImage?: UploadedImage | null,
): GalleryImage[] {
  const headerUrls = new Set(headerImage ? urlsOf(headerImage) : []);
  const isHeader = (image: CarImage) => urlsOf(image).some((url) => headerUrls.has(url));
  const headerInGallery = images.find(isHeader);
  const toGallery = (image: CarImage | UploadedImage): Omit<GalleryImage, 'alt'> => ({
    src: image.formats?.gallery ?? image.url,
    thumbSrc: image.formats?.card,
    fullSrc: image.formats?.full ?? image.url,
  });
  const first = headerInGallery ?? headerImage;
  const all = [
    ...(first ? [toGallery(first)] : []),
    ...images.filter((image) => image !== headerInGallery).map(toGallery),
  ];
  return all.map((image, index) => ({ ...image, alt: `${title}, nuotrauka ${index + 1}` }));
}
