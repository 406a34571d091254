import type { CarAdvertisementSummary, CarMake, CarModel, FeatureCategory, Pagination } from '@ratai/domain';
import type { FileStorage } from '../../storage/storage';
import { toUploadedImage } from '../cars/car-read';
import { toCarSummary, type MakeAndModelNames } from '../cars/car-summary';
import type { CarSearchRow, FeatureCategoryRow, OptionRow } from './catalog.repository';

/**
 * snake_case rows → the camelCase shapes of @ratai/domain; nothing else builds catalog responses.
 * The card fields themselves are modules/cars/car-summary.ts, shared with the account page.
 */

/** A search card: the shared card fields, the names from the directory, the cover at gallery width. */
export function toSearchCard(storage: FileStorage, row: CarSearchRow, names: MakeAndModelNames): CarAdvertisementSummary {
  return toCarSummary(row, names, row.cover_hash ? toUploadedImage(storage, row.cover_hash) : null);
}

export function toOption(row: OptionRow): CarMake | CarModel {
  return { id: row.id, name: row.name, slug: row.slug };
}

export function toFeatureCategory(row: FeatureCategoryRow): FeatureCategory {
  return { id: row.id, name: row.name, features: row.features.map((f) => ({ id: f.id, name: f.name })) };
}

/** The pagination block of a list response (DESIGN.md). */
export function pagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}
