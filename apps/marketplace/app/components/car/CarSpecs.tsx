import styled from 'styled-components';
import {
  AIR_CONDITIONING_LABELS,
  BODY_TYPE_LABELS,
  DOOR_COUNT_LABELS,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  MONTH_LABELS,
  formatEngineSize,
  formatEnginePower,
  formatFuelConsumption,
  formatOdometer,
  type CarAdvertisement,
  type Month,
} from '@ratai/domain';
import { media } from '@ratai/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.fromTablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The spec summary of §2.5: year, engine size (cm³ below 1000, litres above), fuel, body, gearbox, odometer. */
export function CarSpecSummary({ car }: { car: CarAdvertisement }) {
  const rows: [string, string][] = [
    ['Pagaminimo metai', String(car.productionYear)],
    ['Variklio tūris', formatEngineSize(car.engineDisplacement)],
    ['Kuro tipas', FUEL_TYPE_LABELS[car.fuelType]],
    ['Kėbulo tipas', BODY_TYPE_LABELS[car.bodyType]],
    ['Pavarų dėžė', GEARBOX_LABELS[car.gearbox]],
    ['Rida', formatOdometer(car.odometer)],
  ];
  // An electric car has no engine size: no 'Variklio tūris' line rather than '0 cm³'.
  return <SpecList rows={rows.filter(([, value]) => value !== '')} testId="spec-summary" />;
}

/** The rest of the listing's fields (form fields of §3). */
export function CarDetails({ car }: { car: CarAdvertisement }) {
  const inspection =
    car.inspectionYear && car.inspectionMonth
      ? `${car.inspectionYear} m. ${MONTH_LABELS[car.inspectionMonth as Month]?.toLowerCase() ?? car.inspectionMonth}`
      : '';
  const rows: [string, string][] = [
    ['Galia', formatEnginePower(car.enginePower)],
    ['Varantieji ratai', car.drivetrain ? DRIVETRAIN_LABELS[car.drivetrain] : ''],
    ['Durų skaičius', car.doorCount ? DOOR_COUNT_LABELS[car.doorCount] : ''],
    ['Sėdimų vietų', car.numberOfSeats ? String(car.numberOfSeats) : ''],
    ['Klimatas', car.airConditioning ? AIR_CONDITIONING_LABELS[car.airConditioning] : ''],
    ['Vid. kuro sąnaudos', formatFuelConsumption(car.averageFuelConsumption)],
    ['Ratlankiai', car.rimSize ? `R${car.rimSize}` : ''],
    ['Techninė apžiūra iki', inspection],
  ];
  return <SpecList rows={rows.filter(([, value]) => value !== '')} />;
}

function SpecList({ rows, testId }: { rows: [string, string][]; testId?: string }) {
  return (
    <List data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
