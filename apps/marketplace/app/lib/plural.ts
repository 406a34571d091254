/**
 * Lithuanian plural forms: 1, 21, 31… take the first form ("automobilis"); 2–9, 22–29… the
 * second ("automobiliai"); 10–20, 30, 40… and 11–19 the third ("automobilių").
 */
export function pluralLt(n: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 9 && (mod100 < 11 || mod100 > 19)) return few;
  return many;
}

export const CAR_FORMS = ['automobilis', 'automobiliai', 'automobilių'] as const;

/** "1 įmoka", "24 įmokos", "60 įmokų". */
export const PAYMENT_FORMS = ['įmoka', 'įmokos', 'įmokų'] as const;
