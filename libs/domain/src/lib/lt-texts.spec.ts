import * as texts from './lt-texts';

// Spot checks against the spec's exact wording; a typo "fixed" here would break the e2e
// journeys that look for these words.
describe('spec texts', () => {
  it('quotes the spec exactly', () => {
    expect(texts.ONBOARDING_BANNER).toBe(
      'Kad galetumete ikelti skelbima butinai turite uzbaigti registracija cia',
    );
    expect(texts.REQUEST_SUCCESS).toBe('Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.');
    expect(texts.LOGIN_ERROR).toBe('Prisijungimo klaida. Bandykite dar kartą.');
    expect(texts.REGISTER_ERROR).toBe('Registracijos klaida. Bandykite dar kartą.');
    expect(texts.LOADING).toBe('Kraunama...');
    expect(texts.SELECT_EMPTY).toBe('Nieko nerasta.');
    expect(texts.NO_IMAGE).toBe('No image');
    expect(texts.TAXI_LABEL).toBe('Tinka pavėžėjams');
    expect(texts.FILL_APPLICATION).toBe('Pildyti paraiska');
    expect(texts.SUBMIT_APPLICATION).toBe('Pateikti paraišką');
    expect(texts.CONFIRM_DELETE).toBe('Ar tikrai norite ištrinti skelbimą');
    expect(texts.LISTING_CREATED).toBe('Skelbimas buvo ikeltas sėkmingai');
    expect(texts.LISTING_UPDATED).toBe('Skelbimas buvo atnaujintas sėkmingai');
    expect(texts.FILTER_CHIP_LABELS.carModel).toBe('Modėlis');
    expect(texts.UPLOAD_ERRORS.tooMany).toBe('Per daug failų');
  });

  it('has the four contract sections in order', () => {
    expect(Object.values(texts.CONTRACT_TERMS_SECTIONS)).toEqual([
      'Bendrosios sąlygos',
      'Komisiniai',
      'Marža',
      'Nuomotojo atsakomybė ir netesybos',
    ]);
  });

  it('has the account menu in the spec order', () => {
    expect(Object.values(texts.ACCOUNT_MENU)).toEqual([
      'Mano paskyra',
      'Apžvalga',
      'Automobiliai',
      'Įkelk automobilį',
      'Paslaugų teikimo sąlygos',
      'Nustatymai',
      'Atsijungti',
    ]);
  });

  it('has no empty or padded text', () => {
    const flat = Object.values(texts).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
    for (const text of flat) {
      expect(text).toBe(text.trim());
      expect(text).not.toBe('');
    }
  });
});
