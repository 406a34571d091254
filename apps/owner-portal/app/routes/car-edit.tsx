import { useState } from 'react';
import { useParams } from 'react-router';
import { useMyCarQuery, useMyCarStatsQuery } from '@ratai/api-client';
import { formatDate, LISTING_CHANGE_FIELD_LABELS, type ListingChanges, type OwnCarDetail } from '@ratai/domain';
import { Alert, Button, Loading } from '@ratai/ui';
import { OwnerActionBar } from '../components/cars/OwnerActionBar';
import { CarStatsLine } from '../components/cars/CarStatsLine';
import { SaleStatusControl } from '../components/cars/SaleStatusControl';
import { PageTitle } from '../components/layout/Page';
import { CarListingForm } from '../components/listing-form/CarListingForm';
import { ListingSaved } from '../components/listing-form/ListingSaved';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';
import { stateText } from '../lib/listing-state';

export const meta = () => [{ title: 'Skelbimo redagavimas | Ratai' }];

/** What saving does (issue 16): an approved car stays public as approved while the edit waits. */
export function editHint(car: Pick<OwnCarDetail, 'reviewStatus'>): string {
  return car.reviewStatus === 'approved'
    ? 'Pakeitimai bus paskelbti, kai juos patvirtins mūsų komanda. Iki tol skelbime rodomas patvirtintas variantas.'
    : 'Pakeistas skelbimas vėl bus peržiūrėtas mūsų komandos.';
}

/** A revision of the approved car: what waits (or was refused), and that the approved version is public meanwhile. */
function RevisionNotice({ car }: { car: OwnCarDetail }) {
  const revision = car.revision;
  if (!revision) return null;
  const what = changesText(revision.changes);
  if (revision.status === 'rejected') {
    return (
      <Alert type="danger" title="Pakeitimai atmesti">
        {revision.rejectionReason ? `Priežastis: ${revision.rejectionReason}. ` : ''}
        {car.visibility === 'visible' ? 'Skelbime toliau rodomas patvirtintas variantas. ' : ''}
        Žemiau – jūsų atmesti pakeitimai ({what}); pataisykite ir išsaugokite juos dar kartą.
      </Alert>
    );
  }
  return (
    <Alert type="info" title="Pakeitimai laukia patvirtinimo">
      {car.visibility === 'visible' ? 'Skelbime rodomas patvirtintas variantas. ' : ''}
      Pateikta {formatDate(revision.submittedAt)} Žemiau – jūsų pateikti pakeitimai ({what}).
    </Alert>
  );
}

/** 'kaina, aprašymas, 2 nuotr. pridėtos' — the changed fields by their form labels, then photos. */
export function changesText(changes: ListingChanges): string {
  const parts = changes.fields.map((change) => LISTING_CHANGE_FIELD_LABELS[change.field].replace(/ \(.*\)$/, '').toLowerCase());
  if (changes.photosAdded > 0) parts.push(`pridėta nuotraukų: ${changes.photosAdded}`);
  if (changes.photosRemoved > 0) parts.push(`pašalinta nuotraukų: ${changes.photosRemoved}`);
  if (changes.coverChanged) parts.push('kitas viršelis');
  else if (changes.photosReordered) parts.push('kita nuotraukų tvarka');
  return parts.length > 0 ? parts.join(', ') : 'be pakeitimų';
}

/** `/paskyra/automobiliai/redaguoti/{id}`: the form in edit mode with the car's data and photos (kept by id). */
export default function CarEdit() {
  const { id } = useParams();
  const carId = Number(id);
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const valid = Number.isInteger(carId) && carId > 0;
  const car = useMyCarQuery(carId, { skip: !valid, refetchOnMountOrArgChange: true });
  const [saved, setSaved] = useState(false);
  const stats = useMyCarStatsQuery(carId, { skip: !valid, refetchOnMountOrArgChange: true });

  if (!valid || car.isError) {
    return (
      <>
        <PageTitle>Skelbimas nerastas</PageTitle>
        <Alert type="danger" action={<Button href="/paskyra/automobiliai">Į automobilių sąrašą</Button>}>
          Tokio skelbimo nėra arba jis ne jūsų.
        </Alert>
      </>
    );
  }
  if (!car.data) return <Loading />;
  const data = car.data;
  return (
    <>
      <PageTitle>
        {data.carMake.name} {data.carModel.name}, {data.productionYear}
      </PageTitle>
      {saved ? (
        <ListingSaved mode="edit" />
      ) : (
        <>
          <p>Būsena: {stateText(data)}</p>
          <CarStatsLine stats={stats.data} label={`${data.carMake.name} ${data.carModel.name}`} />
          {data.hiddenByTeam ? (
            <Alert type="danger" title="Skelbimą paslėpė Ratai komanda">
              Priežastis: {data.hiddenByTeam.reason}. Skelbimas nerodomas svetainėje, kol komanda jo vėl neparodys; jei turite
              klausimų, atsakykite į komandos laišką.
            </Alert>
          ) : null}
          <RevisionNotice car={data} />
          {data.reviewStatus === 'rejected' && data.rejectionReason ? <Alert type="danger">Atmetimo priežastis: {data.rejectionReason}</Alert> : null}
          <SaleStatusControl car={data} />
          <OwnerActionBar car={data} withEdit={false} />
          {data.revision ? null : <p>{editHint(data)}</p>}
          {onboarding ? <OnboardingBanner /> : null}
          <CarListingForm key={data.id} car={data} submitDisabled={onboarding} onSaved={() => setSaved(true)} />
        </>
      )}
    </>
  );
}
