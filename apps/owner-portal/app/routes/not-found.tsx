import { Button } from '@ratai/ui';
import { AuthLayout } from '../components/layout/AuthLayout';
import { Lead } from '../components/layout/Page';

export const meta = () => [{ title: 'Puslapis nerastas | Ratai' }];

export default function NotFound() {
  return (
    <AuthLayout title="Puslapis nerastas">
      <Lead>Tokio puslapio nėra. Patikrinkite adresą arba grįžkite į paskyrą.</Lead>
      <Button href="/paskyra">Į paskyrą</Button>
    </AuthLayout>
  );
}
