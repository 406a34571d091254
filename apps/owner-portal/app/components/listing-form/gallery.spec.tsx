import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPortal } from '../../test/render';
import { GalleryEditor } from './GalleryEditor';
import { canMove, existingImages, galleryPlan, type GalleryImage } from './gallery-model';
import { fileProgress } from './send-listing';

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const photo = (name: string, size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

function Harness({ start = [] as GalleryImage[], rotate }: { start?: GalleryImage[]; rotate?: (file: File) => Promise<File> }) {
  const [images, setImages] = useState<GalleryImage[]>(start);
  const [cover, setCover] = useState<string | null>(start[0]?.key ?? null);
  return (
    <GalleryEditor
      images={images}
      coverKey={cover}
      onChange={(next, key) => {
        setImages(next);
        setCover(key);
        sent = next;
      }}
      rotate={rotate}
    />
  );
}

/** What the editor last handed to the form (the files the upload will send). */
let sent: GalleryImage[] = [];

const names = () => screen.getAllByTestId('gallery-tile').map((tile) => within(tile).getByTitle(/./).getAttribute('title'));

describe('GalleryEditor (spec §5 upload limits, issue 6 order and cover)', () => {
  it('turns a new photo before upload: the form then sends the turned file, under the same name and place', async () => {
    const user = userEvent.setup();
    const rotate = jest.fn(async (file: File) => new File([new Uint8Array(7)], file.name, { type: file.type }));
    renderPortal(<Harness rotate={rotate} />);
    await user.upload(await screen.findByLabelText('Nuotraukos'), [photo('sonu.jpg'), photo('gera.jpg')]);
    const before = sent.map((image) => (image.kind === 'new' ? image.file : null));
    await user.click(screen.getByRole('button', { name: 'Pasukti sonu.jpg pagal laikrodžio rodyklę' }));
    expect(await screen.findByText('sonu.jpg pasukta.')).toBeInTheDocument();
    expect(rotate).toHaveBeenCalledWith(before[0]);
    expect(names()).toEqual(['sonu.jpg', 'gera.jpg']);
    const [turned, other] = sent;
    expect(turned.kind === 'new' && turned.file.size).toBe(7);
    expect(other.kind === 'new' && other.file).toBe(before[1]);
  });

  it('offers no turning for a photo already on the car (the server has processed it)', async () => {
    const start: GalleryImage[] = [{ key: 'existing-1', kind: 'existing', id: 1, url: '/a.webp', name: 'Nuotrauka 1' }];
    renderPortal(<Harness start={start} />);
    expect(await screen.findByTestId('gallery-tile')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pasukti/ })).not.toBeInTheDocument();
  });

  it('refuses a wrong type and a file over 5242880 bytes with the spec’s messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPortal(<Harness />);
    const input = await screen.findByLabelText('Nuotraukos');
    await user.upload(input, [photo('dokumentas.pdf', 100, 'application/pdf'), photo('didele.jpg', 5242881), photo('gera.jpg', 5242880)]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('dokumentas.pdf: Neteisingas failo tipas');
    expect(alert).toHaveTextContent('didele.jpg: Failas yra per didelis');
    expect(names()).toEqual(['gera.jpg']);
  });

  it('takes up to 10 photos, counting those already there: "Per daug failų", then the input is disabled', async () => {
    const user = userEvent.setup();
    renderPortal(<Harness />);
    const input = await screen.findByLabelText('Nuotraukos');
    await user.upload(input, Array.from({ length: 8 }, (_, i) => photo(`a${i}.jpg`)));
    await user.upload(input, [photo('b1.jpg'), photo('b2.jpg'), photo('b3.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Per daug failų');
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(10);
    expect(input).toBeDisabled();
    expect(screen.getByText('Pasiektas didžiausias failų skaičius (10).')).toBeInTheDocument();
  });

  it('reorders by keyboard buttons and chooses the cover', async () => {
    const user = userEvent.setup();
    renderPortal(<Harness />);
    await user.upload(await screen.findByLabelText('Nuotraukos'), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    expect(within(screen.getAllByTestId('gallery-tile')[0]).getByText('Viršelis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perkelti 1.jpg kairėn' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Perkelti 3.jpg kairėn' }));
    expect(names()).toEqual(['1.jpg', '3.jpg', '2.jpg']);
    await user.click(screen.getByRole('button', { name: 'Perkelti 1.jpg dešinėn' }));
    expect(names()).toEqual(['3.jpg', '1.jpg', '2.jpg']);
    await user.click(screen.getByRole('button', { name: 'Padaryti viršeliu: 2.jpg' }));
    expect(within(screen.getAllByTestId('gallery-tile')[2]).getByText('Viršelis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pašalinti 2.jpg' }));
    // The cover went with it: the first photo is the cover now.
    expect(within(screen.getAllByTestId('gallery-tile')[0]).getByText('Viršelis')).toBeInTheDocument();
  });
});

describe('gallery model', () => {
  const car = {
    images: [
      { id: 7, url: 'full-7', hash: 'h7', ext: '.webp', formats: { card: 'c7', gallery: 'g7', full: 'full-7' } },
      { id: 8, url: 'full-8', hash: 'h8', ext: '.webp', formats: { card: 'c8', gallery: 'g8', full: 'full-8' } },
    ],
    headerImage: { url: 'g8' },
  };

  it('starts edit mode with the car’s photos and finds the cover among them', () => {
    const { images, coverKey } = existingImages(car);
    expect(images.map((image) => image.key)).toEqual(['existing-7', 'existing-8']);
    expect(coverKey).toBe('existing-8');
  });

  it('never moves a new photo before a kept one (the edit call appends new files after kept ids)', () => {
    const { images } = existingImages(car);
    const withNew: GalleryImage[] = [...images, { key: 'new-1', kind: 'new', file: photo('n.jpg'), url: 'blob:n', name: 'n.jpg' }];
    expect(canMove(withNew, 2, 1)).toBe(false);
    expect(canMove(withNew, 1, 0)).toBe(true);
    expect(galleryPlan(withNew, 'new-1')).toMatchObject({ keepImageIds: [7, 8], coverIndex: 2 });
  });

  it('spreads the body’s upload progress over the files, which are its last parts', () => {
    // 100 bytes of text fields, then files of 400 and 500 bytes.
    expect(fileProgress([400, 500], 50, 1000)).toEqual([0, 0]);
    expect(fileProgress([400, 500], 300, 1000)).toEqual([50, 0]);
    expect(fileProgress([400, 500], 750, 1000)).toEqual([100, 50]);
    expect(fileProgress([400, 500], 1000, 1000)).toEqual([100, 100]);
  });
});
