import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COOKIE_ACCEPT, COOKIE_REFUSE } from '@ratai/domain';
import { Button } from '../button/Button';
import { AppLink } from '../link/LinkProvider';
import { media } from '../theme';

/** Our wording: the spec quotes only the button. */
export const COOKIE_BANNER_TEXT =
  'Naudojame slapukus, kad svetainė veiktų sklandžiai ir galėtume matyti, kaip ja naudojatės. ' +
  'Paspaudę „Gerai“ sutinkate, kad naudotume ir analitinius slapukus; „Atsisakyti“ – naudosime tik būtinuosius. ' +
  'Pasirinkimą galėsite pakeisti puslapio apačioje („Slapukų nustatymai“).';
/** The banner's landmark name. */
export const COOKIE_BANNER_LABEL = 'Slapukų sutikimas';
/**
 * Marks each answer's button with its answer ('accepted' / 'refused'), so a tap seen before the
 * page hydrated (the app shell's early-intent script) can still be applied once it has.
 */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer';

export interface CookieBannerProps {
  /** Called by 'Gerai'; the app stores consent for a year and turns analytics on (§4). */
  onAccept: () => void;
  /**
   * Called by 'Atsisakyti' (issue 17: analytics can be refused), shown with the same weight as
   * 'Gerai'. Without it only 'Gerai' is offered.
   */
  onRefuse?: () => void;
  /** Where the privacy policy lives; default /privatumo-politika. Pass null to leave the link out. */
  policyHref?: string | null;
  /** Replaces the default text. */
  children?: ReactNode;
  className?: string;
}

const Root = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  ${media.fromTablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 0;
    min-width: 120px;
  }
`;

const Text = styled.p`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The cookie consent banner (§2.21, §4): a labelled region with the text and 'Gerai'.
 * Render it only while consent is missing; it does not store anything itself.
 */
export function CookieBanner({ onAccept, onRefuse, policyHref = '/privatumo-politika', children, className }: CookieBannerProps) {
  return (
    <Root aria-label={COOKIE_BANNER_LABEL} className={className}>
      <Text>
        {children ?? COOKIE_BANNER_TEXT}
        {policyHref ? (
          <>
            {' '}
            <AppLink href={policyHref}>Privatumo politika</AppLink>
          </>
        ) : null}
      </Text>
      <Buttons>
        {/* The same size and look for both answers: neither is pushed (issue 17). */}
        {onRefuse ? (
          <Button variant="secondary" onClick={onRefuse} {...{ [CONSENT_ANSWER_ATTRIBUTE]: 'refused' }}>
            {COOKIE_REFUSE}
          </Button>
        ) : null}
        <Button variant={onRefuse ? 'secondary' : 'primary'} onClick={onAccept} {...{ [CONSENT_ANSWER_ATTRIBUTE]: 'accepted' }}>
          {COOKIE_ACCEPT}
        </Button>
      </Buttons>
    </Root>
  );
}
