import { CAR_FORMS, pluralLt } from './plural';

it('chooses the Lithuanian plural form', () => {
  const forms = [1, 2, 9, 10, 11, 15, 20, 21, 22, 62, 111, 121].map((n) => `${n} ${pluralLt(n, CAR_FORMS)}`);
  expect(forms).toEqual([
    '1 automobilis',
    '2 automobiliai',
    '9 automobiliai',
    '10 automobilių',
    '11 automobilių',
    '15 automobilių',
    '20 automobilių',
    '21 automobilis',
    '22 automobiliai',
    '62 automobiliai',
    '111 automobilių',
    '121 automobilis',
  ]);
});
