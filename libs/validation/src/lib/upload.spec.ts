import * as v from 'valibot';
import { validate } from './errors';
import {
  UPLOAD_RULES,
  UploadedFileSchema,
  fileRejection,
  isUploadedFile,
  uploadedFiles,
  validateUploadFiles,
} from './upload';

const png = (name = 'a.png', size = 1000) => ({ name, size, type: 'image/png' });
const jpeg = (name = 'a.jpg', size = 1000) => ({ name, size, type: 'image/jpeg' });

describe('upload constants', () => {
  it('follows the spec limits', () => {
    expect(UPLOAD_RULES.maxFilesMultiple).toBe(10);
    expect(UPLOAD_RULES.maxFilesSingle).toBe(1);
    expect(UPLOAD_RULES.maxFileSizeBytes).toBe(5242880);
    expect(UPLOAD_RULES.accept).toBe('image/png,image/jpeg,.png,.jpeg,.jpg');
  });
});

describe('fileRejection', () => {
  it.each([[png()], [jpeg()], [jpeg('photo.JPEG')], [png('x.png', 0)]])('accepts %p', (file) => {
    expect(fileRejection(file)).toBeUndefined();
  });

  it('refuses another type by extension or by MIME type', () => {
    expect(fileRejection({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe('Neteisingas failo tipas');
    expect(fileRejection({ name: 'a.gif', size: 10, type: 'image/png' })).toBe('Neteisingas failo tipas');
    expect(fileRejection({ name: 'a.png', size: 10, type: 'application/pdf' })).toBe('Neteisingas failo tipas');
    expect(fileRejection({ name: 'png', size: 10, type: 'image/png' })).toBe('Neteisingas failo tipas');
  });

  it('allows 5242880 bytes and refuses 5242881', () => {
    expect(fileRejection(png('a.png', 5242880))).toBeUndefined();
    expect(fileRejection(png('a.png', 5242881))).toBe('Failas yra per didelis');
  });

  it('calls anything that is not a file an unknown error', () => {
    expect(isUploadedFile('a.png')).toBe(false);
    expect(fileRejection('a.png')).toBe('Nežinoma klaida');
    expect(fileRejection({ name: 'a.png', type: 'image/png' })).toBe('Nežinoma klaida');
    expect(fileRejection(null)).toBe('Nežinoma klaida');
  });
});

describe('validateUploadFiles', () => {
  it('accepts good files and rejects each bad one with its reason', () => {
    const gif = { name: 'a.gif', size: 10, type: 'image/gif' };
    const big = png('big.png', 5242881);
    expect(validateUploadFiles([png(), gif, big], { multiple: true, alreadyProvided: 0 })).toEqual({
      accepted: [png()],
      rejected: [
        { file: gif, message: 'Neteisingas failo tipas' },
        { file: big, message: 'Failas yra per didelis' },
      ],
    });
  });

  it('counts files already provided toward the limit of 10', () => {
    const files = [png('1.png'), png('2.png'), png('3.png')];
    expect(validateUploadFiles(files, { multiple: true, alreadyProvided: 8 })).toEqual({
      accepted: [png('1.png'), png('2.png')],
      rejected: [{ file: png('3.png'), message: 'Per daug failų' }],
    });
    expect(validateUploadFiles(files, { multiple: true, alreadyProvided: 10 }).accepted).toEqual([]);
    expect(validateUploadFiles(files, { multiple: true, alreadyProvided: 7 }).rejected).toEqual([]);
  });

  it('takes one file in single mode', () => {
    expect(validateUploadFiles([png('1.png'), png('2.png')], { multiple: false, alreadyProvided: 0 })).toEqual({
      accepted: [png('1.png')],
      rejected: [{ file: png('2.png'), message: 'Per daug failų' }],
    });
    expect(validateUploadFiles([png()], { multiple: false, alreadyProvided: 1 }).rejected).toEqual([
      { file: png(), message: 'Per daug failų' },
    ]);
  });

  it('passes the same file objects through', () => {
    const file = png();
    expect(validateUploadFiles([file], { multiple: true, alreadyProvided: 0 }).accepted[0]).toBe(file);
  });
});

describe('UploadedFileSchema', () => {
  it('checks one descriptor and keeps the same object', () => {
    const file = jpeg();
    expect(v.parse(UploadedFileSchema, file)).toBe(file);
    expect(validate(UploadedFileSchema, png('a.png', 5242881))).toEqual({
      success: false,
      errors: [{ path: [], message: 'Failas yra per didelis' }],
    });
    expect(validate(UploadedFileSchema, 'file')).toEqual({
      success: false,
      errors: [{ path: [], message: 'Nežinoma klaida' }],
    });
  });
});

describe('uploadedFiles', () => {
  const gallery = v.object({ gallery: uploadedFiles(3) });

  it('takes one file or an array and outputs an array', () => {
    const file = png();
    expect(v.parse(gallery, { gallery: file }).gallery).toEqual([file]);
    expect(v.parse(gallery, { gallery: [file, jpeg()] }).gallery).toHaveLength(2);
    expect(v.parse(gallery, {}).gallery).toEqual([]);
  });

  it('reports a bad file or too many at the field', () => {
    expect(validate(gallery, { gallery: [png(), { name: 'a.bmp', size: 1, type: 'image/bmp' }] })).toEqual({
      success: false,
      errors: [{ path: ['gallery'], message: 'Neteisingas failo tipas' }],
    });
    expect(validate(gallery, { gallery: [png(), png(), png(), png()] })).toEqual({
      success: false,
      errors: [{ path: ['gallery'], message: 'Per daug failų' }],
    });
  });
});
