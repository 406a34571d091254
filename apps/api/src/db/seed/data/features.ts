/**
 * Feature categories and their features, in Lithuanian, in the order the upload form shows them
 * (spec §2.11 groups features by category). The names are what owners tick and buyers read on
 * the car page, so they follow the wording of Lithuanian classifieds.
 */
export interface FeatureCategorySeed {
  name: string;
  features: readonly string[];
}

export const FEATURE_CATEGORIES: readonly FeatureCategorySeed[] = [
  {
    name: 'Saugumas',
    features: [
      'ABS',
      'ESP stabilumo sistema',
      'Šoninės oro pagalvės',
      'Užuolaidinės oro pagalvės',
      'Isofix tvirtinimai',
      'Aklosios zonos stebėjimas',
      'Eismo juostos palaikymo sistema',
      'Automatinis stabdymas',
      'Kelio ženklų atpažinimas',
      'Padangų slėgio kontrolė',
      'Signalizacija',
      'Imobilaizeris',
    ],
  },
  {
    name: 'Komfortas',
    features: [
      'Šildomos sėdynės',
      'Vėdinamos sėdynės',
      'Elektra reguliuojamos sėdynės',
      'Šildomas vairas',
      'Odinis salonas',
      'Pastovaus greičio palaikymo sistema',
      'Adaptyvi greičio palaikymo sistema',
      'Beraktė sistema',
      'Elektra valdomas bagažinės dangtis',
      'Autonominis šildytuvas',
      'Šildomas priekinis stiklas',
      'Lietaus jutiklis',
    ],
  },
  {
    name: 'Multimedija',
    features: [
      'Navigacija',
      'Apple CarPlay',
      'Android Auto',
      'Bluetooth',
      'USB jungtis',
      'Belaidis telefono įkrovimas',
      'Skaitmeninis prietaisų skydelis',
      'Aukštos kokybės garso sistema',
      'Projekcinis ekranas (HUD)',
    ],
  },
  {
    name: 'Parkavimas',
    features: [
      'Galinio vaizdo kamera',
      '360° kamerų sistema',
      'Priekiniai parkavimo jutikliai',
      'Galiniai parkavimo jutikliai',
      'Automatinis parkavimas',
    ],
  },
  {
    name: 'Eksterjeras',
    features: [
      'LED žibintai',
      'Ksenoniniai žibintai',
      'Rūko žibintai',
      'Lengvojo lydinio ratlankiai',
      'Panoraminis stogas',
      'Liukas',
      'Stogo bagažinės skersiniai',
      'Tamsinti stiklai',
      'Elektra valdomi veidrodėliai',
    ],
  },
  {
    name: 'Kita',
    features: [
      'Kablys',
      'Žieminių padangų komplektas',
      'Serviso knygelė',
      'Vienas savininkas',
      'Nerūkyta',
      'Taksometras',
      'Dujų įranga (LPG)',
      'Ilgalaikė garantija',
    ],
  },
];
