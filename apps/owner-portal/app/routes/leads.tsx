import { useSearchParams } from 'react-router';
import { OWNER_LEADS_TITLE } from '@ratai/domain';
import { useOwnerLeadsQuery } from '@ratai/api-client';
import { Alert, Loading, Pagination } from '@ratai/ui';
import { LeadCard, LeadList } from '../components/leads/LeadCard';
import { failureText } from '../components/leads/LeadStatusForm';
import { Lead, PageTitle } from '../components/layout/Page';

export const meta = () => [{ title: `${OWNER_LEADS_TITLE} | Ratai` }];

/** `?page=` as a page number (1 when missing or not one); the API answers an empty page past the end. */
export function leadPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * `/paskyra/uzklausos`: the rental applications the Ratai team passed to this owner (issue 16),
 * newest first, 10 per page from the API (`?page=`). Each opens to its page with the contacts.
 */
export default function Leads() {
  const [params] = useSearchParams();
  const page = leadPageOf(params.get('page'));
  const leads = useOwnerLeadsQuery({ page }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageTitle>{OWNER_LEADS_TITLE}</PageTitle>
      <Lead>Nuomos paraiškos, kurias Ratai komanda patikrino ir perdavė Jums. Naujausios viršuje.</Lead>
      {leads.isError ? <Alert type="danger">{failureText(leads.error)}</Alert> : null}
      {leads.isLoading ? <Loading /> : null}
      {leads.data ? (
        leads.data.data.length === 0 ? (
          <Lead role="status">Užklausų dar nėra. Kai Ratai komanda perduos Jums paraišką, ją rasite čia ir gausite el. laišką.</Lead>
        ) : (
          <>
            <LeadList aria-label="Užklausų sąrašas">
              {leads.data.data.map((lead, index) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} eager={index < 2} />
                </li>
              ))}
            </LeadList>
            {leads.data.meta.pagination.pageCount > 1 ? (
              <Pagination
                page={page}
                pageCount={leads.data.meta.pagination.pageCount}
                hrefFor={(n) => `/paskyra/uzklausos?page=${n}`}
                label="Užklausų puslapiai"
              />
            ) : null}
          </>
        )
      ) : null}
    </>
  );
}
