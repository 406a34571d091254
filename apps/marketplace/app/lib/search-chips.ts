import {
  BODY_TYPE_LABELS,
  DRIVETRAIN_LABELS,
  FILTER_CHIP_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  NO,
  YES,
  formatEuro,
  formatOdometer,
  type BodyType,
  type CarMake,
  type CarModel,
  type Drivetrain,
  type FuelType,
  type Gearbox,
  type SearchFilter,
} from '@ratai/domain';

/**
 * The active filter chips (spec §2.2), apart from the other URL rules (search-filter.ts) so that
 * their code (labels of every filter) loads only with a filtered search (ActiveFilterChips).
 */

/** One active filter chip (§2.2). */
export interface FilterChip {
  /** Stable key, e.g. `fuelType:diesel`. */
  key: string;
  /** 'Markė: BMW' — the visible text and the remove control's name. */
  label: string;
  /** Price chips cannot be removed (§2.2). */
  removable: boolean;
  /** The filter without this chip, page reset to 1 (§2.2). */
  without: SearchFilter;
}

/** Names the chips need: the make's and model's display names (slugs otherwise). */
export interface ChipNames {
  makes?: readonly CarMake[];
  models?: readonly CarModel[];
}

/**
 * The chips of a filter, in the panel's order: Markė, Modėlis, Kuro tipas (one per value),
 * Pavarų dėžė (one per value), Pagaminimo metai nuo/iki, Kaina nuo/iki (with €, not removable),
 * Tinka pavėžėjams (Taip/Ne). Removing the make removes the model too (a model belongs to a make).
 */
export function filterChips(filter: SearchFilter, names: ChipNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  const base: SearchFilter = { ...filter, page: 1 };
  const add = (key: string, label: string, value: string, without: SearchFilter, removable = true) =>
    chips.push({ key, label: `${label}: ${value}`, removable, without });

  if (filter.carMake) {
    const make = names.makes?.find((m) => m.slug === filter.carMake);
    add('carMake', FILTER_CHIP_LABELS.carMake, make?.name ?? filter.carMake, {
      ...base,
      carMake: undefined,
      carModel: undefined,
    });
  }
  if (filter.carModel) {
    const model = names.models?.find((m) => m.slug === filter.carModel);
    add('carModel', FILTER_CHIP_LABELS.carModel, model?.name ?? filter.carModel, { ...base, carModel: undefined });
  }
  for (const fuel of filter.fuelType ?? []) {
    add(`fuelType:${fuel}`, FILTER_CHIP_LABELS.fuelType, FUEL_TYPE_LABELS[fuel as FuelType] ?? fuel, {
      ...base,
      fuelType: (filter.fuelType ?? []).filter((f) => f !== fuel),
    });
  }
  for (const gearbox of filter.gearbox ?? []) {
    add(`gearbox:${gearbox}`, FILTER_CHIP_LABELS.gearbox, GEARBOX_LABELS[gearbox as Gearbox] ?? gearbox, {
      ...base,
      gearbox: (filter.gearbox ?? []).filter((g) => g !== gearbox),
    });
  }
  if (filter.modelYearFrom !== undefined) {
    add('modelYearFrom', FILTER_CHIP_LABELS.modelYearFrom, String(filter.modelYearFrom), {
      ...base,
      modelYearFrom: undefined,
    });
  }
  if (filter.modelYearTo !== undefined) {
    add('modelYearTo', FILTER_CHIP_LABELS.modelYearTo, String(filter.modelYearTo), { ...base, modelYearTo: undefined });
  }
  if (filter.priceFrom !== undefined) {
    add('priceFrom', FILTER_CHIP_LABELS.priceFrom, formatEuro(filter.priceFrom), base, false);
  }
  if (filter.priceTo !== undefined) {
    add('priceTo', FILTER_CHIP_LABELS.priceTo, formatEuro(filter.priceTo), base, false);
  }
  if (filter.isForTaxi !== undefined) {
    add('isForTaxi', FILTER_CHIP_LABELS.isForTaxi, filter.isForTaxi ? YES : NO, { ...base, isForTaxi: undefined });
  }
  // Issue 17's filters, each removable like the spec's own.
  for (const body of filter.bodyType ?? []) {
    add(`bodyType:${body}`, FILTER_CHIP_LABELS.bodyType, BODY_TYPE_LABELS[body as BodyType] ?? body, {
      ...base,
      bodyType: (filter.bodyType ?? []).filter((b) => b !== body),
    });
  }
  if (filter.odometerFrom !== undefined) {
    add('odometerFrom', FILTER_CHIP_LABELS.odometerFrom, formatOdometer(filter.odometerFrom), { ...base, odometerFrom: undefined });
  }
  if (filter.odometerTo !== undefined) {
    add('odometerTo', FILTER_CHIP_LABELS.odometerTo, formatOdometer(filter.odometerTo), { ...base, odometerTo: undefined });
  }
  for (const drive of filter.drivetrain ?? []) {
    add(`drivetrain:${drive}`, FILTER_CHIP_LABELS.drivetrain, DRIVETRAIN_LABELS[drive as Drivetrain] ?? drive, {
      ...base,
      drivetrain: (filter.drivetrain ?? []).filter((d) => d !== drive),
    });
  }
  if (filter.numberOfSeatsFrom !== undefined) {
    add('numberOfSeatsFrom', FILTER_CHIP_LABELS.numberOfSeatsFrom, String(filter.numberOfSeatsFrom), {
      ...base,
      numberOfSeatsFrom: undefined,
    });
  }
  if (filter.keyword) {
    add('keyword', FILTER_CHIP_LABELS.keyword, `„${filter.keyword}“`, { ...base, keyword: undefined });
  }
  return chips;
}
