import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { NEXT, type ApplicationId, type BankInstitution } from '@ratai/domain';
import { useBankRedirectMutation, isApiClientError } from '@ratai/api-client';
import { rememberForBankReturn } from '../../lib/access-key';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;

  @media (min-width: 769px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Bank = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const BankText = styled.span`
  display: flex;
  flex-direction: column;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Leaving for the bank provider (a full page load); an object so tests can spy on it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Case- and diacritic-insensitive text for the search ("siauliu" finds "Šiaulių bankas"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface BankStepProps {
  applicationId: ApplicationId;
  /** The application's access key (lib/access-key.ts): the API starts the bank step only with it. */
  applicationKey: string;
  institutions: readonly BankInstitution[];
  /** Back to the filled form (a new submit updates the same application); none on the status page. */
  onBack?: () => void;
}

/**
 * The bank step of spec §2.9 / §4 ("GO_CARDLESS"): the applicant picks their main bank from the
 * provider's list (logo, name, BIC) with a search over name and BIC; 'Toliau' stays disabled
 * until one is chosen, then asks the API for the provider's address and sends the browser there.
 */
export function BankStep({ applicationId, applicationKey, institutions, onBack }: BankStepProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirect, { isLoading }] = useBankRedirectMutation();

  const shown = useMemo(() => {
    const needle = fold(query);
    if (!needle) return institutions;
    return institutions.filter((bank) => fold(bank.name).includes(needle) || fold(bank.bic).includes(needle));
  }, [institutions, query]);

  const next = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      const { redirectUrl } = await redirect({ institutionId: chosen, applicationId, accessKey: applicationKey }).unwrap();
      // The bank sends the applicant back to /bankas/grizti, a new page load: it finds the key in this cookie.
      rememberForBankReturn(applicationId, applicationKey);
      browserNavigation.assign(redirectUrl);
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : 'Nepavyko pereiti į banko puslapį. Bandykite dar kartą.');
    }
  };

  return (
    <section aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>Pasirinkite pagrindinį banką</h2>
      <p>
        Paraiška gauta. Kad greičiau įvertintume Jūsų galimybes, susiekite banką, į kurį gaunate pajamas: būsite nukreipti į
        banko puslapį ir ten patvirtinsite, kad sutinkate vieną kartą pasidalinti sąskaitos išrašu.
      </p>
      {failure ? (
        <Alert type="danger" title="Nepavyko pereiti į banką">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label="Ieškoti banko"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        hint="Banko pavadinimas arba BIC kodas"
        autoComplete="off"
      />
      <Fieldset>
        <legend>Bankai</legend>
        {shown.length === 0 ? <p role="status">Nieko nerasta.</p> : null}
        <List>
          {shown.map((bank) => (
            <Bank key={bank.id}>
              <input
                type="radio"
                name="institution"
                value={bank.id}
                checked={chosen === bank.id}
                onChange={() => setChosen(bank.id)}
              />
              <img src={bank.logo} alt="" width={40} height={40} loading="lazy" />
              <BankText>
                <span>{bank.name}</span>
                <small>BIC: {bank.bic}</small>
              </BankText>
            </Bank>
          ))}
        </List>
      </Fieldset>
      <FormActions>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            Grįžti į paraišką
          </Button>
        ) : null}
        <Button type="button" size="lg" disabled={!chosen} loading={isLoading} onClick={next}>
          {NEXT}
        </Button>
      </FormActions>
    </section>
  );
}
