import styled from 'styled-components';
import { formatEuro } from '@ratai/domain';

const Root = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Amount = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.brand};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The estimated monthly payment (spec §9), announced politely when the sliders move. */
export function PaymentResult({ payment, term }: { payment: number; term: number }) {
  return (
    <Root>
      <Label id="imokos-pavadinimas">Preliminari mėnesio įmoka</Label>
      <Amount aria-live="polite" aria-atomic="true" data-testid="monthly-payment">
        {payment > 0 ? `${formatEuro(payment)} / mėn.` : '–'}
      </Amount>
      <Note>
        {payment > 0
          ? `${term} mėn. laikotarpiui. Galutinė įmoka paaiškės įvertinus paraišką.`
          : 'Šiai kainai įmokos apskaičiuoti negalime.'}
      </Note>
    </Root>
  );
}
