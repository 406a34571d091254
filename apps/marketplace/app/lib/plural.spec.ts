import { CAR_FORMS, PAYMENT_FORMS, pluralLt } from './plural';

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

it('names the payments of every term the slider offers (12–60 months) in the right form', () => {
  const forms = [12, 20, 22, 24, 30, 32, 40, 50, 60].map((n) => `${n} ${pluralLt(n, PAYMENT_FORMS)}`);
  expect(forms).toEqual(['12 įmokų', '20 įmokų', '22 įmokos', '24 įmokos', '30 įmokų', '32 įmokos', '40 įmokų', '50 įmokų', '60 įmokų']);
});
