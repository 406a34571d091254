import * as v from 'valibot';
import {
  AIR_CONDITIONING_TYPES,
  BODY_TYPES,
  DOOR_COUNTS,
  DRIVETRAINS,
  FUEL_TYPES,
  GEARBOXES,
  REVIEW_STATUSES,
  SALE_STATUSES,
  VISIBILITIES,
  type CarAdvertisement,
  type CarAdvertisementSummary,
  type OwnCarAdvertisement,
  LISTING_CHANGE_FIELDS,
  LISTING_CHANGE_KINDS,
  type ListingRevision,
  type OwnCarDetail,
} from '@ratai/domain';
import { dateTime, described, int, type Equal } from '../../http/responses';

/**
 * Response schemas of the car views: the search card and the car (public page, owner and team
 * reads). The catalog compiles its serializer from them (http/json-schema.ts compiledResponse),
 * so: fields in the order the mappers (car-summary.ts, car-read.ts) write them; money and
 * measurements `number`, never integer (a compiled integer truncates); the `Equal` checks below
 * make a field added to the domain type and not here a compile error.
 */

const formats = described(v.object({ card: v.string(), gallery: v.string(), full: v.string() }), 'WebP, 480 / 1024 / 1920 px wide');

/** The cover: gallery width, with all three sizes; null when the car has no picture. */
const headerImage = v.nullable(v.object({ url: described(v.string(), 'gallery size'), formats: v.optional(formats) }));

const option = v.object({ id: int(), name: v.string(), slug: v.string() });

const cardFields = {
  isForTaxi: v.boolean(),
  engineDisplacement: described(v.number(), 'cm³'),
  gearbox: v.picklist(GEARBOXES),
  bodyType: v.picklist(BODY_TYPES),
  fuelType: v.picklist(FUEL_TYPES),
  productionYear: int(),
  odometer: described(v.number(), 'km'),
  price: described(v.number(), '€'),
  fromPricePerMonth: described(v.number(), '€ per month, from @ratai/pricing'),
  carMake: option,
  carModel: option,
  saleStatus: described(v.picklist(SALE_STATUSES), 'available / reserved (public, with a badge) / sold (public page only, not in the search)'),
};

const slug = described(v.string(), 'public address /automobilio-nuoma/{slug}');

/** A search card (CarAdvertisementSummary), in the order of car-summary.ts `toCarSummary`. */
export const CarSummaryResponse = described(v.object({ id: int(), slug, headerImage, ...cardFields }), 'A search card');

const image = v.object({ id: int(), url: described(v.string(), 'full size'), hash: v.string(), ext: v.string(), formats: v.optional(formats) });

const stateEntries = {
  visibility: v.picklist(VISIBILITIES),
  reviewStatus: v.picklist(REVIEW_STATUSES),
  rejectionReason: v.nullable(v.string()),
  hiddenByTeam: described(
    v.nullable(v.object({ reason: v.string(), hiddenAt: dateTime() })),
    'the team took the listing off the public site (only the team can undo it), with the reason the owner reads; null otherwise',
  ),
};

const revisionStatus = described(v.picklist(['pending', 'rejected']), 'the revision waits for review, or the team rejected it');

/** An own listing on the account page (OwnCarAdvertisement): the card with its review state and dates. */
export const OwnCarResponse = v.object({
  id: int(),
  slug,
  ...stateEntries,
  headerImage,
  ...cardFields,
  createdAt: dateTime(),
  updatedAt: dateTime(),
  revision: described(
    v.nullable(v.object({ status: revisionStatus, rejectionReason: v.nullable(v.string()) })),
    'an edit of the approved listing waiting for review (or rejected); the approved version stays public',
  ),
});

/** A car (CarAdvertisement), in the order of car-read.ts `mapCar`. */
export const CarResponse = described(
  v.object({
    id: int(),
    slug,
    ...stateEntries,
    headerImage,
    images: described(v.array(image), 'every image in display order, the cover included'),
    ...cardFields,
    carFeatures: v.array(v.object({ id: int(), name: v.optional(v.string()) })),
    vinCode: v.string(),
    doorCount: v.picklist(DOOR_COUNTS),
    enginePower: described(v.number(), 'kW'),
    numberOfSeats: int(),
    drivetrain: v.picklist(DRIVETRAINS),
    inspectionYear: int(),
    inspectionMonth: int(),
    rimSize: described(v.number(), 'inches'),
    airConditioning: v.picklist(AIR_CONDITIONING_TYPES),
    averageFuelConsumption: described(v.number(), 'l / 100 km'),
    description: v.nullable(v.string()),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  }),
  'A car advertisement (spec §3 "Car advertisement (read)" plus the form fields)',
);

const summaryIsDomain: Equal<v.InferOutput<typeof CarSummaryResponse>, CarAdvertisementSummary> = true;
const carIsDomain: Equal<v.InferOutput<typeof CarResponse>, CarAdvertisement> = true;
const ownIsDomain: Equal<v.InferOutput<typeof OwnCarResponse>, OwnCarAdvertisement> = true;
void ownIsDomain;
void summaryIsDomain;
void carIsDomain;

const changeValue = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/** What a revision changes (ListingChanges of @ratai/domain). */
export const ListingChangesResponse = v.object({
  kind: described(v.picklist(LISTING_CHANGE_KINDS), 'priceOnly / descriptionOnly: only that field changed, photos untouched'),
  fields: v.array(v.object({ field: v.picklist(LISTING_CHANGE_FIELDS), before: changeValue, after: changeValue })),
  photosAdded: int(),
  photosRemoved: int(),
  coverChanged: v.boolean(),
  photosReordered: v.boolean(),
});

const revisionEntries = {
  status: revisionStatus,
  rejectionReason: v.nullable(v.string()),
  submittedAt: dateTime(),
  changes: ListingChangesResponse,
};

/** A revision of an approved listing (ListingRevision). */
export const ListingRevisionResponse = v.object(revisionEntries);

/** The owner's car for the edit form (OwnCarDetail): the revision's content under the listing's state. */
export const OwnCarDetailResponse = described(
  v.object({ ...CarResponse.pipe[0].entries, revision: v.nullable(ListingRevisionResponse) }),
  'The car as its owner edits it: with a pending or rejected revision, the revision\'s fields and photos under the listing\'s id, slug, visibility and review state (what the public sees), and the revision',
);

const detailIsDomain: Equal<v.InferOutput<typeof OwnCarDetailResponse>, OwnCarDetail> = true;
const revisionIsDomain: Equal<v.InferOutput<typeof ListingRevisionResponse>, ListingRevision> = true;
void detailIsDomain;
void revisionIsDomain;
