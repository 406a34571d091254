import type { MetaFunction } from 'react-router';
import { formatDate } from '@ratai/domain';
import { Container, Lead, PageTitle, Prose, Section } from '../components/layout/Container';
import { TERMS_UPDATED, TermsContent } from '../content/terms';
import { pageMeta, siteUrlFrom } from '../lib/seo';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Taisyklės',
    description: 'Svetainės „Ratai“ naudojimo taisyklės: tarpininko vaidmuo, skelbimai, skaičiuoklės, paraiškos ir atsakomybė.',
    url: `${siteUrlFrom(matches)}/taisykles`,
  });

export default function TermsPage() {
  return (
    <Section>
      <Container>
        <PageTitle>Taisyklės</PageTitle>
        <Lead>Galioja nuo {formatDate(TERMS_UPDATED)}</Lead>
        <Prose>
          <TermsContent />
        </Prose>
      </Container>
    </Section>
  );
}
