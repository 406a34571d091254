import {
  CONSENT_COOKIE,
  COOKIE_MAX_AGE,
  DEFAULT_SEARCH_SORT,
  GENERAL_CALCULATOR_PRICE,
  LOOKUP_CODE_LENGTH,
  MAKES_PAGE_SIZE,
  MONEY_MAX,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  PHONE_PREFIX,
  TERM_SLIDER,
  UPLOAD,
  UPLOAD_SIZE_LABEL,
  YEAR_DROPDOWN_DEFAULT_MIN,
  INSPECTION_YEARS_AHEAD,
} from './constants';
import { SEARCH_SORTS } from './enums';

describe('business constants (§9)', () => {
  it('paginates by 10 and loads makes in one page of 9999', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(MAKES_PAGE_SIZE).toBe(9999);
  });

  it('has the term slider 12–60 months, step 2, default 24', () => {
    expect(TERM_SLIDER).toEqual({ min: 12, max: 60, step: 2, default: 24 });
  });

  it('has the general calculator price 2000–50000, step 500, default 2000', () => {
    expect(GENERAL_CALCULATOR_PRICE).toEqual({ min: 2000, max: 50000, step: 500, default: 2000 });
  });

  it('limits uploads to 10 files of 5242880 bytes, png/jpeg/jpg', () => {
    expect(UPLOAD.maxFilesMultiple).toBe(10);
    expect(UPLOAD.maxFilesSingle).toBe(1);
    expect(UPLOAD.maxFileSizeBytes).toBe(5242880);
    expect([...UPLOAD.acceptedExtensions].sort()).toEqual(['jpeg', 'jpg', 'png']);
  });

  it('labels the true upload limit, not the legacy 1,5MB', () => {
    expect(UPLOAD_SIZE_LABEL).toBe('iki 5 MB');
    expect(UPLOAD.legacySizeLabel).toBe('1,5MB');
  });

  it('keeps consent for a year and hand-off cookies for a day, in seconds', () => {
    expect(COOKIE_MAX_AGE).toEqual({ consent: 31536000, handOff: 86400 });
    expect(COOKIE_MAX_AGE.consent).toBe(365 * 24 * 60 * 60);
  });

  it('names the consent cookie the marketplace and the wizard share', () => {
    expect(CONSENT_COOKIE).toEqual({ name: 'cookieConsent', accepted: 'accepted', refused: 'refused' });
  });

  it('has the remaining limits', () => {
    expect(MONEY_MAX).toBe(999999);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(LOOKUP_CODE_LENGTH).toBe(4);
    expect(PHONE_PREFIX).toBe('+370');
    expect(YEAR_DROPDOWN_DEFAULT_MIN).toBe(1980);
    expect(INSPECTION_YEARS_AHEAD).toBe(2);
  });

  it('defaults the search sort to the first sort option', () => {
    expect(DEFAULT_SEARCH_SORT).toBe(SEARCH_SORTS[0]);
  });
});
