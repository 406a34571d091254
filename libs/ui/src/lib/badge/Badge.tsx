import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { SALE_STATUS_LABELS, TAXI_LABEL, type SaleStatus } from '@ratai/domain';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'info' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  /** Default neutral. */
  tone?: BadgeTone;
  className?: string;
}

const tones = (theme: DefaultTheme): Record<BadgeTone, { fg: string; bg: string }> => ({
  neutral: { fg: theme.colors.text, bg: theme.colors.muted },
  brand: { fg: theme.colors.onBrand, bg: theme.colors.brand },
  success: { fg: theme.colors.success, bg: theme.colors.successSoft },
  info: { fg: theme.colors.info, bg: theme.colors.infoSoft },
  warning: { fg: theme.colors.warning, bg: theme.colors.warningSoft },
  danger: { fg: theme.colors.danger, bg: theme.colors.dangerSoft },
});

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone }) => tones(theme)[$tone].fg};
  background: ${({ theme, $tone }) => tones(theme)[$tone].bg};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A short label, e.g. a listing's review status. Text, not colour, carries the meaning. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <Root $tone={tone} className={className}>
      {children}
    </Root>
  );
}

/** The 'Tinka pavėžėjams' badge of taxi-suitable cars (§1, §2.4, §2.5). */
export function TaxiBadge({ className }: { className?: string }) {
  return (
    <Badge tone="brand" className={className}>
      {TAXI_LABEL}
    </Badge>
  );
}

/**
 * 'Rezervuotas' / 'Parduotas / išnuomotas' (issue 16) of a car that is no longer simply on offer;
 * nothing for an available car.
 */
export function SaleStatusBadge({ status, className }: { status: SaleStatus; className?: string }) {
  if (status === 'available') return null;
  return (
    <Badge tone={status === 'reserved' ? 'warning' : 'neutral'} className={className}>
      {SALE_STATUS_LABELS[status]}
    </Badge>
  );
}
