import { Fragment, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AIR_CONDITIONING_LABELS,
  BODY_TYPE_LABELS,
  DOOR_COUNT_LABELS,
  DRIVETRAIN_LABELS,
  formatEngineSize,
  formatEnginePower,
  formatEuro,
  formatFuelConsumption,
  formatMonthlyPrice,
  formatOdometer,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  REVIEW_STATUS_LABELS,
  SALE_STATUS_LABELS,
  VISIBILITY_LABELS,
} from '@ratai/domain';
import { useModerationCarQuery } from '@ratai/api-client';
import { Alert, carGalleryImages, Gallery, Loading } from '@ratai/ui';
import { ReviewActions } from '../components/listings/ReviewActions';
import { RevisionComparison } from '../components/listings/RevisionComparison';
import { TeamListingActions } from '../components/listings/TeamListingActions';
import { Card, Fields, PageTitle, SectionTitle } from '../components/layout/Page';
import { useBackOfficeConfig } from '../lib/config';
import { carTitle, failureText, formatDateTime } from '../lib/format';

export const meta = () => [{ title: 'Skelbimas | Ratai komanda' }];

/** `/skelbimai/:id`: one listing whatever its state — photos, every field, the owner, the decision. */
export default function Listing() {
  const params = useParams();
  const id = Number(params.id);
  const { marketplaceUrl } = useBackOfficeConfig();
  const car = useModerationCarQuery(id, { skip: !Number.isSafeInteger(id) || id <= 0 });
  const navigate = useNavigate();
  // The last action's message, for the listing it was about (not for the next one opened here).
  const [done, setDone] = useState<{ id: number; text: string } | null>(null);
  const onDone = (text: string, approved?: { id: number }) => {
    const shown = approved?.id ?? id;
    setDone({ id: shown, text });
    // An approved revision is merged into its listing and deleted: show the listing, whose content
    // is now public, instead of the revision's page (which would answer 'Nerasta').
    if (shown !== id) void navigate(`/skelbimai/${shown}`, { replace: true });
  };

  if (!Number.isSafeInteger(id) || id <= 0) return <Alert type="danger">Skelbimas nerastas.</Alert>;
  if (car.isError) return <Alert type="danger">{failureText(car.error)}</Alert>;
  if (!car.data) return <Loading />;
  const c = car.data;
  const title = carTitle(c);
  const fields: [string, string][] = [
    ['Markė', c.carMake.name],
    ['Modelis', c.carModel.name],
    ['Pagaminimo metai', String(c.productionYear)],
    ['Kaina', formatEuro(c.price)],
    ['Mėnesio įmoka', formatMonthlyPrice(c.fromPricePerMonth)],
    ['Rida', formatOdometer(c.odometer)],
    ['Kuro tipas', FUEL_TYPE_LABELS[c.fuelType]],
    ['Pavarų dėžė', GEARBOX_LABELS[c.gearbox]],
    ['Kėbulo tipas', BODY_TYPE_LABELS[c.bodyType]],
    ['Variklio tūris', formatEngineSize(c.engineDisplacement)],
    ['Variklio galia', formatEnginePower(c.enginePower)],
    ['Varantieji ratai', DRIVETRAIN_LABELS[c.drivetrain]],
    ['Durų skaičius', DOOR_COUNT_LABELS[c.doorCount]],
    ['Sėdimų vietų skaičius', String(c.numberOfSeats)],
    ['Ratlankių dydis', `R${c.rimSize}`],
    ['Kondicionierius', AIR_CONDITIONING_LABELS[c.airConditioning]],
    ['Vidutinės kuro sąnaudos', formatFuelConsumption(c.averageFuelConsumption)],
    ['Techninė apžiūra iki', `${c.inspectionYear}-${String(c.inspectionMonth).padStart(2, '0')}`],
    ['VIN kodas', c.vinCode],
    ['Tinka pavėžėjams', c.isForTaxi ? 'Taip' : 'Ne'],
    ['Ypatybės', c.carFeatures.map((feature) => feature.name ?? `#${feature.id}`).join(', ') || '—'],
    ['Matomumas', VISIBILITY_LABELS[c.visibility]],
    ['Adresas', c.slug],
    ['Sukurtas', formatDateTime(c.createdAt)],
    ['Atnaujintas', formatDateTime(c.updatedAt)],
  ];

  return (
    <>
      <p>
        <Link to="/skelbimai">← Skelbimai</Link>
      </p>
      <PageTitle>{title}</PageTitle>
      {done?.id === id ? <Alert type="success">{done.text}</Alert> : null}
      <Card aria-labelledby="sprendimas">
        <SectionTitle id="sprendimas">Sprendimas</SectionTitle>
        <Fields>
          <dt>Būsena</dt>
          <dd>{REVIEW_STATUS_LABELS[c.reviewStatus]}</dd>
          {/* The owner's word on the offer (issue 16): a sold car has left the search though approved. */}
          <dt>Pardavimo būsena</dt>
          <dd>{SALE_STATUS_LABELS[c.saleStatus]}</dd>
          {c.rejectionReason ? (
            <>
              <dt>Atmetimo priežastis</dt>
              <dd>{c.rejectionReason}</dd>
            </>
          ) : null}
          {c.hiddenByTeam ? (
            <>
              <dt>Paslėpė komanda</dt>
              <dd>
                {formatDateTime(c.hiddenByTeam.hiddenAt)}. Priežastis: {c.hiddenByTeam.reason}
              </dd>
            </>
          ) : null}
          {c.revision ? (
            <>
              <dt>Redaguojamas skelbimas</dt>
              <dd>
                <Link to={`/skelbimai/${c.revision.of}`}>Patvirtinta versija (Nr. {c.revision.of})</Link>
              </dd>
            </>
          ) : null}
        </Fields>
        <ReviewActions carId={c.id} status={c.reviewStatus} onDone={onDone} />
        {/* Hide and delete act on the listing itself; a revision is never public on its own. */}
        {c.revision ? null : <TeamListingActions carId={c.id} hiddenByTeam={c.hiddenByTeam} onDone={onDone} />}
      </Card>
      <RevisionComparison car={c} />
      <Card aria-labelledby="savininkas">
        <SectionTitle id="savininkas">Savininkas</SectionTitle>
        <Fields>
          <dt>El. paštas</dt>
          <dd>
            <a href={`mailto:${c.owner.email}`}>{c.owner.email}</a>
          </dd>
          <dt>Paskyros nr.</dt>
          <dd>{c.owner.id}</dd>
        </Fields>
      </Card>
      <Card aria-labelledby="nuotraukos">
        <SectionTitle id="nuotraukos">Nuotraukos</SectionTitle>
        {c.images.length > 0 || c.headerImage ? (
          <Gallery images={carGalleryImages(title, c.images, c.headerImage)} isForTaxi={c.isForTaxi} />
        ) : (
          <p>Nuotraukų nėra.</p>
        )}
      </Card>
      <Card aria-labelledby="duomenys">
        <SectionTitle id="duomenys">Duomenys</SectionTitle>
        <Fields>
          {fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Fields>
      </Card>
      <Card aria-labelledby="aprasymas">
        <SectionTitle id="aprasymas">Aprašymas</SectionTitle>
        <p style={{ whiteSpace: 'pre-wrap' }}>{c.description ?? 'Savininkas aprašymo neparašė.'}</p>
        {c.reviewStatus === 'approved' && c.visibility === 'visible' && !c.hiddenByTeam ? (
          <p>
            <a href={`${marketplaceUrl}/automobilio-nuoma/${c.slug}`}>Viešas skelbimo puslapis</a>
          </p>
        ) : null}
      </Card>
    </>
  );
}
