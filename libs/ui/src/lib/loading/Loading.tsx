import styled from 'styled-components';
import { LOADING } from '@ratai/domain';
import { Spinner } from '../button/Button';

export interface LoadingProps {
  /** Default 'Kraunama...' (§2.21). */
  text?: string;
  /** A compact inline variant (no block padding). */
  inline?: boolean;
  className?: string;
}

const Root = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $inline }) => ($inline ? 0 : theme.space.xl)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BrandSpinner = styled(Spinner)`
  color: ${({ theme }) => theme.colors.brand};
`;

/** The loading placeholder: a spinner and 'Kraunama...' in a polite live region (role="status"). */
export function Loading({ text = LOADING, inline = false, className }: LoadingProps) {
  return (
    <Root role="status" $inline={inline} className={className}>
      <BrandSpinner aria-hidden="true" />
      <span>{text}</span>
    </Root>
  );
}
