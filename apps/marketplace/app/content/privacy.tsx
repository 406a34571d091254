/**
 * Privatumo politika (/privatumo-politika): written for a broker that processes personal codes,
 * income data and, with consent, bank account data through a licensed account information
 * service provider; the cookies listed are exactly those the apps set.
 */
export const PRIVACY_UPDATED = '2026-01-15';

export function PrivacyContent() {
  return (
    <>
      <p>
        Ši privatumo politika paaiškina, kokius jūsų asmens duomenis tvarkome, kai naudojatės svetaine „Ratai“, kodėl ir
        kaip ilgai juos tvarkome, kam juos teikiame ir kokias teises turite. Duomenis tvarkome pagal Bendrąjį duomenų
        apsaugos reglamentą (BDAR, ES 2016/679) ir Lietuvos Respublikos asmens duomenų teisinės apsaugos įstatymą.
      </p>

      <h2>1. Duomenų valdytojas</h2>
      <p>
        Duomenų valdytojas – UAB „Ratai“ (toliau – mes). Privatumo klausimais rašykite{' '}
        <a href="mailto:privatumas@ratai.lt">privatumas@ratai.lt</a>; į šį adresą kreipkitės ir norėdami įgyvendinti savo
        teises.
      </p>

      <h2>2. Kokius duomenis tvarkome</h2>
      <ul>
        <li>
          <strong>Kontaktiniai duomenys:</strong> vardas, pavardė, telefono numeris, el. pašto adresas, miestas, adresas.
        </li>
        <li>
          <strong>Tapatybės duomenys:</strong> asmens kodas, vairuotojo pažymėjimo numeris.
        </li>
        <li>
          <strong>Finansiniai duomenys:</strong> mėnesio pajamos ir išlaidos, pajamų šaltinis, papildomos pajamos; verslo
          paskirties atveju – įmonės pavadinimas ir kodas.
        </li>
        <li>
          <strong>Banko sąskaitos duomenys</strong> (tik jums sutikus): sąskaitų sąrašas, savininko vardas, likučiai ir
          iki 12 mėnesių operacijų istorija.
        </li>
        <li>
          <strong>Laiduotojo duomenys:</strong> vardas ir pavardė, asmens kodas, kontaktai, miestas, adresas – jei
          nurodote laiduotoją. Prieš pateikdami juos, informuokite laiduotoją apie šią politiką.
        </li>
        <li>
          <strong>Paraiškos duomenys:</strong> pasirinktas automobilis, laikotarpis, mėnesio įmoka, sutikimai.
        </li>
        <li>
          <strong>Užklausų duomenys:</strong> norimo automobilio markė, modelis, metai, kainos intervalas, kontaktai.
        </li>
        <li>
          <strong>Nuomotojų paskyrų duomenys:</strong> el. paštas, slaptažodžio maiša (ne pats slaptažodis), įmonės ar
          individualios veiklos duomenys, skelbimai.
        </li>
        <li>
          <strong>Techniniai duomenys:</strong> IP adresas, naršyklės informacija, slapukai (žr. 9 skyrių).
        </li>
      </ul>

      <h2>3. Tikslai ir teisiniai pagrindai</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Tikslas</th>
            <th scope="col">Teisinis pagrindas</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Paraiškos priėmimas, preliminarus finansinių galimybių įvertinimas ir perdavimas Nuomotojui</td>
            <td>Veiksmai jūsų prašymu prieš sudarant sutartį (BDAR 6 str. 1 d. b p.)</td>
          </tr>
          <tr>
            <td>Banko sąskaitos duomenų gavimas ir analizė</td>
            <td>Jūsų sutikimas (BDAR 6 str. 1 d. a p.), kurį duodate savo banke</td>
          </tr>
          <tr>
            <td>Asmens tapatybės nustatymas ir sukčiavimo prevencija</td>
            <td>Teisėtas interesas (BDAR 6 str. 1 d. f p.)</td>
          </tr>
          <tr>
            <td>Atsakymas į automobilio paieškos ar skambučio užklausą</td>
            <td>Veiksmai jūsų prašymu (BDAR 6 str. 1 d. b p.)</td>
          </tr>
          <tr>
            <td>Nuomotojų paskyrų administravimas ir skelbimų peržiūra</td>
            <td>Sutarties vykdymas (BDAR 6 str. 1 d. b p.)</td>
          </tr>
          <tr>
            <td>Tiesioginė rinkodara</td>
            <td>Jūsų sutikimas (BDAR 6 str. 1 d. a p.)</td>
          </tr>
          <tr>
            <td>Svetainės lankomumo analizė ir reklamos efektyvumo matavimas</td>
            <td>Jūsų sutikimas slapukams (paspaudus „Gerai“)</td>
          </tr>
          <tr>
            <td>Apskaita, teisinių reikalavimų vykdymas ir gynimas</td>
            <td>Teisinė prievolė ir teisėtas interesas (BDAR 6 str. 1 d. c ir f p.)</td>
          </tr>
        </tbody>
      </table>

      <h2>4. Asmens kodas</h2>
      <p>
        Asmens kodą tvarkome tik tada, kai tai būtina: jūsų ir laiduotojo tapatybei nustatyti ir finansinėms galimybėms
        įvertinti, kaip leidžia Asmens duomenų teisinės apsaugos įstatymo 8 straipsnis. Asmens kodo niekada nenaudojame
        tiesioginei rinkodarai ir neskelbiame viešai. Duomenų bazėje jis saugomas šifruotas, o mūsų ir Nuomotojų
        sistemose rodomas užmaskuotas (matomas tik pirmas skaitmuo). Paraiškos paieškai užtenka paskutinių keturių
        skaitmenų, o bandymų skaičius ribojamas.
      </p>

      <h2>5. Banko sąskaitos duomenys</h2>
      <p>
        Sąskaitą prijungiate per licencijuotą sąskaitos informacijos paslaugų teikėją „GoCardless“ (Bank Account Data).
        Prisijungiate savo banko aplinkoje ir ten patvirtinate, kokius duomenis leidžiate perduoti; jūsų banko
        prisijungimo duomenų mes negauname ir negalime atlikti jokių mokėjimų. Prieiga galioja ne ilgiau kaip 90 dienų;
        ją galite bet kada atšaukti savo banke arba parašę mums. Banko duomenis naudojame tik jūsų paraiškai įvertinti.
      </p>

      <h2>6. Profiliavimas ir automatizuoti sprendimai</h2>
      <p>
        Pagal paraiškos ir banko duomenis automatiškai apskaičiuojame preliminarų įvertinimą (žalia, geltona ar raudona
        šviesa). Tai yra profiliavimas. Galutinio sprendimo vien automatiškai nepriimame: paraišką peržiūri žmogus, o
        sprendimą sudaryti sutartį priima Nuomotojas. Turite teisę prašyti žmogaus įsikišimo, išreikšti savo nuomonę ir
        ginčyti įvertinimą (BDAR 22 str.).
      </p>

      <h2>7. Kam teikiame duomenis</h2>
      <ul>
        <li>
          <strong>Nuomotojams</strong> – tik tam Nuomotojui, kurio automobiliu domitės (bendrosios paraiškos atveju – jūsų
          kainą atitinkantiems Nuomotojams), ir tik tiek, kiek reikia sutarčiai sudaryti. Nuomotojas yra savarankiškas
          duomenų valdytojas.
        </li>
        <li>
          <strong>Paslaugų teikėjams</strong>, kurie tvarko duomenis mūsų vardu: serverių ir duomenų saugojimo, el. pašto
          siuntimo, banko duomenų (GoCardless), apsaugos nuo automatinių užklausų (Google reCAPTCHA) ir, jums sutikus,
          analitikos bei reklamos (Google) paslaugų teikėjams.
        </li>
        <li>
          <strong>Valstybės institucijoms</strong> – kai to reikalauja teisės aktai.
        </li>
      </ul>
      <p>
        Jei duomenys perduodami už Europos ekonominės erdvės ribų, tai darome tik taikydami BDAR numatytas garantijas
        (Europos Komisijos sprendimą dėl tinkamumo arba standartines sutarčių sąlygas).
      </p>

      <h2>8. Kiek laiko saugome</h2>
      <ul>
        <li>Paraiškos, po kurios sutartis nesudaryta, duomenys – 1 metus nuo pateikimo.</li>
        <li>Banko operacijų duomenys – iki 90 dienų nuo gavimo; įvertinimo rezultatas – kartu su paraiška.</li>
        <li>Užklausos – 1 metus nuo pateikimo.</li>
        <li>Nuomotojo paskyros duomenys – kol paskyra aktyvi, ir 3 metus po jos panaikinimo.</li>
        <li>Apskaitos dokumentai – 10 metų, kaip reikalauja teisės aktai.</li>
        <li>Sutikimas slapukams – 1 metus.</li>
      </ul>
      <p>Pasibaigus terminui duomenys ištrinami arba nuasmeninami.</p>

      <h2>9. Slapukai</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Slapukas</th>
            <th scope="col">Paskirtis</th>
            <th scope="col">Galiojimas</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>cookieConsent</td>
            <td>Įsimena, kad sutikote su slapukais (būtinasis)</td>
            <td>1 metai</td>
          </tr>
          <tr>
            <td>term, approxMonthlyPayment, carId, price, termsAgreed</td>
            <td>Perduoda skaičiuoklės pasirinkimus į paraiškos formą (būtinieji)</td>
            <td>24 valandos</td>
          </tr>
          <tr>
            <td>token</td>
            <td>Nuomotojo prisijungimo sesija (būtinasis)</td>
            <td>Iki sesijos pabaigos</td>
          </tr>
          <tr>
            <td>Analitikos ir reklamos slapukai (Google)</td>
            <td>Lankomumo statistika ir reklamos efektyvumas – tik paspaudus „Gerai“</td>
            <td>Iki 2 metų</td>
          </tr>
        </tbody>
      </table>
      <p>
        Kol nepaspaudžiate „Gerai“, analitikos ir reklamos įrankiai neįkeliami. Sutikimą galite atšaukti ištrynę slapukus
        savo naršyklėje.
      </p>

      <h2>10. Saugumas</h2>
      <p>
        Duomenis perduodame šifruotu ryšiu (HTTPS), asmens kodus saugome šifruotus, prieigą prie duomenų turi tik
        darbuotojai, kuriems jos reikia darbui, o jų veiksmai registruojami. Reguliariai peržiūrime saugumo priemones.
      </p>

      <h2>11. Jūsų teisės</h2>
      <p>Turite teisę:</p>
      <ul>
        <li>susipažinti su savo duomenimis ir gauti jų kopiją;</li>
        <li>reikalauti ištaisyti netikslius duomenis;</li>
        <li>reikalauti ištrinti duomenis („teisė būti pamirštam“);</li>
        <li>apriboti duomenų tvarkymą;</li>
        <li>perkelti duomenis kitam valdytojui;</li>
        <li>nesutikti, kad duomenys būtų tvarkomi teisėto intereso pagrindu;</li>
        <li>bet kada atšaukti sutikimą (tai neturi įtakos iki atšaukimo atliktam tvarkymui).</li>
      </ul>
      <p>
        Į prašymą atsakysime ne vėliau kaip per mėnesį. Jei manote, kad jūsų duomenys tvarkomi neteisėtai, galite pateikti
        skundą Valstybinei duomenų apsaugos inspekcijai (L. Sapiegos g. 17, Vilnius, www.vdai.lrv.lt).
      </p>

      <h2>12. Politikos pakeitimai</h2>
      <p>
        Politiką galime atnaujinti. Naujausia redakcija visada skelbiama šiame puslapyje, o apie esminius pakeitimus
        informuosime el. paštu tuos, kurių duomenis tvarkome.
      </p>
    </>
  );
}
