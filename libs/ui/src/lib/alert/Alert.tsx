import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { AlertType } from '@ratai/domain';

export interface AlertProps {
  /** warning, danger, info or success (§2.21); default info. */
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** An action under the text, e.g. the onboarding banner's link to /paskyra. */
  action?: ReactNode;
  className?: string;
  id?: string;
}

const palette = (theme: DefaultTheme, type: AlertType) =>
  ({
    warning: { accent: theme.colors.warning, soft: theme.colors.warningSoft },
    danger: { accent: theme.colors.danger, soft: theme.colors.dangerSoft },
    info: { accent: theme.colors.info, soft: theme.colors.infoSoft },
    success: { accent: theme.colors.success, soft: theme.colors.successSoft },
  })[type];

const Root = styled.div<{ $type: AlertType }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $type }) => palette(theme, $type).soft};
  border: 1px solid ${({ theme, $type }) => palette(theme, $type).accent};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Icon = styled.span<{ $type: AlertType }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme, $type }) => palette(theme, $type).accent};
  border-radius: 50%;
`;

const Body = styled.div`
  min-width: 0;
`;

const Title = styled.p<{ $type: AlertType }>`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $type }) => palette(theme, $type).accent};
`;

const Content = styled.div`
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const ICONS: Record<AlertType, string> = { warning: '!', danger: '!', info: 'i', success: '✓' };

/**
 * A message banner. Danger is `role="alert"` (read at once: a failed submit); the other types
 * are `role="status"` (read politely). Colour is never the only signal: the text says it.
 */
export function Alert({ type = 'info', title, children, action, className, id }: AlertProps) {
  return (
    <Root $type={type} role={type === 'danger' ? 'alert' : 'status'} className={className} id={id}>
      <Icon $type={type} aria-hidden="true">
        {ICONS[type]}
      </Icon>
      <Body>
        {title ? <Title $type={type}>{title}</Title> : null}
        {children ? <Content>{children}</Content> : null}
        {action ? <Action>{action}</Action> : null}
      </Body>
    </Root>
  );
}
