import {
  AIR_CONDITIONING_LABELS,
  BODY_TYPE_LABELS,
  DOOR_COUNT_LABELS,
  DRIVETRAIN_LABELS,
  formatEuro,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  type ListingChangeField,
  type ListingChangeValue,
} from '@ratai/domain';

/** Enum fields of a revision's changes come raw (`diesel`): the team reads the form's labels. */
const ENUM_LABELS: Partial<Record<ListingChangeField, Record<string, string>>> = {
  bodyType: BODY_TYPE_LABELS,
  fuelType: FUEL_TYPE_LABELS,
  gearbox: GEARBOX_LABELS,
  doorCount: DOOR_COUNT_LABELS as Record<string, string>,
  drivetrain: DRIVETRAIN_LABELS,
  airConditioning: AIR_CONDITIONING_LABELS,
};

/** One side of a field's change as text: labels for enums, euros for the price, 'Taip'/'Ne', '—' for nothing. */
export function changeValueText(field: ListingChangeField, value: ListingChangeValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Taip' : 'Ne';
  if (field === 'price' && typeof value === 'number') return formatEuro(value);
  return ENUM_LABELS[field]?.[String(value)] ?? String(value);
}
