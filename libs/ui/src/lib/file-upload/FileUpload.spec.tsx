import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { UPLOAD } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { FileUpload, type UploadItem } from './FileUpload';

/** A File with a given size, without allocating the bytes. */
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const png = (n: number) => file(`foto-${n}.png`, 'image/png');

// applyAccept off: the tests hand in wrong types on purpose, as a drop or a "All files" picker can.
const setup = () => userEvent.setup({ applyAccept: false });

const input = () => screen.getByLabelText<HTMLInputElement>('Nuotraukos');

/** A parent that keeps accepted files in its list, as an upload form does. */
function Harness({ multiple = true, alreadyProvided = 0 }: { multiple?: boolean; alreadyProvided?: number }) {
  const [files, setFiles] = useState<UploadItem[]>([]);
  return (
    <FileUpload
      label="Nuotraukos"
      multiple={multiple}
      alreadyProvided={alreadyProvided}
      files={files}
      onFilesAccepted={(accepted) =>
        setFiles((current) => [...current, ...accepted.map((f) => ({ id: f.name, name: f.name }))])
      }
      onRemove={(id) => setFiles((current) => current.filter((f) => f.id !== id))}
    />
  );
}

describe('FileUpload', () => {
  it('has a real file input named by its label, accepting png/jpeg/jpg, several files', () => {
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={jest.fn()} />);
    const el = input();
    expect(el).toHaveAttribute('type', 'file');
    expect(el).toHaveAttribute('accept', 'image/png,image/jpeg,.png,.jpeg,.jpg');
    expect(el).toHaveAttribute('multiple');
    expect(el).toBeEnabled();
  });

  it("tells the true size limit 'iki 5 MB' and the file limit", () => {
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={jest.fn()} />);
    expect(input()).toHaveAccessibleDescription(/PNG, JPEG, JPG, iki 5 MB\. Daugiausia 10 failų\. 0 \/ 10/);
    expect(screen.queryByText(/1,5MB/)).not.toBeInTheDocument();
  });

  it('passes accepted files on', async () => {
    const user = setup();
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    const files = [png(1), file('foto.jpg', 'image/jpeg'), file('foto.JPEG', 'image/jpeg')];
    await user.upload(input(), files);
    expect(onFilesAccepted).toHaveBeenCalledWith(files);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("rejects a wrong type with 'Neteisingas failo tipas'", async () => {
    const user = setup();
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    await user.upload(input(), [file('dokumentas.pdf', 'application/pdf'), file('anim.gif', 'image/gif')]);
    expect(screen.getByRole('alert')).toHaveTextContent('dokumentas.pdf: Neteisingas failo tipas');
    expect(screen.getByRole('alert')).toHaveTextContent('anim.gif: Neteisingas failo tipas');
    expect(onFilesAccepted).not.toHaveBeenCalled();
  });

  it("rejects 5242881 bytes with 'Failas yra per didelis' and takes exactly 5242880", async () => {
    const user = setup();
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    const fits = file('telpa.jpg', 'image/jpeg', UPLOAD.maxFileSizeBytes);
    const tooBig = file('didelis.jpg', 'image/jpeg', 5242881);
    await user.upload(input(), [fits, tooBig]);
    expect(screen.getByRole('alert')).toHaveTextContent('didelis.jpg: Failas yra per didelis');
    expect(onFilesAccepted).toHaveBeenCalledWith([fits]);
  });

  it("rejects the 11th file with 'Per daug failų'", async () => {
    const user = setup();
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    const eleven = Array.from({ length: 11 }, (_, i) => png(i + 1));
    await user.upload(input(), eleven);
    expect(onFilesAccepted).toHaveBeenCalledWith(eleven.slice(0, 10));
    expect(screen.getByRole('alert')).toHaveTextContent('foto-11.png: Per daug failų');
  });

  it('counts alreadyProvided files toward the limit', async () => {
    const user = setup();
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" alreadyProvided={8} onFilesAccepted={onFilesAccepted} />);
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    await user.upload(input(), [png(1), png(2), png(3)]);
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: 'foto-1.png' }), expect.objectContaining({ name: 'foto-2.png' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('foto-3.png: Per daug failų');
  });

  it('counts listed files too, and is disabled once the limit is reached', async () => {
    const user = setup();
    renderWithTheme(<Harness alreadyProvided={7} />);
    await user.upload(input(), [png(1), png(2)]);
    expect(input()).toBeEnabled();
    expect(screen.getByText('9 / 10')).toBeInTheDocument();
    await user.upload(input(), [png(3), png(4)]);
    expect(screen.getByRole('alert')).toHaveTextContent('foto-4.png: Per daug failų');
    expect(input()).toBeDisabled();
    expect(screen.getByText('Pasiektas didžiausias failų skaičius (10).')).toBeInTheDocument();
    // Removing one frees a place again.
    await user.click(screen.getByRole('button', { name: 'Pašalinti foto-1.png' }));
    expect(input()).toBeEnabled();
  });

  it('is disabled from the start when alreadyProvided fills it', () => {
    renderWithTheme(<FileUpload label="Nuotraukos" alreadyProvided={10} onFilesAccepted={jest.fn()} />);
    expect(input()).toBeDisabled();
  });

  it('takes one file in single mode', async () => {
    const user = setup();
    renderWithTheme(<Harness multiple={false} />);
    expect(input()).not.toHaveAttribute('multiple');
    expect(input()).toHaveAccessibleDescription(/iki 5 MB\. Vienas failas\./);
    await user.upload(input(), png(1));
    expect(screen.getByText('foto-1.png')).toBeInTheDocument();
    expect(input()).toBeDisabled();
  });

  it("reports 'Nežinoma klaida' when passing the files on fails", async () => {
    const user = setup();
    const onFilesAccepted = jest.fn().mockRejectedValue(new Error('network'));
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    await user.upload(input(), [png(1)]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('foto-1.png: Nežinoma klaida'));
  });

  it('takes dropped files through the same rules', () => {
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={onFilesAccepted} />);
    const zone = input().parentElement as HTMLElement;
    const dropped = [png(1), file('a.bmp', 'image/bmp')];
    fireEvent.dragOver(zone, { dataTransfer: { files: dropped } });
    fireEvent.drop(zone, { dataTransfer: { files: dropped } });
    expect(onFilesAccepted).toHaveBeenCalledWith([dropped[0]]);
    expect(screen.getByRole('alert')).toHaveTextContent('a.bmp: Neteisingas failo tipas');
  });

  it('ignores drops when at the limit', () => {
    const onFilesAccepted = jest.fn();
    renderWithTheme(<FileUpload label="Nuotraukos" alreadyProvided={10} onFilesAccepted={onFilesAccepted} />);
    const zone = input().parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png(1)] } });
    expect(onFilesAccepted).not.toHaveBeenCalled();
  });

  it('shows a progress bar per file', () => {
    renderWithTheme(
      <FileUpload
        label="Nuotraukos"
        onFilesAccepted={jest.fn()}
        files={[
          { id: '1', name: 'priekis.jpg', progress: 45 },
          { id: '2', name: 'galas.jpg', progress: 100 },
          { id: '3', name: 'salonas.jpg', error: 'Nežinoma klaida' },
        ]}
      />,
    );
    const first = screen.getByRole('progressbar', { name: 'priekis.jpg įkėlimas' });
    expect(first).toHaveAttribute('aria-valuenow', '45');
    expect(first).toHaveAttribute('aria-valuemin', '0');
    expect(first).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('progressbar', { name: 'galas.jpg įkėlimas' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByText('Nežinoma klaida')).toBeInTheDocument();
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('shows a field error', () => {
    renderWithTheme(<FileUpload label="Nuotraukos" error="Laukas yra privalomas" onFilesAccepted={jest.fn()} />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Laukas yra privalomas/);
  });

  it('is reached with Tab', async () => {
    const user = setup();
    renderWithTheme(<FileUpload label="Nuotraukos" onFilesAccepted={jest.fn()} />);
    await user.tab();
    expect(input()).toHaveFocus();
  });

  it('has no axe violations, empty, with files and rejections, and at the limit', async () => {
    const user = setup();
    const { container } = renderWithTheme(
      <>
        <FileUpload
          label="Nuotraukos"
          onFilesAccepted={jest.fn()}
          files={[{ id: '1', name: 'priekis.jpg', progress: 45, previewUrl: 'blob:1' }]}
          onRemove={jest.fn()}
        />
        <FileUpload label="Pagrindinė nuotrauka" multiple={false} alreadyProvided={1} onFilesAccepted={jest.fn()} />
      </>,
    );
    await user.upload(input(), [file('a.gif', 'image/gif')]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
