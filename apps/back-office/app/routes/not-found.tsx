import styled from 'styled-components';
import { Button } from '@ratai/ui';
import { PageTitle } from '../components/layout/Page';

export const meta = () => [{ title: 'Puslapis nerastas | Ratai komanda' }];

const Screen = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;

/** Any other address. */
export default function NotFound() {
  return (
    <Screen>
      <PageTitle>Puslapis nerastas</PageTitle>
      <p>Tokio puslapio nėra. Patikrinkite adresą.</p>
      <Button href="/skelbimai">Į skelbimus</Button>
    </Screen>
  );
}
