import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** The Lithuanian name of every close button of the kit. */
export const CLOSE_LABEL = 'Uždaryti';

const StyledClose = styled.button<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  font-size: 28px;
  line-height: 1;
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.textMuted)};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onBrand : theme.colors.text)};
    background: ${({ theme, $inverse }) => ($inverse ? 'rgba(255, 255, 255, 0.15)' : theme.colors.muted)};
  }
`;

export type CloseButtonProps = ComponentPropsWithRef<'button'> & { label?: string; inverse?: boolean };

/** A "×" button named 'Uždaryti' for screen readers. */
export function CloseButton({ label = CLOSE_LABEL, inverse, ...rest }: CloseButtonProps) {
  return (
    <StyledClose type="button" aria-label={label} $inverse={inverse} {...rest}>
      <span aria-hidden="true">×</span>
    </StyledClose>
  );
}
