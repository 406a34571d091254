import * as pricing from './index';

describe('@ratai/pricing public API', () => {
  it('exports the functions other code imports', () => {
    const functions = [
      'estimateMonthlyPayment',
      'interestRatePercent',
      'totalPrice',
      'buyoutPercent',
      'buyoutAmount',
      'fromPricePerMonth',
      'commissionPercent',
      'commissionAmount',
      'marginPercent',
      'rateGroupOf',
      'isEstimatePrice',
      'paymentPlan',
      'lowestPaymentTerm',
    ];
    for (const name of functions) {
      expect(typeof (pricing as Record<string, unknown>)[name]).toBe('function');
    }
    expect(pricing.estimateMonthlyPayment(10000, 24)).toBe(475);
  });

  it('exports the tables', () => {
    expect(pricing.INTEREST_RATE_GROUPS).toHaveLength(9);
    expect(pricing.COMMISSION_TABLE).toHaveLength(6);
    expect(pricing.MARGIN_TABLE).toHaveLength(12);
    expect(pricing.MARGIN_TERMS).toEqual([12, 24, 36, 48, 60]);
  });

  it('keeps the internal helpers private', () => {
    expect(Object.keys(pricing).sort()).toEqual(
      [
        'COMMISSION_TABLE',
        'FROM_PRICE_TERM_MONTHS',
        'INTEREST_RATE_GROUPS',
        'MARGIN_TABLE',
        'MARGIN_TERMS',
        'buyoutAmount',
        'buyoutPercent',
        'commissionAmount',
        'commissionPercent',
        'estimateMonthlyPayment',
        'fromPricePerMonth',
        'interestRatePercent',
        'isEstimatePrice',
        'lowestPaymentTerm',
        'marginAmountPerYear',
        'marginPercent',
        'paymentPlan',
        'rateGroupOf',
        'totalPrice',
      ].sort(),
    );
  });
});
