import { validate } from './errors';
import { CompanyProfileSchema, PersonalProfileSchema, ProfileTypeSchema } from './profiles';

const company = {
  name: 'UAB Ratai',
  companyCode: '123456789',
  address: 'Gedimino pr. 1, Vilnius',
  vatNumber: '',
  email: 'info@ratai.lt',
  phoneNumber: '861234567',
  termsOfService: true,
};

const personal = {
  name: 'Jonas',
  surname: 'Jonaitis',
  address: 'Laisvės al. 2, Kaunas',
  individualActivityCertificate: 'IV-123456',
  email: 'jonas@example.lt',
  phoneNumber: '+37061234567',
  termsOfService: 'true',
};

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

describe('CompanyProfileSchema', () => {
  it('parses a company profile', () => {
    expect(validate(CompanyProfileSchema, company)).toEqual({
      success: true,
      output: { ...company, vatNumber: undefined, phoneNumber: '+37061234567' },
    });
  });

  it.each(['name', 'companyCode', 'address', 'email', 'phoneNumber'] as const)('requires %s', (key) => {
    expect(errorsOf(CompanyProfileSchema, { ...company, [key]: '' })).toEqual([
      { path: [key], message: 'Laukas yra privalomas' },
    ]);
  });

  it('checks the e-mail', () => {
    expect(errorsOf(CompanyProfileSchema, { ...company, email: 'info@' })).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
    ]);
  });

  it('checks the company code', () => {
    expect(errorsOf(CompanyProfileSchema, { ...company, companyCode: '12345' })).toEqual([
      { path: ['companyCode'], message: 'Įmonės kodą sudaro 9 skaitmenys' },
    ]);
  });

  it('checks an optional VAT number', () => {
    expect(validate(CompanyProfileSchema, { ...company, vatNumber: 'LT123456789' })).toMatchObject({
      success: true,
      output: { vatNumber: 'LT123456789' },
    });
    expect(errorsOf(CompanyProfileSchema, { ...company, vatNumber: 'LV123456789' })).toEqual([
      { path: ['vatNumber'], message: 'Neteisingas PVM mokėtojo kodas' },
    ]);
  });

  it('requires the service terms', () => {
    expect(errorsOf(CompanyProfileSchema, { ...company, termsOfService: false })).toEqual([
      { path: ['termsOfService'], message: 'Turite sutikti su paslaugų teikimo sąlygomis' },
    ]);
  });
});

describe('PersonalProfileSchema', () => {
  it('parses a personal profile', () => {
    expect(validate(PersonalProfileSchema, personal)).toEqual({
      success: true,
      output: { ...personal, vatNumber: undefined, termsOfService: true },
    });
  });

  it.each(['name', 'surname', 'address', 'individualActivityCertificate', 'email', 'phoneNumber'] as const)(
    'requires %s',
    (key) => {
      expect(errorsOf(PersonalProfileSchema, { ...personal, [key]: undefined })).toEqual([
        { path: [key], message: 'Laukas yra privalomas' },
      ]);
    },
  );

  it('counts the bare +370 prefix as no phone', () => {
    expect(errorsOf(PersonalProfileSchema, { ...personal, phoneNumber: '+370' })).toEqual([
      { path: ['phoneNumber'], message: 'Laukas yra privalomas' },
    ]);
  });

  it('checks the e-mail and the service terms', () => {
    expect(errorsOf(PersonalProfileSchema, { ...personal, email: 'jonas', termsOfService: undefined })).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
      { path: ['termsOfService'], message: 'Turite sutikti su paslaugų teikimo sąlygomis' },
    ]);
  });
});

describe('ProfileTypeSchema', () => {
  it.each(['personal', 'company'])('accepts %s', (profileType) => {
    expect(validate(ProfileTypeSchema, { profileType })).toEqual({ success: true, output: { profileType } });
  });

  it.each([[undefined], [''], ['juridical']])('asks to pick one when given %p', (profileType) => {
    expect(errorsOf(ProfileTypeSchema, { profileType })).toEqual([
      { path: ['profileType'], message: 'Pasirinkite vieną iš variantų' },
    ]);
  });
});
