import type { CarAdvertisementSummary, CarMake, CarModel, FeatureCategory, Pagination } from '@ratai/domain';
import type { FileStorage } from '../../storage/storage';
import { toUploadedImage } from '../cars/car-read';
import type { CarSummaryRow, FeatureCategoryRow, OptionRow } from './catalog.repository';

/** snake_case rows → the camelCase shapes of @ratai/domain; nothing else builds catalog responses. */

export function toCarSummary(storage: FileStorage, row: CarSummaryRow): CarAdvertisementSummary {
  return {
    id: row.id,
    slug: row.slug,
    headerImage: row.cover_hash ? toUploadedImage(storage, row.cover_hash) : null,
    isForTaxi: row.is_for_taxi,
    engineDisplacement: row.engine_displacement,
    gearbox: row.gearbox,
    bodyType: row.body_type,
    fuelType: row.fuel_type,
    productionYear: row.production_year,
    odometer: row.odometer,
    price: row.price,
    fromPricePerMonth: row.from_price_per_month,
    carMake: { id: row.make_id, name: row.make_name, slug: row.make_slug },
    carModel: { id: row.model_id, name: row.model_name, slug: row.model_slug },
  };
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
