import { EMPTY } from '../../test/fixtures';
import { withTypedValues } from './ApplicationForm';

// The form is a deferred part (ApplicationPart.tsx): what the applicant typed into its server HTML
// before the code arrived becomes its starting values, so react-hook-form does not wipe it.
describe('withTypedValues', () => {
  it('keeps the starting values when nothing was typed', () => {
    expect(withTypedValues(EMPTY, null)).toBe(EMPTY);
  });

  it('takes the typed text, choices, ticks and the partner link, each as its kind', () => {
    const values = withTypedValues(EMPTY, {
      name: 'Jonas',
      phoneNumber: '+37061234567',
      carUsage: 'personal',
      hasGuarantor: 'false',
      termsAgreed: true,
      'metadata.carAdvertisementUrl': 'https://autoplius.lt/skelbimas/1',
      price: '12000',
    });
    expect(values).toMatchObject({
      name: 'Jonas',
      phoneNumber: '+37061234567',
      carUsage: 'personal',
      hasGuarantor: 'false',
      termsAgreed: true,
      metadata: { carAdvertisementUrl: 'https://autoplius.lt/skelbimas/1' },
      price: 12000,
    });
    // The starting values themselves are not changed.
    expect(EMPTY.name).toBe('');
    expect(EMPTY.metadata.carAdvertisementUrl).toBe('');
  });

  it("ignores names that are not the form's fields and values of the wrong kind", () => {
    const values = withTypedValues(EMPTY, { unknown: 'x', metadata: 'x', termsAgreed: 'yes', term: 'abc', marketingAgreed: true });
    expect(values).toEqual({ ...EMPTY, marketingAgreed: true });
    expect(values).not.toHaveProperty('unknown');
  });
});
