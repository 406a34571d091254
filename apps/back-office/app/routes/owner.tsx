import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatEuro, PROFILE_TYPE_LABELS, REVIEW_STATUS_LABELS, VISIBILITY_LABELS, type TeamOwnerDetail } from '@ratai/domain';
import { useTeamOwnerQuery } from '@ratai/api-client';
import { Alert, Loading, VisuallyHidden } from '@ratai/ui';
import { OwnerBlockPanel } from '../components/owners/OwnerBlockPanel';
import { Card, Fields, NoWrap, PageTitle, SectionTitle, Table, TableScroll } from '../components/layout/Page';
import { useBackOfficeConfig } from '../lib/config';
import { failureText, formatDateTime } from '../lib/format';

export const meta = () => [{ title: 'Savininkas | Ratai komanda' }];

function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Fields>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}

/** The profile as the owner saved it; the API masks a personal code typed as the certificate. */
function profileRows(owner: TeamOwnerDetail): [string, ReactNode][] {
  const c = owner.company;
  const p = owner.personal;
  const contact = (email: string, phone: string): [string, ReactNode][] => [
    ['El. paštas', <a href={`mailto:${email}`}>{email}</a>],
    ['Telefonas', <a href={`tel:${phone}`}>{phone}</a>],
  ];
  if (c && (owner.profileType === 'company' || !p)) {
    return [
      ['Įmonės pavadinimas', c.name],
      ['Įmonės kodas', c.companyCode],
      ['PVM kodas', c.vatNumber ?? '—'],
      ['Adresas', c.address],
      ...contact(c.email, c.phoneNumber),
    ];
  }
  if (p) {
    return [
      ['Vardas, pavardė', `${p.name} ${p.surname}`],
      ['Individualios veiklos pažyma', p.individualActivityCertificate],
      ['PVM kodas', p.vatNumber ?? '—'],
      ['Adresas', p.address],
      ...contact(p.email, p.phoneNumber),
    ];
  }
  return [];
}

/** `/savininkai/:id`: one owner — profile, counts, listings, and the block. */
export default function OwnerPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { marketplaceUrl } = useBackOfficeConfig();
  const query = useTeamOwnerQuery(id, { skip: !valid });

  if (!valid) return <Alert type="danger">Savininkas nerastas.</Alert>;
  if (query.isError) return <Alert type="danger">{failureText(query.error)}</Alert>;
  if (!query.data) return <Loading />;
  const owner = query.data;
  const profile = profileRows(owner);

  return (
    <>
      <p>
        <Link to="/savininkai">← Savininkai</Link>
      </p>
      <PageTitle>{owner.displayName ?? owner.email}</PageTitle>
      <OwnerBlockPanel key={owner.id} owner={owner} />
      <Card aria-labelledby="profilis">
        <SectionTitle id="profilis">Profilis</SectionTitle>
        <FieldList
          rows={[
            ['Paskyros el. paštas', owner.email],
            ['Profilio tipas', owner.profileType ? PROFILE_TYPE_LABELS[owner.profileType] : 'Neužbaigta registracija'],
            ['Registruotas', formatDateTime(owner.createdAt)],
            ['Skelbimai', `iš viso ${owner.counts.total}, viešų ${owner.counts.public}, laukia patvirtinimo ${owner.counts.pending}`],
            ...profile,
          ]}
        />
        {profile.length === 0 ? <p>Savininkas dar neužpildė profilio.</p> : null}
      </Card>
      <Card aria-labelledby="skelbimai">
        <SectionTitle id="skelbimai">Skelbimai</SectionTitle>
        {owner.listings.length === 0 ? (
          <p>Skelbimų nėra.</p>
        ) : (
          <TableScroll>
            <Table>
              <caption>
                <VisuallyHidden>Savininko skelbimai</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Automobilis</th>
                  <th scope="col">Kaina</th>
                  <th scope="col">Peržiūra</th>
                  <th scope="col">Matomumas</th>
                  <th scope="col">Įkeltas</th>
                  <th scope="col">Svetainėje</th>
                </tr>
              </thead>
              <tbody>
                {owner.listings.map((listing) => (
                  <tr key={listing.id}>
                    <td>
                      <Link to={`/skelbimai/${listing.id}`}>{listing.title}</Link>
                    </td>
                    <td>{formatEuro(listing.price)}</td>
                    <td>{REVIEW_STATUS_LABELS[listing.reviewStatus]}</td>
                    <td>{VISIBILITY_LABELS[listing.visibility]}</td>
                    <td>
                      <NoWrap>{formatDateTime(listing.createdAt)}</NoWrap>
                    </td>
                    <td>
                      {listing.isPublic && !owner.blocked ? (
                        <a href={`${marketplaceUrl}/automobilio-nuoma/${listing.slug}`}>
                          <NoWrap>Viešas puslapis</NoWrap>
                        </a>
                      ) : listing.isPublic ? (
                        'Paslėptas (savininkas užblokuotas)'
                      ) : (
                        'Nerodomas'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
    </>
  );
}
