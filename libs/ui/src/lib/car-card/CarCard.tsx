import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  NO_IMAGE,
  OR,
  formatEngineSize,
  formatFromTermNote,
  formatMonthlyPrice,
  formatOdometer,
  formatPriceLabel,
  type CarAdvertisementSummary,
} from '@ratai/domain';
import { FROM_PRICE_TERM_MONTHS, buyoutPercent } from '@ratai/pricing';
import { SaleStatusBadge, TaxiBadge } from '../badge/Badge';
import { useLinkComponent } from '../link/LinkProvider';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

/** Card image size: the API's "card" format is 480 px wide, 4:3. */
export const CAR_CARD_IMAGE = { width: 480, height: 360 } as const;

/** Names of the spec lines (visually hidden; the values speak for themselves on screen). */
export const CAR_SPEC_LABELS = {
  year: 'Pagaminimo metai',
  bodyType: 'Kėbulo tipas',
  odometer: 'Rida',
  fuelType: 'Kuro tipas',
  gearbox: 'Pavarų dėžė',
  engine: 'Variklio tūris',
} as const;

export interface CarCardProps {
  car: CarAdvertisementSummary;
  /** The car page, /automobilio-nuoma/{slug} (§2). */
  href: string;
  /** Level of the title heading, to fit the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the image eagerly (the first cards above the fold); default lazy. */
  eagerImage?: boolean;
  /** Extra content at the bottom, e.g. the owner's action bar (it stays clickable). */
  footer?: ReactNode;
  /** A control drawn over the picture's top right corner, e.g. 'Įsiminti' (it stays clickable). */
  action?: ReactNode;
  className?: string;
}

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.durations.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.overlay};
  }

  /* The title link covers the card, so the whole card is one link (and one Tab stop). */
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.muted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BadgeSlot = styled.div`
  position: absolute;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TitleLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Specs = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  dd {
    margin: 0;
  }
`;

const Prices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Monthly = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Secondary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ActionSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;

const FooterSlot = styled.div`
  position: relative;
  z-index: 1;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

/**
 * A car in a list (§2.4): picture (lazy, with width and height so nothing jumps; 'No image'
 * without one), make and model as the title link that makes the whole card clickable, the
 * specs, the taxi badge (and 'Rezervuotas' / 'Parduotas / išnuomotas'), 'nuo {x} € / mėn.' and 'Kaina {price} €' with 'arba' between.
 * The picture's alt is empty because the title next to it already names the car.
 */
export function CarCard({ car, href, headingLevel = 3, eagerImage = false, footer, action, className }: CarCardProps) {
  const linkComponent = useLinkComponent();
  const title = `${car.carMake.name} ${car.carModel.name}`;
  const imageSrc = car.headerImage ? (car.headerImage.formats?.card ?? car.headerImage.url) : null;
  const specs: [string, string][] = [
    [CAR_SPEC_LABELS.year, String(car.productionYear)],
    [CAR_SPEC_LABELS.bodyType, BODY_TYPE_LABELS[car.bodyType]],
    [CAR_SPEC_LABELS.odometer, formatOdometer(car.odometer)],
    [CAR_SPEC_LABELS.fuelType, FUEL_TYPE_LABELS[car.fuelType]],
    [CAR_SPEC_LABELS.gearbox, GEARBOX_LABELS[car.gearbox]],
    [CAR_SPEC_LABELS.engine, formatEngineSize(car.engineDisplacement)],
  ];
  const monthly = formatMonthlyPrice(car.fromPricePerMonth);
  // Which term 'nuo' is for (always the 60-month payment with the spec's tables: see @ratai/pricing).
  const monthlyNote =
    car.fromPricePerMonth > 0 ? formatFromTermNote(FROM_PRICE_TERM_MONTHS, buyoutPercent(FROM_PRICE_TERM_MONTHS)) : '';
  const price = formatPriceLabel(car.price);

  return (
    <Root className={className}>
      <Media>
        {imageSrc ? (
          <img
            src={imageSrc}
            alt=""
            width={CAR_CARD_IMAGE.width}
            height={CAR_CARD_IMAGE.height}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <Placeholder lang="en">{NO_IMAGE}</Placeholder>
        )}
      </Media>
      <Body>
        <Title as={`h${headingLevel}`}>
          <TitleLink as={linkComponent} href={href}>
            {title}
          </TitleLink>
        </Title>
        {/* After the title in reading order, drawn over the picture. */}
        {car.isForTaxi || car.saleStatus !== 'available' ? (
          <BadgeSlot>
            {/* Issue 16: a reserved (or, in the owner's list, sold) car says so on its card. */}
            <SaleStatusBadge status={car.saleStatus} />
            {car.isForTaxi ? <TaxiBadge /> : null}
          </BadgeSlot>
        ) : null}
        <Specs>
          {specs
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <VisuallyHidden as="dt">{label}</VisuallyHidden>
                <dd>{value}</dd>
              </div>
            ))}
        </Specs>
        <Prices>
          {monthly ? <Monthly>{monthly}</Monthly> : null}
          {monthly && monthlyNote ? <Secondary>{monthlyNote}</Secondary> : null}
          {monthly && price ? <Secondary>{OR}</Secondary> : null}
          {price ? <Secondary>{price}</Secondary> : null}
        </Prices>
      </Body>
      {footer ? <FooterSlot>{footer}</FooterSlot> : null}
      {action ? <ActionSlot>{action}</ActionSlot> : null}
    </Root>
  );
}
