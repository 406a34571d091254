import type { CarImage, EntityId, IsoDateTime, UploadedImage } from './entities';

/**
 * Drafts of the upload form (issue 16: "the form never loses work") and duplicates of listings
 * (fleet tools). A draft lives in its own table on the server, never in the listings: it is never
 * public and never in the team's review queue; it becomes a listing only when the owner submits the
 * upload form, which then uses the draft's photos.
 */

/** The listing form fields a draft keeps, as the form holds them (text, the feature ids, the taxi box). */
export const LISTING_DRAFT_FIELDS = [
  'carMake',
  'carModel',
  'vinCode',
  'productionYear',
  'bodyType',
  'fuelType',
  'gearbox',
  'doorCount',
  'engineDisplacement',
  'enginePower',
  'numberOfSeats',
  'drivetrain',
  'inspectionYear',
  'inspectionMonth',
  'rimSize',
  'airConditioning',
  'price',
  'averageFuelConsumption',
  'odometer',
  'description',
  'carFeatures',
  'isForTaxi',
] as const;
export type ListingDraftField = (typeof LISTING_DRAFT_FIELDS)[number];

/** What a draft holds of the form: any subset, unvalidated (a half-filled form must save). */
export type ListingDraftFields = Partial<Record<ListingDraftField, string | string[] | boolean>>;

export interface ListingDraft {
  id: EntityId;
  fields: ListingDraftFields;
  /** The draft's photos in display order (a duplicate's copies; the form's new photos are sent on submit). */
  images: CarImage[];
  /** The cover among `images`; null without photos. */
  headerImage: UploadedImage | null;
  /** The listing it was duplicated from, if any (null once that listing is deleted). */
  sourceListingId: EntityId | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** 'Juodraštis išsaugotas 14:32' — when the form's draft was last saved (issue 16 wording), Vilnius time. */
export function draftSavedText(at: IsoDateTime | Date): string {
  const time = new Intl.DateTimeFormat('lt-LT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vilnius' }).format(new Date(at));
  return `Juodraštis išsaugotas ${time}`;
}

/** 'Kopijuoti' on a listing, and what the copy is called (our wording). */
export const DUPLICATE_TEXTS = {
  action: 'Kopijuoti',
  done: 'Sukurta skelbimo kopija (juodraštis). Patikrinkite duomenis ir įkelkite skelbimą.',
  drafts: 'Juodraščiai',
} as const;
