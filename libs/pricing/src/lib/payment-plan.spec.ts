import { paymentPlan } from './payment-plan';

/** [month, paid, owned, ownedPercent] */
type Row = readonly [number, number, number, number];

const rows = (plan: ReturnType<typeof paymentPlan>): Row[] =>
  (plan?.schedule ?? []).map(({ month, paid, owned, ownedPercent }) => [month, paid, owned, ownedPercent]);

describe('paymentPlan', () => {
  it('10 000 € over 24 months (the spec example)', () => {
    // Group E, 24 months → 27 %. Total 10000 + 10000 × 27/100/12 × 24 = 15400. Buyout 40 % = 4000.
    // Monthly (15400 − 4000) / 24 = 475. Paid 475 × 24 + 4000 = 15400, 5400 above the price.
    // Paid off per month (10000 − 4000) / 24 = 250, i.e. 2.5 % of the price.
    const plan = paymentPlan(10000, 24);
    expect(plan).toMatchObject({
      price: 10000,
      termMonths: 24,
      ratePercent: 27,
      monthlyPayment: 475,
      buyoutPercent: 40,
      buyout: 4000,
      totalPaid: 15400,
      differenceFromPrice: 5400,
    });
    const schedule = rows(plan);
    expect(schedule).toHaveLength(24);
    expect(schedule[0]).toEqual([1, 475, 250, 2.5]);
    expect(schedule[1]).toEqual([2, 950, 500, 5]);
    expect(schedule[11]).toEqual([12, 5700, 3000, 30]);
    expect(schedule[23]).toEqual([24, 11400, 6000, 60]);
  });

  it('2 000 € over 12 months: every month, with thirds of a euro rounded half up', () => {
    // Group A, 12 months → 40 %. Total 2800. Buyout 30 % = 600. Monthly 2200 / 12 = 183.33 → 183.
    // Paid 183 × 12 + 600 = 2796 (not the unrounded 2800), 796 above the price.
    // Paid off per month 1400 / 12 = 116.666… €; percent 70 / 12 = 5.833… % per month.
    const plan = paymentPlan(2000, 12);
    expect(plan).toMatchObject({
      ratePercent: 40,
      monthlyPayment: 183,
      buyoutPercent: 30,
      buyout: 600,
      totalPaid: 2796,
      differenceFromPrice: 796,
    });
    expect(rows(plan)).toEqual([
      [1, 183, 116.67, 5.8],
      [2, 366, 233.33, 11.7],
      [3, 549, 350, 17.5],
      [4, 732, 466.67, 23.3],
      [5, 915, 583.33, 29.2],
      [6, 1098, 700, 35],
      [7, 1281, 816.67, 40.8],
      [8, 1464, 933.33, 46.7],
      [9, 1647, 1050, 52.5],
      [10, 1830, 1166.67, 58.3],
      [11, 2013, 1283.33, 64.2],
      [12, 2196, 1400, 70],
    ]);
  });

  it('12 345 € over 60 months: a buyout with cents', () => {
    // Group E, 60 months → the 59-month rate, 27 %. Total 12345 × (1 + 27 × 60 / 1200) = 29010.75.
    // Buyout 70 % = 8641.50. Monthly (29010.75 − 8641.50) / 60 = 339.4875 → 339.
    // Paid 339 × 60 + 8641.50 = 28981.50, 16636.50 above the price.
    // Paid off per month 3703.50 / 60 = 61.725 → 61.73 after month 1; 0.5 % per month.
    const plan = paymentPlan(12345, 60);
    expect(plan).toMatchObject({
      ratePercent: 27,
      monthlyPayment: 339,
      buyoutPercent: 70,
      buyout: 8641.5,
      totalPaid: 28981.5,
      differenceFromPrice: 16636.5,
    });
    const schedule = rows(plan);
    expect(schedule).toHaveLength(60);
    expect(schedule[0]).toEqual([1, 339, 61.73, 0.5]);
    expect(schedule[1]).toEqual([2, 678, 123.45, 1]);
    expect(schedule[2]).toEqual([3, 1017, 185.18, 1.5]);
    expect(schedule[29]).toEqual([30, 10170, 1851.75, 15]);
    expect(schedule[59]).toEqual([60, 20340, 3703.5, 30]);
  });

  it('2 000 € over 23 months: no buyout, the car is owned after the last payment', () => {
    // Group A, 23 months → the 12-month rate, 40 %. Total 2000 × (1 + 40 × 23 / 1200) = 3533.33.
    // Buyout 0 (an odd month between bands). Monthly 3533.33 / 23 = 153.62 → 154.
    // Paid 154 × 23 = 3542. Paid off per month 2000 / 23 = 86.956… €, 4.347… %.
    const plan = paymentPlan(2000, 23);
    expect(plan).toMatchObject({
      monthlyPayment: 154,
      buyoutPercent: 0,
      buyout: 0,
      totalPaid: 3542,
      differenceFromPrice: 1542,
    });
    const schedule = rows(plan);
    expect(schedule[0]).toEqual([1, 154, 86.96, 4.3]);
    expect(schedule[1]).toEqual([2, 308, 173.91, 8.7]);
    expect(schedule[22]).toEqual([23, 3542, 2000, 100]);
  });

  it('50 000 € over 36 months: the top of the range', () => {
    // Group I, 36 months → 18 %. Total 50000 × (1 + 18 × 36 / 1200) = 77000. Buyout 50 % = 25000.
    // Monthly 52000 / 36 = 1444.44 → 1444. Paid 1444 × 36 + 25000 = 76984.
    const plan = paymentPlan(50000, 36);
    expect(plan).toMatchObject({ monthlyPayment: 1444, buyout: 25000, totalPaid: 76984, differenceFromPrice: 26984 });
    expect(rows(plan)[35]).toEqual([36, 51984, 25000, 50]);
  });

  it.each([
    [1999, 24],
    [50001, 24],
    [10000, 10],
    [10000, 24.5],
    [Number.NaN, 24],
    [10000, Number.POSITIVE_INFINITY],
  ])('has no plan for %p € over %p months', (price, term) => {
    expect(paymentPlan(price, term)).toBeNull();
  });
});
