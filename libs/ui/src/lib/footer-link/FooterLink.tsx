import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLinkComponent } from '../link/LinkProvider';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export interface FooterLinkProps {
  href: string;
  children: ReactNode;
  /**
   * A custom link (any address, rendered as a plain `<a>`) rather than a navigation link
   * (a page of the app, rendered with the app's router link). Default: navigation, unless
   * the address starts with a scheme (https:, mailto:, tel:).
   */
  custom?: boolean;
  /** Opens in a new tab: target=_blank, rel="noopener noreferrer", and says so to screen readers. */
  newTab?: boolean;
  className?: string;
}

/** The text screen readers hear after a link that opens a new tab. */
export const NEW_TAB_TEXT = '(atsidaro naujame skirtuke)';

const StyledLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/** A footer link (§2.21): custom or navigation, same tab or new tab. */
export function FooterLink({ href, children, custom, newTab = false, className }: FooterLinkProps) {
  const linkComponent = useLinkComponent();
  const isCustom = custom ?? hasScheme(href);
  return (
    <StyledLink
      as={isCustom ? 'a' : linkComponent}
      href={href}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? <VisuallyHidden> {NEW_TAB_TEXT}</VisuallyHidden> : null}
    </StyledLink>
  );
}
