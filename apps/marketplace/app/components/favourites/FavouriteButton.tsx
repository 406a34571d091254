import styled from 'styled-components';
import type { CarAdvertisementSummary } from '@ratai/domain';
import { VisuallyHidden } from '@ratai/ui';
import { favouriteFrom, toggleFavourite, useFavourites } from '../../lib/favourites';

const Toggle = styled.button<{ $overlay: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $overlay, theme }) => ($overlay ? 'transparent' : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ $overlay, theme }) => ($overlay ? theme.shadows.card : 'none')};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onBrand};
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }

  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

export interface FavouriteButtonProps {
  car: CarAdvertisementSummary;
  /** Drawn over a card's picture (a lighter look, shadow instead of a border). */
  overlay?: boolean;
}

/**
 * 'Įsiminti' (issue 17): keeps the car in this browser (lib/favourites.ts), pressed again forgets
 * it. A toggle button (aria-pressed); its name carries the car's title, so a list of cards has
 * distinct buttons. Rendered not pressed on the server; the kept state appears after hydration.
 */
export function FavouriteButton({ car, overlay = false }: FavouriteButtonProps) {
  const kept = useFavourites().some((favourite) => favourite.id === car.id);
  const title = `${car.carMake.name} ${car.carModel.name}`;
  return (
    <Toggle
      type="button"
      $overlay={overlay}
      aria-pressed={kept}
      onClick={() => toggleFavourite(favouriteFrom(car))}
      data-testid="favourite"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4l1 1.6 1-1.6c.7-1.3 2.2-2.4 4.3-2.4 3.8 0 5.8 4.1 4.3 7.4C19.5 16.4 12 21 12 21z"
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {kept ? 'Įsiminta' : 'Įsiminti'}
      <VisuallyHidden>: {title}</VisuallyHidden>
    </Toggle>
  );
}
