import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldHint, FileUpload, VisuallyHidden } from '@ratai/ui';
import { rotateImageFile } from './rotate-image';
import { canMove, moved, type GalleryImage } from './gallery-model';

export interface GalleryEditorProps {
  images: readonly GalleryImage[];
  coverKey: string | null;
  onChange: (images: GalleryImage[], coverKey: string | null) => void;
  /** Upload progress per image key, 0–100, while the form is being sent. */
  progress?: Record<string, number>;
  error?: string;
  disabled?: boolean;
  /** Turns a new photo a quarter turn clockwise (the browser's canvas; tests pass their own). */
  rotate?: (file: File) => Promise<File>;
}

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $cover: boolean; $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $cover }) => ($cover ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;

  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    pointer-events: none;
  }
`;

const TileName = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CoverMark = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const Track = styled.div`
  height: 6px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};

  div {
    height: 100%;
    background: ${({ theme }) => theme.colors.brand};
    transition: width ${({ theme }) => theme.durations.normal};
  }
`;

let sequence = 0;

/**
 * The listing's photos (spec §2.11, §5): the kit's FileUpload adds files within its limits and
 * with its messages (type, size, count — files already here count); the tiles below show every
 * photo in display order. Reorder by dragging or with the '←'/'→' buttons (keyboard), choose the
 * cover ('Viršelis'), remove. While the form is sent each new photo shows its upload progress.
 */
export function GalleryEditor({ images, coverKey, onChange, progress = {}, error, disabled = false, rotate = rotateImageFile }: GalleryEditorProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rotating, setRotating] = useState<string | null>(null);

  const add = (files: File[]) => {
    const added: GalleryImage[] = files.map((file) => ({
      key: `new-${(sequence += 1)}`,
      kind: 'new',
      file,
      name: file.name,
      url: URL.createObjectURL(file),
    }));
    const next = [...images, ...added];
    onChange(next, coverKey ?? next[0]?.key ?? null);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image.kind === 'new') URL.revokeObjectURL(image.url);
    const next = images.filter((_, i) => i !== index);
    onChange(next, image.key === coverKey ? (next[0]?.key ?? null) : coverKey);
    setAnnouncement(`${image.name} pašalinta.`);
  };

  // Only photos not uploaded yet can be turned: a kept photo is already processed on the server.
  const turn = async (index: number) => {
    const image = images[index];
    if (image.kind !== 'new') return;
    setRotating(image.key);
    try {
      const file = await rotate(image.file);
      URL.revokeObjectURL(image.url);
      const next = images.map((item, i) => (i === index ? { ...image, file, url: URL.createObjectURL(file) } : item));
      onChange(next, coverKey);
      setAnnouncement(`${image.name} pasukta.`);
    } catch {
      setAnnouncement(`${image.name} pasukti nepavyko.`);
    } finally {
      setRotating(null);
    }
  };

  const move = (from: number, to: number) => {
    if (!canMove(images, from, to)) return;
    onChange(moved(images, from, to), coverKey);
    setAnnouncement(`${images[from].name}: ${to + 1} vieta iš ${images.length}.`);
  };

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <div>
      <FileUpload
        label="Nuotraukos"
        multiple
        alreadyProvided={images.length}
        onFilesAccepted={add}
        error={error}
        disabled={disabled}
      />
      {images.length > 0 ? (
        <>
          <FieldHint>Tempkite nuotraukas arba naudokite rodykles, kad pakeistumėte tvarką. Viršelis rodomas skelbimo kortelėje.</FieldHint>
          <Grid aria-label="Pasirinktos nuotraukos">
            {images.map((image, index) => {
              const isCover = image.key === coverKey;
              const percent = progress[image.key];
              return (
                <Tile
                  key={image.key}
                  $cover={isCover}
                  $dragging={dragged === index}
                  draggable={!disabled}
                  onDragStart={() => setDragged(index)}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => drop(event, index)}
                  data-testid="gallery-tile"
                >
                  <img src={image.url} alt="" />
                  <TileName title={image.name}>
                    {index + 1}. {image.name}
                  </TileName>
                  {isCover ? <CoverMark>Viršelis</CoverMark> : null}
                  {percent !== undefined ? (
                    <Track role="progressbar" aria-label={`${image.name} įkėlimas`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                      <div style={{ width: `${percent}%` }} />
                    </Track>
                  ) : null}
                  <Tools>
                    <Button type="button" size="sm" variant="secondary" disabled={disabled || !canMove(images, index, index - 1)} onClick={() => move(index, index - 1)} aria-label={`Perkelti ${image.name} kairėn`}>
                      ←
                    </Button>
                    <Button type="button" size="sm" variant="secondary" disabled={disabled || !canMove(images, index, index + 1)} onClick={() => move(index, index + 1)} aria-label={`Perkelti ${image.name} dešinėn`}>
                      →
                    </Button>
                    {image.kind === 'new' ? (
                      <Button type="button" size="sm" variant="ghost" disabled={disabled || rotating !== null} onClick={() => void turn(index)} aria-label={`Pasukti ${image.name} pagal laikrodžio rodyklę`}>
                        {rotating === image.key ? 'Sukama…' : '↻ Pasukti'}
                      </Button>
                    ) : null}
                    {isCover ? null : (
                      <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => onChange([...images], image.key)} aria-label={`Padaryti viršeliu: ${image.name}`}>
                        Padaryti viršeliu
                      </Button>
                    )}
                    <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => remove(index)} aria-label={`Pašalinti ${image.name}`}>
                      Pašalinti
                    </Button>
                  </Tools>
                </Tile>
              );
            })}
          </Grid>
        </>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
