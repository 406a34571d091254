import type { FaqItem } from '@ratai/ui';

/** Questions visitors ask before applying (home page FAQ, spec §2.21: one answer open at a time). */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'kas-yra-nuoma-su-isipirkimu',
    question: 'Kas yra automobilio nuoma su išpirkimu?',
    answer: (
      <p>
        Tai automobilio nuoma, kai kas mėnesį mokate sutartą įmoką, o sutarties pabaigoje automobilis gali tapti jūsų.
        Dalis kiekvienos įmokos skiriama automobilio vertei, todėl nereikia iš karto sumokėti visos kainos.
      </p>
    ),
  },
  {
    id: 'kaip-apskaiciuojama-imoka',
    question: 'Kaip apskaičiuojama mėnesio įmoka?',
    answer: (
      <p>
        Įmoka priklauso nuo automobilio kainos ir pasirinkto laikotarpio (nuo 12 iki 60 mėnesių). Skaičiuoklė rodo
        preliminarią įmoką; galutinę sužinosite įvertinus jūsų paraišką.
      </p>
    ),
  },
  {
    id: 'kokie-dokumentai',
    question: 'Ko reikia paraiškai pateikti?',
    answer: (
      <p>
        Asmens kodo, vairuotojo pažymėjimo, kontaktų ir informacijos apie pajamas bei išlaidas. Pateikę paraišką, galėsite
        saugiai prijungti savo banko sąskaitą – taip greičiau įvertinsime jūsų finansus.
      </p>
    ),
  },
  {
    id: 'kiek-laiko-trunka',
    question: 'Per kiek laiko sužinosiu atsakymą?',
    answer: (
      <p>
        Preliminarų įvertinimą dažniausiai pateikiame tą pačią darbo dieną. Tada su jumis susisiekia automobilio
        savininkas ir suderinate apžiūros laiką.
      </p>
    ),
  },
  {
    id: 'pavezejams',
    question: 'Ar galiu automobilį naudoti pavėžėjimo paslaugoms?',
    answer: (
      <p>
        Taip, jei automobilis pažymėtas „Tinka pavėžėjams“. Tokius automobilius savininkai leidžia naudoti „Bolt“, „Uber“
        ir panašiose platformose. Paieškoje pažymėkite filtrą „Tinka pavėžėjams“.
      </p>
    ),
  },
  {
    id: 'isankstinis-isigijimas',
    question: 'Ar galiu automobilį išpirkti anksčiau?',
    answer: (
      <p>
        Dažniausiai taip. Išankstinio išpirkimo sąlygas nurodo automobilio savininkas sutartyje; jas aptarsite prieš
        pasirašydami.
      </p>
    ),
  },
];
