import {
  FILTER_CHIP_LABELS,
  FILTER_PRICE,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  NO,
  YES,
  formatEuro,
  type CarMake,
  type CarModel,
  type FuelType,
  type Gearbox,
  type SearchFilter,
} from '@ratai/domain';
import { filterToSearchParams } from '@ratai/api-client';

/**
 * The search's URL rules (spec §2.1–2.3): which chips a filter shows, what removing one leaves,
 * and the addresses of pages. The filter itself is parsed by the api-client
 * (`searchParamsToFilter`) and written by it (`filterToSearchParams`), so the page's URL and the
 * API's query string always agree.
 */

/** Id of the search section: links inside it land there. */
export const SEARCH_ANCHOR = 'automobiliai';

/**
 * Price dropdown options (§9): from 2000 by 500 up to 10000, then by 1000 up to `max`
 * (25000 by default).
 */
export function priceOptions(max: number = FILTER_PRICE.defaultMax): number[] {
  const options: number[] = [];
  for (let p = FILTER_PRICE.defaultFrom; p <= Math.min(FILTER_PRICE.fineStepUntil, max); p += FILTER_PRICE.fineStep) {
    options.push(p);
  }
  for (let p = FILTER_PRICE.fineStepUntil + FILTER_PRICE.coarseStep; p <= max; p += FILTER_PRICE.coarseStep) {
    options.push(p);
  }
  return options;
}

/** The address of a search: `pathname?query#automobiliai` (the query written by the api-client). */
export function searchHref(pathname: string, filter: SearchFilter, anchor: string | null = SEARCH_ANCHOR): string {
  const query = filterToSearchParams(filter).toString();
  return `${pathname}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

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
  return chips;
}

/** Whether a filter restricts anything (sort and paging aside). */
export function hasActiveFilter(filter: SearchFilter): boolean {
  return filterChips(filter).length > 0;
}

/**
 * The filter the panel submits (§2.1): the form's non-empty values, the current sort kept,
 * page=1. `formData` is the panel's form, so this also describes what a plain GET submit sends.
 */
export function filterFromForm(form: FormData, sort?: SearchFilter['sort']): SearchFilter {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const number = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  return {
    carMake: text('carMake'),
    carModel: text('carMake') ? text('carModel') : undefined,
    modelYearFrom: number('modelYearFrom'),
    modelYearTo: number('modelYearTo'),
    fuelType: form.getAll('fuelType').filter((v): v is string => typeof v === 'string') as FuelType[],
    gearbox: form.getAll('gearbox').filter((v): v is string => typeof v === 'string') as Gearbox[],
    priceFrom: number('priceFrom'),
    priceTo: number('priceTo'),
    isForTaxi: form.get('isForTaxi') ? true : undefined,
    sort,
    page: 1,
  };
}
