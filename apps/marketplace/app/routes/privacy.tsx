import type { MetaFunction } from 'react-router';
import { formatDate } from '@ratai/domain';
import { Container, Lead, PageTitle, Prose, Section } from '../components/layout/Container';
import { PRIVACY_UPDATED, PrivacyContent } from '../content/privacy';
import { pageMeta, siteUrlFrom } from '../lib/seo';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privatumo politika',
    description:
      'Kaip „Ratai“ tvarko asmens kodą, pajamų ir banko sąskaitos duomenis, kam juos teikia, kiek saugo ir kokias teises turite.',
    url: `${siteUrlFrom(matches)}/privatumo-politika`,
  });

export default function PrivacyPage() {
  return (
    <Section>
      <Container>
        <PageTitle>Privatumo politika</PageTitle>
        <Lead>Galioja nuo {formatDate(PRIVACY_UPDATED)}</Lead>
        <Prose>
          <PrivacyContent />
        </Prose>
      </Container>
    </Section>
  );
}
