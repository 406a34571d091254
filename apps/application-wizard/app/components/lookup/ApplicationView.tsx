import styled from 'styled-components';
import { CAR_USAGE_LABELS, NO, YES, formatEuro, maskPersonalCode, type ApplicationRead } from '@ratai/domain';
import { media } from '@ratai/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.fromTablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Root = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

type Row = [label: string, value: string | number | null | undefined];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <List>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}

/**
 * The application as the lookup reads it back (spec §3). Personal codes arrive masked from the
 * API; they are masked here once more, so a full code could never be shown even by mistake.
 */
export function ApplicationView({ application }: { application: ApplicationRead }) {
  const { pricing, tenantDetails: tenant, tenantGuarantor: guarantor } = application;
  const personal = application.carUsage === 'personal';
  return (
    <Root aria-labelledby="rasta-paraiska">
      <h2 id="rasta-paraiska" tabIndex={-1}>
        Paraiškos duomenys
      </h2>
      <h3>Paraiška</h3>
        <Rows
          rows={[
            ['Paraiškos numeris', application.id],
            ['Automobilio naudojimas', CAR_USAGE_LABELS[application.carUsage]],
            ['Automobilio skelbimas', application.metadata?.carAdvertisementUrl],
            ['Laikotarpis', `${pricing.term} mėn.`],
            ['Mėnesio įmoka', `${formatEuro(pricing.approxMonthlyPayment)} / mėn.`],
            ['Automobilio kaina', pricing.fullPrice > 0 ? formatEuro(pricing.fullPrice) : null],
          ]}
        />
      <h3>Asmens duomenys</h3>
        <Rows
          rows={[
            ['Vardas ir pavardė', `${tenant.name} ${tenant.surname}`],
            ['Asmens kodas', maskPersonalCode(tenant.personalCode)],
            ['Vairuotojo pažymėjimas', tenant.driversLicense],
            ['Telefono numeris', tenant.phoneNumber],
            ['El. paštas', tenant.email],
            ['Mėnesio pajamos', personal ? formatEuro(tenant.monthlyIncome) : null],
            ['Pajamų šaltinis', personal ? tenant.sourceOfIncome : null],
            ['Papildomos pajamos', formatEuro(tenant.additionalIncome)],
            ['Mėnesio išlaidos', formatEuro(tenant.monthlyExpenses)],
            ['Įmonės pavadinimas', tenant.companyName],
            ['Įmonės kodas', tenant.companyCode],
            ['Adresas', `${tenant.address}, ${tenant.city}`],
          ]}
        />
      <h3>Laiduotojas</h3>
        {guarantor ? (
          <Rows
            rows={[
              ['Vardas ir pavardė', guarantor.guarantorNameSurname],
              ['Asmens kodas', maskPersonalCode(guarantor.guarantorPersonalCode)],
              ['Telefono numeris', guarantor.guarantorPhoneNumber],
              ['El. paštas', guarantor.guarantorEmail],
              ['Adresas', `${guarantor.guarantorAddress}, ${guarantor.guarantorCity}`],
            ]}
          />
        ) : (
          <p>Laiduotojo nėra.</p>
        )}
      <h3>Sutikimai</h3>
        <Rows
          rows={[
            ['Sutinka su taisyklėmis', application.legal.termsAgreed ? YES : NO],
            ['Sutinka gauti pasiūlymus', application.legal.marketingAgreed ? YES : NO],
          ]}
        />
    </Root>
  );
}
