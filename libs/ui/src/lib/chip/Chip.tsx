import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLinkComponent } from '../link/LinkProvider';

export interface ChipProps {
  /** The visible text and the name used in the remove control, e.g. 'Markė: BMW'. */
  label: string;
  /** Whether it can be removed; false for the price chips (§2.2). Default true. */
  removable?: boolean;
  /** Removes it with a button 'Pašalinti {label}'. */
  onRemove?: () => void;
  /** Removes it with a link instead (the search URL without this filter), which also works without JavaScript. */
  removeHref?: string;
  /** Replaces the visible text (e.g. with emphasis); `label` still names the remove control. */
  children?: ReactNode;
  className?: string;
}

/** The remove control's accessible name. */
export const removeChipLabel = (label: string) => `Pašalinti ${label}`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 4px 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.pill};

  &[data-removable='false'] {
    padding-right: 12px;
  }
`;

const removeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  font-size: 18px;
  line-height: 1;
  color: inherit;
  text-decoration: none;
  background: transparent;
  border: 0;
  border-radius: 50%;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.onBrand};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const RemoveButton = styled.button`
  ${removeStyles}
`;

const RemoveLink = styled.a`
  ${removeStyles}
`;

/** A filter chip (§2.2): its text and, when removable, a "×" control named 'Pašalinti {label}'. */
export function Chip({ label, removable = true, onRemove, removeHref, children, className }: ChipProps) {
  const linkComponent = useLinkComponent();
  const canRemove = removable && (onRemove !== undefined || removeHref !== undefined);
  const x = <span aria-hidden="true">×</span>;
  return (
    <Root className={className} data-removable={canRemove}>
      <span>{children ?? label}</span>
      {canRemove && removeHref !== undefined ? (
        <RemoveLink as={linkComponent} href={removeHref} aria-label={removeChipLabel(label)} onClick={onRemove}>
          {x}
        </RemoveLink>
      ) : null}
      {canRemove && removeHref === undefined ? (
        <RemoveButton type="button" aria-label={removeChipLabel(label)} onClick={onRemove}>
          {x}
        </RemoveButton>
      ) : null}
    </Root>
  );
}

/** A row of chips that wraps. */
export const ChipList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
