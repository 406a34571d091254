import styled from 'styled-components';
import { usePortalConfig } from '../../lib/config';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
`;

/** The logo, linking to the marketplace's home page (another origin). */
export function Brand() {
  const { marketplaceUrl } = usePortalConfig();
  return (
    <Link href={`${marketplaceUrl}/`}>
      <Mark aria-hidden="true">R</Mark>
      Ratai
    </Link>
  );
}
