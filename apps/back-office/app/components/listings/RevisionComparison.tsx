import styled from 'styled-components';
import { LISTING_CHANGE_FIELD_LABELS, LISTING_CHANGE_KIND_LABELS, type CarImage } from '@ratai/domain';
import { useModerationCarQuery, type ModerationCar } from '@ratai/api-client';
import { Alert, Badge, Loading } from '@ratai/ui';
import { Card, SectionTitle, SubTitle } from '../layout/Page';
import { ScrollTable } from '../layout/ScrollTable';
import { changeValueText } from '../../lib/change-value';
import { failureText, formatDateTime } from '../../lib/format';

const Old = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

const Thumbs = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;

  img {
    display: block;
    width: 160px;
    height: 120px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const Wrapped = styled.td`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Photos of `from` whose content (hash) `other` does not have. */
const missingFrom = (from: readonly CarImage[], other: readonly CarImage[]) => from.filter((image) => !other.some((o) => o.hash === image.hash));

function PhotoList({ title, images, alt }: { title: string; images: CarImage[]; alt: string }) {
  if (images.length === 0) return null;
  return (
    <>
      <SubTitle>{title}</SubTitle>
      <Thumbs>
        {images.map((image, index) => (
          <li key={image.id}>
            <img src={image.formats?.card ?? image.url} alt={`${alt} ${index + 1}`} loading="lazy" />
          </li>
        ))}
      </Thumbs>
    </>
  );
}

/**
 * An edit of an approved listing next to the approved version, field by field (old → new), and the
 * photos it adds and removes (by content, as the API counts them). The field changes come with the
 * revision from the API; the photos are compared with the approved listing, which stays public
 * until this is approved.
 */
export function RevisionComparison({ car }: { car: ModerationCar }) {
  const revision = car.revision;
  const approved = useModerationCarQuery(revision?.of ?? 0, { skip: !revision });
  if (!revision) return null;
  const { changes } = revision;
  const added = approved.data ? missingFrom(car.images, approved.data.images) : [];
  const removed = approved.data ? missingFrom(approved.data.images, car.images) : [];
  const photoNotes = [
    changes.photosAdded > 0 ? `pridėta nuotraukų: ${changes.photosAdded}` : null,
    changes.photosRemoved > 0 ? `pašalinta nuotraukų: ${changes.photosRemoved}` : null,
    changes.coverChanged ? 'pakeista titulinė nuotrauka' : null,
    changes.photosReordered ? 'pakeista nuotraukų tvarka' : null,
  ].filter(Boolean);

  return (
    <Card aria-labelledby="palyginimas">
      <SectionTitle id="palyginimas">Pakeitimai, palyginti su patvirtinta versija</SectionTitle>
      <p>
        <Badge tone="warning">{LISTING_CHANGE_KIND_LABELS[changes.kind]}</Badge> Pateikta {formatDateTime(revision.submittedAt)}. Kol pakeitimai
        nepatvirtinti, svetainėje rodoma patvirtinta versija.
      </p>
      {changes.fields.length > 0 ? (
        <ScrollTable caption="Pakeisti laukai" showCaption>
          <thead>
            <tr>
              <th scope="col">Laukas</th>
              <th scope="col">Patvirtinta versija</th>
              <th scope="col">Nauja versija</th>
            </tr>
          </thead>
          <tbody>
            {changes.fields.map((change) => (
              <tr key={change.field}>
                <th scope="row">{LISTING_CHANGE_FIELD_LABELS[change.field]}</th>
                <Wrapped>
                  <Old>{changeValueText(change.field, change.before)}</Old>
                </Wrapped>
                <Wrapped>{changeValueText(change.field, change.after)}</Wrapped>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p>Laukai nepakeisti.</p>
      )}
      <SubTitle>Nuotraukos</SubTitle>
      <p>{photoNotes.length > 0 ? `${photoNotes.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()) : 'Nuotraukos nepakeistos.'}</p>
      {approved.isError ? <Alert type="danger">{failureText(approved.error)}</Alert> : null}
      {approved.isLoading ? <Loading /> : null}
      <PhotoList title="Pridėtos nuotraukos" images={added} alt="Pridėta nuotrauka" />
      <PhotoList title="Pašalintos nuotraukos" images={removed} alt="Pašalinta nuotrauka" />
    </Card>
  );
}
