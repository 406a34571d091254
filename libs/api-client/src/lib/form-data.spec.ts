import { toFormData } from './form-data';

describe('toFormData', () => {
  it('writes text parts, repeated lists and files; leaves out empty values', () => {
    const cover = new File([new Uint8Array([1, 2])], 'cover.png', { type: 'image/png' });
    const form = toFormData({
      term: 24,
      hasGuarantor: false,
      name: 'Jonas',
      carFeatures: [],
      gallery: [cover, new Blob([new Uint8Array([3])], { type: 'image/jpeg' })],
      keepImageIds: [5, 1],
      companyCode: undefined,
      description: null,
      metadata: { carAdvertisementUrl: 'https://ratai.lt/automobilio-nuoma/audi-a4' },
    });
    expect([...new Set(form.keys())]).toEqual(['term', 'hasGuarantor', 'name', 'gallery', 'keepImageIds', 'metadata']);
    expect(form.get('term')).toBe('24');
    expect(form.get('hasGuarantor')).toBe('false');
    expect(form.getAll('keepImageIds')).toEqual(['5', '1']);
    expect((form.getAll('gallery')[0] as File).name).toBe('cover.png');
    expect(form.getAll('gallery')).toHaveLength(2);
    expect(JSON.parse(form.get('metadata') as string)).toEqual({ carAdvertisementUrl: 'https://ratai.lt/automobilio-nuoma/audi-a4' });
  });
});
