import styled from 'styled-components';
import type { CarAdvertisementSummary } from '@ratai/domain';
import { CarCard, media } from '@ratai/ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * Cards of similar cars (issue 16, on a sold car's page): same make or body type in the car's
 * price band, as the API chose them. Loaded as its own chunk (car.tsx `deferred`): only sold
 * cars' pages show it, so no other car page carries the card's code.
 */
export function SimilarCars({ cars }: { cars: readonly CarAdvertisementSummary[] }) {
  return (
    <Grid data-testid="similar-cars">
      {cars.map((car) => (
        <li key={car.id}>
          <CarCard car={car} href={`/automobilio-nuoma/${car.slug}`} headingLevel={3} />
        </li>
      ))}
    </Grid>
  );
}
