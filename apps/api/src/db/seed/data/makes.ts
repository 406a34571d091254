/**
 * Car makes and models common on the Lithuanian used-car market (the makes and model lines one
 * finds in Lithuanian classifieds), as reference data the selects and the search filter need.
 * Names are written as the market writes them; slugs derive from the names (see slugify), except
 * the make slugs given here because they are part of public URLs and must never change.
 * BMW and Mercedes-Benz lines are named the Lithuanian way ('3 serija', 'E klasė').
 */
export interface MakeSeed {
  name: string;
  slug: string;
  models: readonly string[];
}

export const CAR_MAKES: readonly MakeSeed[] = [
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    models: [
      'Golf', 'Golf Plus', 'Golf Sportsvan', 'Passat', 'Passat CC', 'Polo', 'Touran', 'Sharan', 'Tiguan',
      'Touareg', 'Transporter', 'Multivan', 'Caddy', 'Crafter', 'Arteon', 'T-Roc', 'T-Cross', 'Taigo', 'ID.3',
      'ID.4', 'Jetta', 'Bora', 'Up!', 'Amarok', 'Scirocco', 'Eos', 'Beetle',
    ],
  },
  {
    name: 'Toyota',
    slug: 'toyota',
    models: [
      'Corolla', 'Corolla Verso', 'Avensis', 'Auris', 'Prius', 'Prius+', 'Yaris', 'Yaris Cross', 'RAV4', 'C-HR',
      'Land Cruiser', 'Hilux', 'Camry', 'Verso', 'Aygo', 'Proace', 'Highlander', 'bZ4X', 'GT86', 'Supra',
    ],
  },
  {
    name: 'Škoda',
    slug: 'skoda',
    models: ['Octavia', 'Superb', 'Fabia', 'Kodiaq', 'Karoq', 'Kamiq', 'Rapid', 'Yeti', 'Roomster', 'Scala', 'Enyaq', 'Citigo'],
  },
  {
    name: 'Audi',
    slug: 'audi',
    models: [
      'A1', 'A3', 'A4', 'A4 Allroad', 'A5', 'A6', 'A6 Allroad', 'A7', 'A8', 'Q2', 'Q3', 'Q4 e-tron', 'Q5', 'Q7', 'Q8',
      'e-tron', 'TT', 'S4', 'RS6',
    ],
  },
  {
    name: 'BMW',
    slug: 'bmw',
    models: [
      '1 serija', '2 serija', '3 serija', '4 serija', '5 serija', '6 serija', '7 serija', 'X1', 'X2', 'X3', 'X4',
      'X5', 'X6', 'X7', 'i3', 'i4', 'iX', 'Z4', 'M3', 'M5',
    ],
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    models: [
      'A klasė', 'B klasė', 'C klasė', 'E klasė', 'S klasė', 'G klasė', 'V klasė', 'CLA', 'CLS', 'GLA', 'GLB',
      'GLC', 'GLE', 'GLS', 'ML', 'SLK', 'EQC', 'Vito', 'Sprinter', 'Citan',
    ],
  },
  {
    name: 'Opel',
    slug: 'opel',
    models: [
      'Astra', 'Insignia', 'Corsa', 'Zafira', 'Meriva', 'Mokka', 'Vectra', 'Signum', 'Antara', 'Vivaro', 'Movano',
      'Combo', 'Grandland X', 'Crossland X', 'Adam',
    ],
  },
  {
    name: 'Ford',
    slug: 'ford',
    models: [
      'Focus', 'Mondeo', 'Fiesta', 'Fusion', 'Galaxy', 'S-Max', 'C-Max', 'Kuga', 'Puma', 'EcoSport', 'Edge',
      'Explorer', 'Ranger', 'Mustang', 'Mustang Mach-E', 'Transit', 'Transit Custom', 'Transit Connect',
    ],
  },
  {
    name: 'Renault',
    slug: 'renault',
    models: [
      'Megane', 'Clio', 'Scenic', 'Grand Scenic', 'Laguna', 'Espace', 'Talisman', 'Kadjar', 'Captur', 'Koleos',
      'Arkana', 'Austral', 'Zoe', 'Kangoo', 'Trafic', 'Master',
    ],
  },
  {
    name: 'Peugeot',
    slug: 'peugeot',
    models: [
      '206', '207', '208', '307', '308', '407', '508', '607', '807', '2008', '3008', '5008', 'Partner', 'Rifter',
      'Expert', 'Boxer',
    ],
  },
  {
    name: 'Citroën',
    slug: 'citroen',
    models: [
      'C1', 'C3', 'C3 Aircross', 'C4', 'C4 Cactus', 'C4 Picasso', 'C4 Grand Picasso', 'C5', 'C5 Aircross', 'C8',
      'C-Crosser', 'Xsara Picasso', 'Berlingo', 'Jumpy', 'Jumper',
    ],
  },
  {
    name: 'Volvo',
    slug: 'volvo',
    models: ['C30', 'S40', 'S60', 'S80', 'S90', 'V40', 'V50', 'V60', 'V70', 'V90', 'XC40', 'XC60', 'XC70', 'XC90', 'EX30'],
  },
  {
    name: 'Nissan',
    slug: 'nissan',
    models: [
      'Qashqai', 'X-Trail', 'Juke', 'Leaf', 'Ariya', 'Note', 'Micra', 'Primera', 'Almera', 'Navara', 'Pathfinder',
      'Patrol', 'Murano', '370Z', 'NV200',
    ],
  },
  {
    name: 'Honda',
    slug: 'honda',
    models: ['Civic', 'Accord', 'CR-V', 'HR-V', 'ZR-V', 'Jazz', 'FR-V', 'Stream', 'Insight', 'e'],
  },
  {
    name: 'Mazda',
    slug: 'mazda',
    models: ['2', '3', '5', '6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-7', 'MX-5', 'MX-30', 'Premacy'],
  },
  {
    name: 'Kia',
    slug: 'kia',
    models: ['Ceed', 'XCeed', 'Sportage', 'Sorento', 'Rio', 'Picanto', 'Niro', 'Stonic', 'Optima', 'Carens', 'Venga', 'Soul', 'Stinger', 'EV6'],
  },
  {
    name: 'Hyundai',
    slug: 'hyundai',
    models: ['i10', 'i20', 'i30', 'i40', 'ix20', 'ix35', 'Tucson', 'Santa Fe', 'Kona', 'Bayon', 'Ioniq', 'Ioniq 5', 'Elantra', 'Getz', 'Sonata'],
  },
  {
    name: 'Subaru',
    slug: 'subaru',
    models: ['Forester', 'Outback', 'Impreza', 'XV', 'Legacy', 'Levorg', 'BRZ', 'Tribeca', 'Solterra'],
  },
  {
    name: 'Mitsubishi',
    slug: 'mitsubishi',
    models: ['Outlander', 'ASX', 'Eclipse Cross', 'Lancer', 'Pajero', 'L200', 'Colt', 'Space Star', 'Galant', 'Grandis'],
  },
  {
    name: 'Seat',
    slug: 'seat',
    models: ['Leon', 'Ibiza', 'Alhambra', 'Ateca', 'Arona', 'Tarraco', 'Altea', 'Toledo', 'Exeo', 'Mii'],
  },
  {
    name: 'Cupra',
    slug: 'cupra',
    models: ['Formentor', 'Born', 'Leon', 'Ateca'],
  },
  {
    name: 'Fiat',
    slug: 'fiat',
    models: ['500', '500X', '500L', 'Punto', 'Panda', 'Tipo', 'Bravo', 'Stilo', 'Doblo', 'Qubo', 'Ducato', 'Scudo', 'Freemont', 'Multipla'],
  },
  {
    name: 'Dacia',
    slug: 'dacia',
    models: ['Duster', 'Logan', 'Sandero', 'Lodgy', 'Dokker', 'Jogger', 'Spring'],
  },
  {
    name: 'Lexus',
    slug: 'lexus',
    models: ['CT', 'IS', 'ES', 'GS', 'LS', 'UX', 'NX', 'RX', 'LBX'],
  },
  {
    name: 'Tesla',
    slug: 'tesla',
    models: ['Model S', 'Model 3', 'Model X', 'Model Y'],
  },
  {
    name: 'Jeep',
    slug: 'jeep',
    models: ['Grand Cherokee', 'Cherokee', 'Compass', 'Renegade', 'Wrangler', 'Patriot', 'Commander', 'Avenger'],
  },
  {
    name: 'Land Rover',
    slug: 'land-rover',
    models: [
      'Range Rover', 'Range Rover Sport', 'Range Rover Evoque', 'Range Rover Velar', 'Discovery', 'Discovery Sport',
      'Defender', 'Freelander',
    ],
  },
  {
    name: 'Chevrolet',
    slug: 'chevrolet',
    models: ['Captiva', 'Cruze', 'Aveo', 'Spark', 'Lacetti', 'Orlando', 'Volt', 'Bolt', 'Camaro', 'Trax', 'Tahoe', 'Malibu'],
  },
  {
    name: 'Suzuki',
    slug: 'suzuki',
    models: ['Swift', 'Vitara', 'Grand Vitara', 'SX4', 'S-Cross', 'Jimny', 'Ignis', 'Baleno', 'Splash', 'Swace'],
  },
  {
    name: 'Porsche',
    slug: 'porsche',
    models: ['911', 'Boxster', 'Cayman', 'Cayenne', 'Macan', 'Panamera', 'Taycan'],
  },
  {
    name: 'Mini',
    slug: 'mini',
    models: ['Cooper', 'One', 'Cooper SE', 'Cabrio', 'Clubman', 'Countryman', 'Paceman'],
  },
  {
    name: 'Alfa Romeo',
    slug: 'alfa-romeo',
    models: ['147', '156', '159', 'GT', 'Brera', 'MiTo', 'Giulietta', 'Giulia', 'Stelvio', 'Tonale'],
  },
  {
    name: 'Jaguar',
    slug: 'jaguar',
    models: ['X-Type', 'S-Type', 'XE', 'XF', 'XJ', 'F-Type', 'E-Pace', 'F-Pace', 'I-Pace'],
  },
  {
    name: 'Chrysler',
    slug: 'chrysler',
    models: ['Voyager', 'Grand Voyager', '300C', 'PT Cruiser', 'Pacifica', 'Sebring'],
  },
  {
    name: 'Dodge',
    slug: 'dodge',
    models: ['RAM', 'Journey', 'Caliber', 'Charger', 'Challenger', 'Durango', 'Nitro'],
  },
  {
    name: 'Infiniti',
    slug: 'infiniti',
    models: ['Q30', 'Q50', 'QX50', 'QX70', 'FX', 'EX', 'G37'],
  },
  {
    name: 'DS',
    slug: 'ds',
    models: ['DS 3', 'DS 4', 'DS 5', 'DS 7'],
  },
  {
    name: 'Saab',
    slug: 'saab',
    models: ['9-3', '9-5'],
  },
  {
    name: 'Smart',
    slug: 'smart',
    models: ['Fortwo', 'Forfour'],
  },
  {
    name: 'MG',
    slug: 'mg',
    models: ['ZS', 'HS', 'MG4', 'MG5', 'Marvel R'],
  },
  {
    name: 'BYD',
    slug: 'byd',
    models: ['Atto 3', 'Dolphin', 'Seal', 'Han', 'Tang'],
  },
  {
    name: 'Polestar',
    slug: 'polestar',
    models: ['2', '3'],
  },
  {
    name: 'Iveco',
    slug: 'iveco',
    models: ['Daily'],
  },
];
