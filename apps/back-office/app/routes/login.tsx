import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Alert, media } from '@ratai/ui';
import { LoginForm } from '../components/auth/LoginForm';
import { PageTitle } from '../components/layout/Page';
import { RETURN_PARAM, safeReturnPath } from '../lib/return-path';

export const meta = () => [{ title: 'Prisijungimas | Ratai komanda' }];

const Screen = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Panel = styled.main`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xxl} auto 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.fromTablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `/prisijungti`: the team's sign-in; on success back to the page asked for, else the review queue. */
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeReturnPath(params.get(RETURN_PARAM));
  return (
    <Screen>
      <Panel>
        <PageTitle>Ratai komanda</PageTitle>
        <Note>Prisijunkite komandos paskyra.</Note>
        {params.get('sesija') === 'baigesi' ? <Alert type="info">Jūsų sesija baigėsi. Prisijunkite iš naujo.</Alert> : null}
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      </Panel>
    </Screen>
  );
}
