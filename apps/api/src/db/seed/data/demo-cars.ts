import type { BodyType, FuelType, Gearbox, ReviewStatus } from '@ratai/domain';

/**
 * The demo listings: real model lines with engines, years and prices as they appear on the
 * Lithuanian used-car market, chosen so that every fuel type and every body type shows up and the
 * prices cover the calculator's 2 000–50 000 € range. Odometer, colour, features, VIN and the
 * rest are drawn from a seeded generator in demo.ts.
 */
export interface DemoCarSeed {
  make: string;
  /** Model name as in data/makes.ts. */
  model: string;
  bodyType: BodyType;
  fuelType: FuelType;
  gearbox: Gearbox;
  /** cm³; 0 for electric cars. */
  engineDisplacement: number;
  /** kW. */
  enginePower: number;
  year: number;
  price: number;
  isForTaxi?: boolean;
  /** Approved unless said otherwise: a few wait in, or were turned away from, the moderation queue. */
  status?: ReviewStatus;
  rejectionReason?: string;
  /** Which demo owner lists it; the company owns most of the fleet. */
  owner?: 'company' | 'personal';
  /** One approved car is hidden by its owner, to show that hidden cars leave the search. */
  hidden?: boolean;
}

type Row = [
  make: string,
  model: string,
  bodyType: BodyType,
  fuelType: FuelType,
  gearbox: Gearbox,
  engineDisplacement: number,
  enginePower: number,
  year: number,
  price: number,
  flags?: { taxi?: boolean; owner?: 'company' | 'personal'; status?: ReviewStatus; rejectionReason?: string; hidden?: boolean },
];

const ROWS: Row[] = [
  ['toyota', 'Prius', 'hatchback', 'hybrid', 'automatic', 1798, 73, 2012, 6900, { taxi: true }],
  ['toyota', 'Prius', 'hatchback', 'hybridGas', 'automatic', 1798, 73, 2011, 5900, { taxi: true, owner: 'personal' }],
  ['toyota', 'Corolla', 'sedan', 'hybrid', 'automatic', 1798, 90, 2020, 15900, { taxi: true }],
  ['toyota', 'Corolla', 'stationWagon', 'hybrid', 'automatic', 1987, 135, 2021, 19900, { taxi: true }],
  ['toyota', 'Auris', 'stationWagon', 'hybridGas', 'automatic', 1798, 73, 2015, 8400, { taxi: true }],
  ['toyota', 'RAV4', 'suv', 'hybrid', 'automatic', 2487, 160, 2019, 27900],
  ['toyota', 'C-HR', 'crossover', 'hybrid', 'automatic', 1798, 90, 2018, 17500, { owner: 'personal' }],
  ['toyota', 'Hilux', 'pickup', 'diesel', 'manual', 2393, 110, 2017, 24900],
  ['volkswagen', 'Passat', 'stationWagon', 'diesel', 'automatic', 1968, 110, 2016, 11900],
  ['volkswagen', 'Passat', 'stationWagon', 'plugIn', 'automatic', 1395, 160, 2017, 16900],
  ['volkswagen', 'Golf', 'hatchback', 'petrol', 'manual', 1395, 92, 2014, 7900, { owner: 'personal' }],
  ['volkswagen', 'Golf', 'hatchback', 'petrol', 'manual', 1595, 75, 2003, 2000, { owner: 'personal' }],
  ['volkswagen', 'Touran', 'minivan', 'diesel', 'automatic', 1968, 110, 2016, 12400],
  ['volkswagen', 'Transporter', 'van', 'diesel', 'manual', 1968, 103, 2015, 14900],
  ['volkswagen', 'ID.4', 'suv', 'electric', 'automatic', 0, 150, 2021, 26900],
  ['skoda', 'Octavia', 'stationWagon', 'diesel', 'automatic', 1968, 110, 2017, 10900, { taxi: true }],
  ['skoda', 'Octavia', 'sedan', 'petrolGas', 'manual', 1395, 110, 2016, 8900, { taxi: true, owner: 'personal' }],
  ['skoda', 'Superb', 'sedan', 'diesel', 'automatic', 1968, 140, 2019, 17900, { taxi: true }],
  ['skoda', 'Fabia', 'hatchback', 'petrol', 'manual', 1198, 51, 2009, 2400, { owner: 'personal' }],
  ['skoda', 'Kodiaq', 'suv', 'diesel', 'automatic', 1968, 140, 2020, 26500],
  ['skoda', 'Enyaq', 'suv', 'electric', 'automatic', 0, 150, 2022, 33900],
  ['audi', 'A4', 'stationWagon', 'diesel', 'automatic', 1968, 140, 2016, 13900],
  ['audi', 'Q5', 'suv', 'diesel', 'automatic', 1968, 140, 2018, 25900],
  ['audi', 'A5', 'coupe', 'petrol', 'automatic', 1984, 185, 2017, 22900],
  ['bmw', '3 serija', 'sedan', 'diesel', 'automatic', 1995, 140, 2015, 12500, { owner: 'personal' }],
  ['bmw', '5 serija', 'sedan', 'diesel', 'automatic', 2497, 120, 2005, 2900, { owner: 'personal' }],
  ['bmw', 'X5', 'suv', 'diesel', 'automatic', 2993, 195, 2019, 44900],
  ['bmw', 'Z4', 'convertible', 'petrol', 'automatic', 1997, 135, 2012, 13900],
  ['bmw', '3 serija', 'sedan', 'plugIn', 'automatic', 1998, 215, 2020, 26900],
  ['mercedes-benz', 'E klasė', 'sedan', 'diesel', 'automatic', 1950, 143, 2018, 25900, { taxi: true }],
  ['mercedes-benz', 'E klasė', 'sedan', 'hybridDiesel', 'automatic', 2143, 150, 2015, 16900],
  ['mercedes-benz', 'Vito', 'van', 'diesel', 'manual', 2143, 100, 2016, 15500],
  ['mercedes-benz', 'GLC', 'suv', 'diesel', 'automatic', 2143, 125, 2019, 31900],
  ['ford', 'Focus', 'hatchback', 'petrol', 'manual', 999, 92, 2016, 7400],
  ['ford', 'Ranger', 'pickup', 'diesel', 'automatic', 1996, 157, 2020, 29900],
  ['ford', 'Mustang', 'sportCar', 'petrol', 'automatic', 4951, 331, 2016, 32900],
  ['ford', 'Transit Custom', 'van', 'diesel', 'manual', 1995, 96, 2018, 16400],
  ['opel', 'Astra', 'stationWagon', 'petrolGas', 'manual', 1364, 103, 2012, 4600, { taxi: true, owner: 'personal' }],
  ['opel', 'Zafira', 'minivan', 'diesel', 'manual', 1956, 96, 2011, 3900, { owner: 'personal' }],
  ['renault', 'Zoe', 'hatchback', 'electric', 'automatic', 0, 68, 2019, 11900],
  ['peugeot', '508', 'stationWagon', 'hybridDiesel', 'automatic', 1997, 147, 2013, 8900],
  ['peugeot', '3008', 'crossover', 'hybridDiesel', 'automatic', 1997, 147, 2013, 8400, { owner: 'personal' }],
  ['volvo', 'V60', 'stationWagon', 'hybridDiesel', 'automatic', 2400, 161, 2014, 13400],
  ['volvo', 'XC60', 'suv', 'plugIn', 'automatic', 1969, 288, 2019, 34900],
  ['nissan', 'Leaf', 'hatchback', 'electric', 'automatic', 0, 80, 2015, 6400, { owner: 'personal' }],
  ['nissan', 'Navara', 'pickup', 'diesel', 'manual', 2488, 140, 2014, 12900],
  ['mazda', 'MX-5', 'convertible', 'petrol', 'manual', 1998, 118, 2016, 16900, { owner: 'personal' }],
  ['mazda', 'CX-5', 'suv', 'diesel', 'automatic', 2191, 129, 2017, 16900],
  ['kia', 'Niro', 'crossover', 'hybrid', 'automatic', 1580, 104, 2019, 17400, { taxi: true }],
  ['hyundai', 'Ioniq', 'hatchback', 'hybrid', 'automatic', 1580, 104, 2018, 13900, { taxi: true }],
  ['hyundai', 'Kona', 'crossover', 'electric', 'automatic', 0, 150, 2020, 21500],
  ['tesla', 'Model 3', 'sedan', 'electric', 'automatic', 0, 239, 2021, 29900, { taxi: true }],
  ['tesla', 'Model Y', 'suv', 'electric', 'automatic', 0, 220, 2022, 38900],
  ['porsche', 'Macan', 'suv', 'petrol', 'automatic', 1984, 185, 2018, 46900],
  ['porsche', '911', 'sportCar', 'petrol', 'automatic', 3436, 257, 2010, 49500],
  ['mitsubishi', 'Outlander', 'suv', 'plugIn', 'automatic', 1998, 89, 2016, 14900, { taxi: true }],
  ['subaru', 'BRZ', 'coupe', 'petrol', 'manual', 1998, 147, 2014, 14500, { owner: 'personal' }],
  ['dacia', 'Logan', 'stationWagon', 'petrolGas', 'manual', 898, 66, 2016, 4700, { taxi: true }],
  ['fiat', '500', 'convertible', 'petrol', 'manual', 1242, 51, 2011, 4200, { owner: 'personal' }],
  ['lexus', 'RX', 'suv', 'hybrid', 'automatic', 3456, 193, 2017, 33900],
  ['lexus', 'CT', 'hatchback', 'hybrid', 'automatic', 1798, 73, 2012, 8900, { taxi: true }],
  ['land-rover', 'Range Rover Evoque', 'crossover', 'diesel', 'automatic', 1999, 132, 2017, 24900],
  ['mini', 'Cooper', 'hatchback', 'petrol', 'manual', 1598, 90, 2008, 3400, { owner: 'personal', hidden: true }],
  // The moderation queue: two waiting for review, one turned away.
  ['toyota', 'Yaris', 'hatchback', 'hybrid', 'automatic', 1490, 85, 2021, 16400, { status: 'pending', taxi: true }],
  ['skoda', 'Superb', 'stationWagon', 'plugIn', 'automatic', 1395, 160, 2021, 27400, { status: 'pending', owner: 'personal' }],
  [
    'bmw',
    'X3',
    'suv',
    'diesel',
    'automatic',
    1995,
    140,
    2012,
    9900,
    {
      status: 'rejected',
      owner: 'personal',
      rejectionReason: 'Nuotraukos neatitinka aprašymo: įkelkite šio automobilio nuotraukas ir nurodykite tikrą ridą.',
    },
  ],
];

export const DEMO_CARS: readonly DemoCarSeed[] = ROWS.map(
  ([make, model, bodyType, fuelType, gearbox, engineDisplacement, enginePower, year, price, flags = {}]) => ({
    make,
    model,
    bodyType,
    fuelType,
    gearbox,
    engineDisplacement,
    enginePower,
    year,
    price,
    isForTaxi: flags.taxi ?? false,
    status: flags.status ?? 'approved',
    rejectionReason: flags.rejectionReason,
    owner: flags.owner ?? 'company',
    hidden: flags.hidden ?? false,
  }),
);

/** Body colours of the demo pictures: the colours Lithuanian roads are full of, plus a few bright ones. */
export const CAR_COLORS = [
  '#1f2937', '#e5e7eb', '#9ca3af', '#111827', '#1d4ed8', '#b91c1c', '#f8fafc', '#14532d', '#7c2d12', '#0e7490', '#ca8a04', '#6d28d9',
] as const;

/** Where the demo cars can be seen. */
export const CITIES = ['Vilniuje', 'Kaune', 'Klaipėdoje', 'Šiauliuose', 'Panevėžyje', 'Alytuje'] as const;
