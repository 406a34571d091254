import type { CarAdvertisement, IsoDateTime } from './entities';
import { TAXI_LABEL } from './lt-texts';

/**
 * Pending revisions of approved listings (issue 16): an owner's edit of an approved car waits for
 * the team as a revision while the marketplace keeps showing the approved version. These types and
 * `listingChanges` describe what the revision changes, so the back office can compare the two field
 * by field and review price-only and description-only changes fast.
 */

/** The listing fields a revision can change, in the order of the upload form. */
export const LISTING_CHANGE_FIELDS = [
  'carMake',
  'carModel',
  'vinCode',
  'productionYear',
  'bodyType',
  'fuelType',
  'gearbox',
  'doorCount',
  'drivetrain',
  'airConditioning',
  'engineDisplacement',
  'enginePower',
  'numberOfSeats',
  'rimSize',
  'averageFuelConsumption',
  'odometer',
  'inspectionYear',
  'inspectionMonth',
  'price',
  'isForTaxi',
  'carFeatures',
  'description',
] as const;
export type ListingChangeField = (typeof LISTING_CHANGE_FIELDS)[number];

/** The form's labels of those fields (apps/owner-portal CarListingForm), for a comparison table. */
export const LISTING_CHANGE_FIELD_LABELS: Record<ListingChangeField, string> = {
  carMake: 'Markė',
  carModel: 'Modelis',
  vinCode: 'VIN kodas',
  productionYear: 'Pagaminimo metai',
  bodyType: 'Kėbulo tipas',
  fuelType: 'Kuro tipas',
  gearbox: 'Pavarų dėžė',
  doorCount: 'Durų skaičius',
  drivetrain: 'Varomieji ratai',
  airConditioning: 'Kondicionierius',
  engineDisplacement: 'Variklio tūris (cm³)',
  enginePower: 'Variklio galia (kW)',
  numberOfSeats: 'Sėdimų vietų skaičius',
  rimSize: 'Ratlankių dydis (coliais)',
  averageFuelConsumption: 'Vidutinės kuro sąnaudos (l/100 km)',
  odometer: 'Rida (km)',
  inspectionYear: 'Techninė apžiūra iki (metai)',
  inspectionMonth: 'Techninė apžiūra iki (mėnuo)',
  price: 'Kaina (€)',
  isForTaxi: TAXI_LABEL,
  carFeatures: 'Ypatybės',
  description: 'Aprašymas',
};

/** How much a revision changes: only the price or only the description can be reviewed fast. */
export const LISTING_CHANGE_KINDS = ['priceOnly', 'descriptionOnly', 'general'] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];

export const LISTING_CHANGE_KIND_LABELS: Record<ListingChangeKind, string> = {
  priceOnly: 'Pakeista tik kaina',
  descriptionOnly: 'Pakeistas tik aprašymas',
  general: 'Pakeisti duomenys',
};

/** A field's value as compared: enum values raw, make/model/features by name. */
export type ListingChangeValue = string | number | boolean | null;

export interface ListingFieldChange {
  field: ListingChangeField;
  before: ListingChangeValue;
  after: ListingChangeValue;
}

export interface ListingChanges {
  kind: ListingChangeKind;
  /** Changed fields in form order (empty when only photos changed). */
  fields: ListingFieldChange[];
  /** Photos by content: the same photo kept is not added nor removed. */
  photosAdded: number;
  photosRemoved: number;
  coverChanged: boolean;
  /** The photos both versions have are in another order. */
  photosReordered: boolean;
}

/** A pending or rejected revision of an approved listing, as its owner and the team read it. */
export interface ListingRevision {
  status: 'pending' | 'rejected';
  /** The team's reason when the revision was rejected; the approved version stays public. */
  rejectionReason: string | null;
  submittedAt: IsoDateTime;
  changes: ListingChanges;
}

type Comparable = Pick<CarAdvertisement, ListingChangeField | 'images' | 'headerImage'>;

function valueOf(car: Comparable, field: ListingChangeField): ListingChangeValue {
  switch (field) {
    case 'carMake':
    case 'carModel':
      return car[field].name;
    case 'carFeatures':
      return car.carFeatures
        .map((feature) => feature.name ?? String(feature.id))
        .sort((a, b) => a.localeCompare(b, 'lt'))
        .join(', ');
    case 'description':
      return car.description ?? null;
    default:
      return car[field];
  }
}

/** What `after` changes compared with `before` (pure: the API computes it for the queue). */
export function listingChanges(before: Comparable, after: Comparable): ListingChanges {
  const fields: ListingFieldChange[] = [];
  for (const field of LISTING_CHANGE_FIELDS) {
    const was = valueOf(before, field);
    const is = valueOf(after, field);
    if (was !== is) fields.push({ field, before: was, after: is });
  }
  const beforeHashes = before.images.map((image) => image.hash);
  const afterHashes = after.images.map((image) => image.hash);
  const photosAdded = afterHashes.filter((hash) => !beforeHashes.includes(hash)).length;
  const photosRemoved = beforeHashes.filter((hash) => !afterHashes.includes(hash)).length;
  const common = (list: string[], other: string[]) => list.filter((hash) => other.includes(hash));
  const photosReordered = common(beforeHashes, afterHashes).join() !== common(afterHashes, beforeHashes).join();
  const coverChanged = (before.headerImage?.url ?? null) !== (after.headerImage?.url ?? null);
  const photosChanged = photosAdded > 0 || photosRemoved > 0 || coverChanged || photosReordered;
  let kind: ListingChangeKind = 'general';
  if (!photosChanged && fields.length === 1 && fields[0].field === 'price') kind = 'priceOnly';
  if (!photosChanged && fields.length === 1 && fields[0].field === 'description') kind = 'descriptionOnly';
  return { kind, fields, photosAdded, photosRemoved, coverChanged, photosReordered };
}

/** The owner's state line of a car with a revision (issue 16's wording). */
export const REVISION_STATE_TEXTS = {
  pending: 'Rodomas patvirtintas variantas · pakeitimai laukia patvirtinimo',
  rejected: 'Rodomas patvirtintas variantas · pakeitimai atmesti',
} as const;

/** A revision as the owner's car list shows it (the changes are on the car's own read). */
export type ListingRevisionState = Pick<ListingRevision, 'status' | 'rejectionReason'>;

/** One of the owner's cars as the edit form reads it: with a revision, its content and state. */
export interface OwnCarDetail extends CarAdvertisement {
  revision: ListingRevision | null;
}
