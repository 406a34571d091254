import type { MetaDescriptor } from 'react-router';
import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  type Article,
  type CarAdvertisement,
} from '@ratai/domain';

/**
 * Meta tags of every page: title, description, canonical URL, OpenGraph and schema.org JSON-LD,
 * all rendered on the server (React Router's `meta` exports), so crawlers and link previews see
 * them without running JavaScript.
 */
export const SITE_NAME = 'Ratai';

export interface PageMetaInput {
  /** The page's own title; " | Ratai" is appended. */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url?: string;
  /** Absolute image URL for link previews. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** schema.org objects, each rendered as its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** Keep the page out of search indexes (404, filtered duplicates…). */
  noindex?: boolean;
}

/** The full title: "{title} | Ratai" (just "Ratai" stays as is). */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Meta descriptors for one page. */
export function pageMeta({ title, description, url, image, type = 'website', jsonLd = [], noindex }: PageMetaInput): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: fullTitle(title) },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'lt_LT' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (url) {
    meta.push({ tagName: 'link', rel: 'canonical', href: url });
    meta.push({ property: 'og:url', content: url });
  }
  if (image) meta.push({ property: 'og:image', content: image });
  if (noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  for (const item of jsonLd) meta.push({ 'script:ld+json': item } as MetaDescriptor);
  return meta;
}

/** Shortens text for a meta description (~160 characters, cut at a word). */
export function summarise(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…`;
}

/** schema.org `Car` with its `Offer` (price in EUR, used, in stock). */
export function carJsonLd(car: CarAdvertisement, url: string): object {
  const name = `${car.carMake.name} ${car.carModel.name}`;
  const images = [car.headerImage?.url, ...car.images.map((image) => image.url)].filter(
    (src, index, all): src is string => Boolean(src) && all.indexOf(src) === index,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${name}, ${car.productionYear}`,
    url,
    image: images,
    description: car.description ?? undefined,
    brand: { '@type': 'Brand', name: car.carMake.name },
    manufacturer: { '@type': 'Organization', name: car.carMake.name },
    model: car.carModel.name,
    vehicleModelDate: String(car.productionYear),
    bodyType: BODY_TYPE_LABELS[car.bodyType],
    fuelType: FUEL_TYPE_LABELS[car.fuelType],
    vehicleTransmission: GEARBOX_LABELS[car.gearbox],
    itemCondition: 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.odometer, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: car.engineDisplacement, unitCode: 'CMQ' },
      ...(car.enginePower ? { enginePower: { '@type': 'QuantitativeValue', value: car.enginePower, unitCode: 'KWT' } } : {}),
    },
    ...(car.numberOfSeats ? { seatingCapacity: car.numberOfSeats } : {}),
    ...(car.vinCode ? { vehicleIdentificationNumber: car.vinCode } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      priceCurrency: 'EUR',
      // Issue 16: a sold car is SoldOut; a reserved one may still fall through (LimitedAvailability).
      availability: `https://schema.org/${car.saleStatus === 'sold' ? 'SoldOut' : car.saleStatus === 'reserved' ? 'LimitedAvailability' : 'InStock'}`,
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** schema.org `Article`. */
export function articleJsonLd(article: Article, url: string, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: article.publishedAt,
    inLanguage: 'lt',
    ...(article.cover ? { image: [article.cover.url] } : {}),
    ...(article.category ? { articleSection: article.category.name } : {}),
    author: { '@type': 'Organization', name: SITE_NAME, url: siteUrl || undefined },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl || undefined },
  };
}

/** schema.org `Organization` + `WebSite` of the home page. */
export function siteJsonLd(siteUrl: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: siteUrl, inLanguage: 'lt' },
  ];
}

/** The root loader's siteUrl from the meta function's `matches`. */
export function siteUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
