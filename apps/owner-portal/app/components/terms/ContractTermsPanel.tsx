import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CONTRACT_TERMS_AGREE, CONTRACT_TERMS_SECTIONS, CONTRACT_TERMS_TITLE } from '@ratai/domain';
import { Accordion, Checkbox } from '@ratai/ui';
import { ContractTermsSchema, type ContractTermsInput, type ContractTermsOutput } from '@ratai/validation';
import { Card, SectionTitle } from '../layout/Page';
import { CONTRACT_SECTION_CONTENT } from './contract-content';

export const Tables = styled.div`
  line-height: 1.6;

  table {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space.md};
    border-collapse: collapse;
  }

  caption {
    padding-bottom: ${({ theme }) => theme.space.xs};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Agree = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * The contract terms panel 'Sutarties sąlygos' (spec §2.20): four accordion sections, the first
 * open, and the optional checkbox 'Sutinku su paslaugų teikimo sąlygomis' (ContractTermsSchema:
 * optional, nothing is sent — it only records the reader's consent on the page).
 */
export function ContractTermsPanel({ withCheckbox = true }: { withCheckbox?: boolean }) {
  const { register } = useForm<ContractTermsInput, unknown, ContractTermsOutput>({
    resolver: valibotResolver(ContractTermsSchema),
    defaultValues: { termsAgreed: false },
  });
  const items = (Object.keys(CONTRACT_TERMS_SECTIONS) as (keyof typeof CONTRACT_TERMS_SECTIONS)[]).map((key) => ({
    id: key,
    title: CONTRACT_TERMS_SECTIONS[key],
    content: <Tables>{CONTRACT_SECTION_CONTENT[key]}</Tables>,
  }));
  return (
    <Card aria-labelledby="contract-terms-title">
      <SectionTitle id="contract-terms-title">{CONTRACT_TERMS_TITLE}</SectionTitle>
      <Accordion items={items} firstOpenByDefault headingLevel={3} />
      {withCheckbox ? (
        <Agree>
          <Checkbox label={CONTRACT_TERMS_AGREE} {...register('termsAgreed')} />
        </Agree>
      ) : null}
    </Card>
  );
}
