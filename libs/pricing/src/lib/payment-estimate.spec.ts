import { estimateMonthlyPayment, fromPricePerMonth, lowestPaymentTerm, totalPrice } from './payment-estimate';
import { FROM_PRICE_TERM_MONTHS } from './from-price-term';

/** Terms 12, 13, … 60. */
const TERMS: readonly number[] = Array.from({ length: 49 }, (_, i) => 12 + i);

/**
 * Expected monthly payment for every price-band edge at every term 12..60 (index 0 = 12
 * months). Worked out from spec §9 with exact rational arithmetic by an independent
 * throwaway script (not this library), then pasted. Hand spot checks:
 * - 10000 × 24: rate 27 → total 10000 + 10000 × 27/100/12 × 24 = 15400; buyout 40 % = 4000;
 *   (15400 − 4000) / 24 = 475.
 * - 2000 × 12: rate 40 → total 2800; buyout 30 % = 600; 2200 / 12 = 183.33 → 183.
 * - 2000 × 22: rate 40 → total 3466.67; buyout 38.8 % = 776; 2690.67 / 22 = 122.3 → 122.
 * - 2000 × 23: rate 40 → total 3533.33; buyout 0; 3533.33 / 23 = 153.6 → 154.
 * - 2000 × 60: group A uses its 24-month rate 38 → total 5800; buyout 70 % = 1400;
 *   4400 / 60 = 73.3 → 73.
 * - 50000 × 60: rate 18 → total 95000; buyout 35000; 60000 / 60 = 1000.
 * - 49999 vs 50000 at 17 months (rate 14, buyout 34 %): price × (1 + 14 × 17/1200 − 0.34) / 17
 *   = 2524.46 → 2524 vs 2524.51 → 2525.
 */
// prettier-ignore
const EXPECTED_MONTHLY: ReadonlyArray<readonly [number, readonly number[]]> = [
  [1999, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  [2000, [183, 173, 164, 157, 150, 144, 139, 134, 130, 126, 122, 154, 113, 111, 108, 106, 104, 102, 100, 98, 97, 95, 94, 120, 91, 90, 89, 88, 87, 86, 85, 84, 83, 82, 82, 106, 80, 79, 79, 78, 77, 77, 76, 76, 75, 75, 74, 97, 73]],
  [3999, [367, 346, 329, 314, 300, 289, 278, 269, 260, 253, 245, 307, 227, 221, 216, 212, 208, 204, 200, 197, 194, 191, 188, 241, 182, 180, 178, 175, 173, 172, 170, 168, 166, 165, 163, 212, 160, 159, 157, 156, 155, 154, 153, 152, 151, 150, 149, 194, 147]],
  [4000, [347, 326, 309, 294, 280, 269, 258, 249, 241, 233, 225, 287, 213, 208, 203, 199, 194, 191, 187, 184, 180, 177, 175, 228, 162, 160, 158, 155, 153, 152, 150, 148, 146, 145, 143, 192, 137, 135, 134, 133, 132, 131, 129, 128, 127, 126, 125, 171, 123]],
  [5999, [520, 489, 463, 440, 420, 403, 387, 373, 361, 349, 337, 431, 320, 312, 305, 298, 292, 286, 280, 275, 270, 266, 262, 341, 243, 240, 236, 233, 230, 227, 225, 222, 219, 217, 215, 288, 205, 203, 201, 199, 197, 196, 194, 192, 191, 189, 188, 257, 185]],
  [6000, [500, 469, 443, 420, 401, 383, 367, 353, 341, 329, 317, 411, 310, 302, 295, 288, 282, 276, 270, 265, 261, 256, 252, 331, 248, 245, 241, 238, 235, 232, 230, 227, 224, 222, 220, 293, 215, 213, 211, 209, 207, 206, 204, 203, 201, 200, 198, 267, 195]],
  [7999, [667, 626, 591, 560, 534, 511, 490, 471, 454, 439, 422, 548, 413, 403, 393, 384, 376, 368, 360, 354, 347, 341, 336, 442, 331, 326, 322, 318, 314, 310, 306, 303, 299, 296, 293, 390, 287, 284, 281, 279, 277, 274, 272, 270, 268, 266, 264, 356, 260]],
  [8000, [633, 593, 558, 527, 501, 477, 456, 438, 421, 406, 389, 514, 393, 383, 373, 364, 356, 348, 341, 334, 327, 321, 316, 422, 304, 300, 295, 291, 287, 283, 279, 276, 273, 269, 266, 364, 260, 257, 255, 252, 250, 248, 245, 243, 241, 239, 237, 329, 233]],
  [9999, [792, 741, 697, 659, 626, 597, 570, 547, 526, 507, 486, 643, 492, 478, 466, 455, 444, 435, 426, 417, 409, 402, 395, 527, 381, 375, 369, 364, 359, 354, 349, 345, 341, 337, 333, 454, 325, 322, 318, 315, 312, 310, 307, 304, 302, 299, 297, 411, 292]],
  [10000, [775, 724, 680, 642, 609, 580, 554, 531, 510, 491, 470, 626, 475, 462, 450, 438, 428, 418, 409, 400, 393, 385, 378, 511, 364, 358, 352, 347, 342, 337, 333, 328, 324, 320, 316, 438, 308, 305, 302, 299, 296, 293, 290, 288, 285, 283, 280, 394, 275]],
  [14999, [1162, 1086, 1020, 963, 914, 870, 831, 796, 764, 736, 705, 940, 712, 693, 674, 657, 642, 627, 613, 601, 589, 577, 567, 766, 546, 537, 529, 521, 513, 506, 499, 492, 486, 480, 474, 657, 462, 457, 453, 448, 444, 439, 435, 431, 427, 424, 420, 592, 412]],
  [15000, [1125, 1048, 983, 926, 876, 832, 793, 758, 727, 699, 667, 902, 675, 655, 637, 620, 604, 590, 576, 563, 551, 540, 529, 729, 508, 499, 491, 483, 476, 468, 461, 455, 449, 443, 437, 619, 425, 420, 415, 411, 406, 402, 398, 394, 390, 386, 383, 554, 375]],
  [19999, [1500, 1398, 1310, 1235, 1168, 1110, 1058, 1011, 969, 931, 890, 1203, 900, 874, 849, 827, 806, 786, 768, 751, 735, 720, 706, 971, 678, 666, 655, 644, 634, 624, 615, 606, 598, 590, 583, 825, 567, 560, 554, 547, 542, 536, 530, 525, 520, 515, 510, 739, 500]],
  [20000, [1467, 1365, 1277, 1201, 1135, 1076, 1024, 978, 936, 898, 856, 1170, 850, 824, 799, 777, 756, 736, 718, 701, 685, 670, 656, 921, 644, 633, 621, 611, 601, 591, 582, 573, 565, 557, 549, 792, 533, 527, 520, 514, 508, 503, 497, 492, 487, 482, 477, 706, 467]],
  [29999, [2200, 2047, 1916, 1802, 1702, 1615, 1537, 1467, 1404, 1347, 1285, 1754, 1275, 1235, 1199, 1165, 1134, 1104, 1077, 1051, 1027, 1005, 984, 1382, 967, 949, 932, 916, 901, 887, 873, 860, 847, 835, 824, 1188, 800, 790, 780, 771, 762, 754, 746, 738, 730, 723, 715, 1058, 700]],
  [30000, [2175, 2022, 1891, 1777, 1678, 1590, 1512, 1442, 1379, 1322, 1260, 1729, 1250, 1210, 1174, 1140, 1109, 1079, 1052, 1026, 1003, 980, 959, 1357, 942, 924, 907, 891, 876, 862, 848, 835, 822, 810, 799, 1163, 775, 765, 755, 746, 737, 729, 721, 713, 705, 698, 691, 1033, 675]],
  [39999, [2900, 2696, 2521, 2369, 2237, 2120, 2016, 1922, 1839, 1763, 1679, 2306, 1667, 1614, 1565, 1520, 1478, 1439, 1403, 1369, 1337, 1307, 1278, 1809, 1256, 1232, 1209, 1188, 1168, 1149, 1130, 1113, 1096, 1080, 1065, 1551, 1033, 1020, 1007, 995, 983, 972, 961, 950, 940, 930, 921, 1378, 900]],
  [40000, [2800, 2596, 2421, 2269, 2137, 2020, 1916, 1822, 1739, 1663, 1579, 2206, 1600, 1547, 1498, 1453, 1411, 1372, 1336, 1302, 1270, 1240, 1212, 1743, 1156, 1132, 1109, 1088, 1068, 1049, 1030, 1013, 996, 980, 965, 1451, 933, 920, 907, 895, 883, 872, 861, 850, 840, 830, 821, 1278, 800]],
  [49999, [3500, 3245, 3026, 2837, 2671, 2524, 2394, 2278, 2173, 2079, 1974, 2757, 2000, 1934, 1873, 1817, 1764, 1715, 1670, 1627, 1587, 1550, 1515, 2179, 1444, 1415, 1387, 1360, 1335, 1311, 1288, 1266, 1245, 1226, 1206, 1814, 1167, 1150, 1134, 1119, 1104, 1090, 1076, 1063, 1050, 1038, 1026, 1597, 1000]],
  [50000, [3500, 3245, 3026, 2837, 2671, 2525, 2394, 2278, 2173, 2079, 1974, 2757, 2000, 1934, 1873, 1817, 1764, 1716, 1670, 1627, 1588, 1550, 1515, 2179, 1444, 1415, 1387, 1360, 1335, 1311, 1288, 1266, 1245, 1226, 1207, 1814, 1167, 1150, 1134, 1119, 1104, 1090, 1076, 1063, 1050, 1038, 1026, 1597, 1000]],
  [50001, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
];

describe('estimateMonthlyPayment', () => {
  it('gives 475 for 10000 € over 24 months (spec example)', () => {
    expect(estimateMonthlyPayment(10000, 24)).toBe(475);
  });

  it.each(EXPECTED_MONTHLY)('gives the expected payment for %p € at every term 12..60', (price, expected) => {
    expect(TERMS.map((term) => estimateMonthlyPayment(price, term))).toEqual(expected);
  });

  it('rounds exact halves up where the naive float formula rounds them down', () => {
    // 6306 × 12: rate 30 → total 6306 × 1.3 = 8197.8; buyout 30 % = 1891.8;
    // 6306 / 12 = 525.5 → 526 (naive floats give 525.4999… → 525).
    expect(estimateMonthlyPayment(6306, 12)).toBe(526);
    expect(estimateMonthlyPayment(7986, 12)).toBe(666); // 665.5
    // 30108 × 24: rate 20 → total 30108 × 1.4 = 42151.2; buyout 40 % = 12043.2;
    // 30108 / 24 = 1254.5 → 1255.
    expect(estimateMonthlyPayment(30108, 24)).toBe(1255);
    expect(estimateMonthlyPayment(32748, 24)).toBe(1365); // 1364.5
    // 10440 × 29: rate 27 → total 17252.1; buyout 44 % = 4593.6; 12658.5 / 29 = 436.5 → 437.
    expect(estimateMonthlyPayment(10440, 29)).toBe(437);
    expect(estimateMonthlyPayment(35880, 46)).toBe(956); // 955.5
    expect(estimateMonthlyPayment(43460, 41)).toBe(1140); // 1139.5
    expect(estimateMonthlyPayment(49500, 56)).toBe(1040); // 1039.5, buyout 66.4 %
  });

  it('rounds other exact halves up', () => {
    // 2100 × 12: rate 40 → total 2940; buyout 630; 2310 / 12 = 192.5 → 193.
    expect(estimateMonthlyPayment(2100, 12)).toBe(193);
    expect(estimateMonthlyPayment(2250, 24)).toBe(128); // 127.5
    expect(estimateMonthlyPayment(2250, 60)).toBe(83); // 82.5
  });

  it('is 0 for prices outside 2000..50000', () => {
    expect(estimateMonthlyPayment(1999.99, 24)).toBe(0);
    expect(estimateMonthlyPayment(50000.01, 24)).toBe(0);
    expect(estimateMonthlyPayment(0, 24)).toBe(0);
    expect(estimateMonthlyPayment(-10000, 24)).toBe(0);
    expect(estimateMonthlyPayment(999999, 24)).toBe(0);
  });

  it('is 0 for non-finite input or a term below 12', () => {
    expect(estimateMonthlyPayment(NaN, 24)).toBe(0);
    expect(estimateMonthlyPayment(Infinity, 24)).toBe(0);
    expect(estimateMonthlyPayment(10000, NaN)).toBe(0);
    expect(estimateMonthlyPayment(10000, Infinity)).toBe(0);
    expect(estimateMonthlyPayment(10000, 11)).toBe(0);
    expect(estimateMonthlyPayment(10000, 0)).toBe(0);
    expect(estimateMonthlyPayment(10000, -24)).toBe(0);
  });

  it('accepts a non-integer price', () => {
    // 10000.5 × 24: rate 27, buyout 40 % → 10000.5 × 0.0475 = 475.02 → 475.
    expect(estimateMonthlyPayment(10000.5, 24)).toBe(475);
    // 3999.5 is still group A: 3999.5 × 24 at 38 % → (3999.5 × (1 + 0.76 − 0.4)) / 24 = 226.64 → 227.
    expect(estimateMonthlyPayment(3999.5, 24)).toBe(227);
  });

  it('uses a non-integer term as given for the rate and the division, whole months for the buyout', () => {
    // 10000 × 23.5: rate 23 (largest listed ≤ 23.5 is 12), buyout band 23 → 0;
    // total = 10000 + 10000 × 23 / 1200 × 23.5 = 14504.17; / 23.5 = 617.2 → 617.
    expect(estimateMonthlyPayment(10000, 23.5)).toBe(617);
  });

  it('does not clamp terms above 60', () => {
    // 10000 × 72: rate 27 → total 10000 + 10000 × 27 / 1200 × 72 = 26200; buyout 70 % = 7000;
    // 19200 / 72 = 266.67 → 267.
    expect(estimateMonthlyPayment(10000, 72)).toBe(267);
  });
});

describe('totalPrice', () => {
  it('is price + price × rate/100/12 × term', () => {
    expect(totalPrice(10000, 24)).toBe(15400); // rate 27
    expect(totalPrice(2000, 60)).toBe(5800); // group A, rate 38
    expect(totalPrice(50000, 60)).toBe(95000); // rate 18
    expect(totalPrice(7999, 59)).toBe(20977.3775); // rate 33: 7999 × 3147 / 1200
    expect(totalPrice(10000, 13)).toBeCloseTo(12491.666666667, 8); // rate 23: 10000 + 2491.67
  });

  it('is 0 when there is no rate', () => {
    expect(totalPrice(1999, 24)).toBe(0);
    expect(totalPrice(50001, 24)).toBe(0);
    expect(totalPrice(10000, 11)).toBe(0);
    expect(totalPrice(NaN, 24)).toBe(0);
    expect(totalPrice(10000, Infinity)).toBe(0);
  });
});

describe('fromPricePerMonth', () => {
  it('is the lowest estimate over the slider terms 12, 14, … 60 (hand-checked)', () => {
    // 2000: 60 months gives 73 (see above), the lowest on the slider.
    expect(fromPricePerMonth(2000)).toBe(73);
    // 4000 × 60: rate 31 → total 4000 × 2.55 = 10200; buyout 2800; 7400 / 60 = 123.3 → 123.
    expect(fromPricePerMonth(4000)).toBe(123);
    // 10000 × 60: rate 27 → total 23500; buyout 7000; 16500 / 60 = 275.
    expect(fromPricePerMonth(10000)).toBe(275);
    // 25000 × 60: rate 22 → total 52500; buyout 17500; 35000 / 60 = 583.3 → 583.
    expect(fromPricePerMonth(25000)).toBe(583);
    // 50000 × 60: 1000.
    expect(fromPricePerMonth(50000)).toBe(1000);
  });

  it.each(EXPECTED_MONTHLY)('matches the minimum of the even-term column of the table for %p €', (price, expected) => {
    const evenTerms = expected.filter((_, index) => index % 2 === 0); // 12, 14, … 60
    expect(fromPricePerMonth(price)).toBe(Math.min(...evenTerms));
  });

  it('is 0 outside the price range or for non-finite input', () => {
    expect(fromPricePerMonth(1999)).toBe(0);
    expect(fromPricePerMonth(50001)).toBe(0);
    expect(fromPricePerMonth(-1)).toBe(0);
    expect(fromPricePerMonth(NaN)).toBe(0);
    expect(fromPricePerMonth(Infinity)).toBe(0);
  });
});

describe('lowestPaymentTerm', () => {
  it('names the term of the lowest slider payment (60 months with the spec tables)', () => {
    // 10000 × 60: rate 27 → total 23500; buyout 70 % = 7000; 16500 / 60 = 275.
    expect(lowestPaymentTerm(10000)).toEqual({ termMonths: 60, monthlyPayment: 275 });
    // 2000 × 60: 73 (see the table above).
    expect(lowestPaymentTerm(2000)).toEqual({ termMonths: 60, monthlyPayment: 73 });
  });

  it('is FROM_PRICE_TERM_MONTHS (60) for every whole-euro price from 2000 to 50000', () => {
    const other: number[] = [];
    for (let price = 2000; price <= 50000; price += 1) {
      if (lowestPaymentTerm(price)?.termMonths !== FROM_PRICE_TERM_MONTHS) other.push(price);
    }
    expect(other).toEqual([]);
  });

  it('is null outside the estimate range', () => {
    expect(lowestPaymentTerm(1999)).toBeNull();
    expect(lowestPaymentTerm(Number.NaN)).toBeNull();
  });
});
