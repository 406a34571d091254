import { useLocation } from 'react-router';
import { Alert } from '@ratai/ui';
import { PageTitle } from '../components/layout/Page';
import { TEAM_NAVIGATION } from '../components/layout/TeamShell';

/**
 * Sections of the navigation whose API is not built yet (issue 14, part 3: leads, articles,
 * owners). The page says so plainly instead of showing an empty list that looks real.
 */
export default function SectionLater() {
  const { pathname } = useLocation();
  const section = TEAM_NAVIGATION.find((item) => pathname.startsWith(item.to));
  return (
    <>
      <PageTitle>{section?.label ?? 'Skyrius'}</PageTitle>
      <Alert type="info">Šis skyrius dar neparengtas: jo duomenų API dar kuriama.</Alert>
    </>
  );
}
