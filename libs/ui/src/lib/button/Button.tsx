import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { LOADING } from '@ratai/domain';
import { useLinkComponent, type LinkComponent } from '../link/LinkProvider';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** primary: the one main action of a view; secondary: outlined; ghost: text only; danger: destructive. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width (mobile forms). */
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonProps = ButtonOwnProps &
  ComponentPropsWithRef<'button'> & {
    /** Shows a spinner, announces 'Kraunama...', sets aria-busy and ignores clicks (focus stays). */
    loading?: boolean;
    href?: undefined;
  };

export type LinkButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, 'href'> & {
    /** Renders the button as a link to this address. */
    href: string;
    /** The component to render the link with; default the app's link component (see LinkProvider). */
    as?: LinkComponent;
    /** An address outside the app: rendered as a plain `<a>`. */
    external?: boolean;
  };

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        color: ${colors.onBrand};
        background: ${colors.brand};
        border-color: ${colors.brand};
        &:hover {
          color: ${colors.onBrand};
          background: ${colors.brandHover};
          border-color: ${colors.brandHover};
        }
      `;
    case 'secondary':
      return css`
        color: ${colors.brand};
        background: ${colors.surface};
        border-color: ${colors.brand};
        &:hover {
          color: ${colors.brandHover};
          background: ${colors.brandSoft};
        }
      `;
    case 'ghost':
      return css`
        color: ${colors.brand};
        background: transparent;
        border-color: transparent;
        &:hover {
          color: ${colors.brandHover};
          background: ${colors.brandSoft};
        }
      `;
    case 'danger':
      return css`
        color: ${colors.onBrand};
        background: ${colors.danger};
        border-color: ${colors.danger};
        &:hover {
          color: ${colors.onBrand};
          background: ${colors.dangerHover};
          border-color: ${colors.dangerHover};
        }
      `;
  }
}

const sizeStyles = {
  sm: css`
    min-height: 36px;
    padding: 6px 12px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 10px 20px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 14px 28px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast},
    color ${({ theme }) => theme.durations.fast};
  ${({ $size }) => sizeStyles[$size]}
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

function isLinkProps(props: ButtonProps | LinkButtonProps): props is LinkButtonProps {
  return typeof props.href === 'string';
}

/**
 * The kit's button. With `href` it renders a link that looks like a button (through the app's
 * link component, or a plain `<a>` with `external`); otherwise a `<button type="button">`.
 */
export function Button(props: ButtonProps | LinkButtonProps) {
  const linkComponent = useLinkComponent();
  if (isLinkProps(props)) {
    const { variant = 'primary', size = 'md', fullWidth = false, as, external, children, ...rest } = props;
    const component = external ? 'a' : (as ?? linkComponent);
    return (
      <StyledButton as={component} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
        {children}
      </StyledButton>
    );
  }
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    type = 'button',
    onClick,
    children,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // While loading the button stays focusable (aria-disabled, not disabled) but does nothing,
    // not even submit its form.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : null}
      {children}
      {loading ? <VisuallyHidden> {LOADING}</VisuallyHidden> : null}
    </StyledButton>
  );
}
