import { ACCOUNT_MENU } from '@ratai/domain';
import { PageTitle } from '../components/layout/Page';
import { ContractTermsPanel } from '../components/terms/ContractTermsPanel';
import { EarningsCalculator } from '../components/terms/EarningsCalculator';
import { useAccountUser } from '../lib/account-context';

export const meta = () => [{ title: 'Paslaugų teikimo sąlygos | Ratai' }];

/** `/paskyra/sutartis`: the contract terms panel (spec §2.20, §9) and the per-car calculator. */
export default function ServiceTerms() {
  const user = useAccountUser();
  return (
    <>
      <PageTitle>{ACCOUNT_MENU.serviceTerms}</PageTitle>
      <ContractTermsPanel />
      <EarningsCalculator cars={user.carAdvertisements} />
    </>
  );
}
