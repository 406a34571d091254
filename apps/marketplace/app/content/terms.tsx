/**
 * Taisyklės (/taisykles): the terms of use of the marketplace, written for a broker that does not
 * own the cars, estimates payments, checks applicants' finances and passes applications to lessors.
 */
export const TERMS_UPDATED = '2026-01-15';

export function TermsContent() {
  return (
    <>
      <h2>1. Bendrosios nuostatos</h2>
      <p>
        Šios taisyklės nustato svetainės „Ratai“ (toliau – Svetainė) naudojimo sąlygas. Svetainę valdo UAB „Ratai“
        (toliau – Ratai, mes). Naudodamiesi Svetaine, skaičiuoklėmis, pateikdami paraišką ar užklausą, patvirtinate, kad
        perskaitėte šias taisykles ir su jomis sutinkate. Jei nesutinkate, Svetaine nesinaudokite.
      </p>
      <p>
        Asmens duomenų tvarkymą išsamiai aprašo <a href="/privatumo-politika">privatumo politika</a>, kuri yra
        neatskiriama šių taisyklių dalis.
      </p>

      <h2>2. Sąvokos</h2>
      <ul>
        <li>
          <strong>Lankytojas</strong> – bet kuris asmuo, besinaudojantis Svetaine.
        </li>
        <li>
          <strong>Nuomininkas</strong> – fizinis ar juridinis asmuo, pateikiantis paraišką išsinuomoti automobilį su
          išpirkimu.
        </li>
        <li>
          <strong>Nuomotojas</strong> – įmonė ar fizinis asmuo, Svetainėje skelbiantis savo automobilius nuomai su
          išpirkimu.
        </li>
        <li>
          <strong>Nuoma su išpirkimu</strong> – automobilio nuoma, kai Nuomininkas moka periodines įmokas ir sutarties
          pabaigoje gali įsigyti automobilį nuosavybėn sutartyje nustatytomis sąlygomis.
        </li>
        <li>
          <strong>Paraiška</strong> – Nuomininko Svetainėje pateikti duomenys, kuriais jis prašo įvertinti galimybę
          išsinuomoti automobilį su išpirkimu.
        </li>
      </ul>

      <h2>3. Ratai vaidmuo</h2>
      <p>
        Ratai yra tarpininkas. Mes nesame Svetainėje skelbiamų automobilių savininkai ir nesame nuomos sutarties šalis.
        Nuomos su išpirkimu sutartį sudaro Nuomininkas ir Nuomotojas tiesiogiai; jos sąlygas (įmokas, išpirkimo
        sąlygas, draudimą, techninę priežiūrą) nustato Nuomotojas.
      </p>
      <p>
        Mūsų paslauga – padėti rasti automobilį, preliminariai įvertinti Nuomininko finansines galimybes ir, Nuomininkui
        sutikus, perduoti paraišką Nuomotojui. Ratai nėra kredito įstaiga ir neteikia vartojimo kredito.
      </p>

      <h2>4. Skelbimai</h2>
      <p>
        Skelbimus pateikia Nuomotojai. Prieš paskelbdami skelbimą peržiūrime, tačiau už automobilio būklę, duomenų
        tikslumą ir teisę automobilį išnuomoti atsako Nuomotojas. Prieš pasirašydami sutartį, automobilį apžiūrėkite ir
        patikrinkite jo dokumentus; rekomenduojame atlikti nepriklausomą techninę patikrą.
      </p>
      <p>
        Žyma „Tinka pavėžėjams“ reiškia, kad Nuomotojas leidžia automobilį naudoti keleivių pavėžėjimo paslaugoms.
        Ar automobilis atitinka konkrečios platformos ir teisės aktų reikalavimus, Nuomininkas turi įsitikinti pats.
      </p>

      <h2>5. Skaičiuoklės ir mėnesio įmokos</h2>
      <p>
        Skaičiuoklių ir skelbimų rodomos mėnesio įmokos („nuo … € / mėn.“) yra preliminarios ir informacinio pobūdžio.
        Jos nėra pasiūlymas sudaryti sutartį. Galutinė įmoka, laikotarpis ir išpirkimo suma nurodomi Nuomotojo
        pasiūlyme ir sutartyje, įvertinus paraišką.
      </p>

      <h2>6. Paraiškos pateikimas ir vertinimas</h2>
      <ol>
        <li>Paraiškoje turite pateikti teisingus, išsamius ir savo duomenis. Už neteisingus duomenis atsakote jūs.</li>
        <li>
          Pateikę paraišką, galite prijungti savo banko sąskaitą per licencijuotą sąskaitos informacijos paslaugų
          teikėją. Tai darote savo valia; mes gauname tik skaitymo prieigą prie sąskaitos duomenų ir niekada negauname
          jūsų banko prisijungimo duomenų.
        </li>
        <li>
          Pagal pateiktus ir banko duomenis parengiame preliminarų įvertinimą (žalia, geltona ar raudona šviesa). Tai nėra
          galutinis sprendimas: sprendimą sudaryti sutartį priima Nuomotojas, o jūs turite teisę prašyti, kad vertinimą
          peržiūrėtų žmogus.
        </li>
        <li>
          Paraiška ir jos įvertinimas perduodami tik tam Nuomotojui, kurio automobiliu domitės, arba, bendrosios paraiškos
          atveju, Nuomotojams, galintiems pasiūlyti jūsų nurodytą kainą atitinkantį automobilį.
        </li>
        <li>Pateikta paraiška neįpareigoja jūsų sudaryti sutarties.</li>
      </ol>

      <h2>7. Užklausos</h2>
      <p>
        Pateikę automobilio paieškos ar skambučio užklausą, sutinkate, kad su jumis susisiektume nurodytu telefonu ar el.
        paštu dėl šios užklausos. Siekdami apsaugoti formas nuo automatinių užklausų, galime naudoti apsaugos priemones
        (pvz., „reCAPTCHA“).
      </p>

      <h2>8. Lankytojo įsipareigojimai</h2>
      <ul>
        <li>nenaudoti Svetainės neteisėtiems tikslams ir nepažeisti trečiųjų asmenų teisių;</li>
        <li>nepateikti kitų asmenų duomenų be jų sutikimo (laiduotojo duomenis pateikite tik jam sutikus);</li>
        <li>nebandyti trikdyti Svetainės veikimo, apeiti jos apsaugos ar masiškai kopijuoti jos turinio.</li>
      </ul>

      <h2>9. Atsakomybė</h2>
      <p>
        Stengiamės, kad Svetainė veiktų be sutrikimų, o informacija būtų tiksli, tačiau negarantuojame, kad Svetainė
        veiks nepertraukiamai. Neatsakome už Nuomotojų pateiktos informacijos tikslumą, už Nuomininko ir Nuomotojo
        tarpusavio sutarties vykdymą, taip pat už nuostolius, kilusius dėl to, kad Lankytojas pateikė neteisingus
        duomenis. Šios nuostatos neriboja vartotojo teisių, kurių pagal teisės aktus apriboti negalima.
      </p>

      <h2>10. Intelektinė nuosavybė</h2>
      <p>
        Svetainės dizainas, tekstai, skaičiuoklės ir programinė įranga priklauso Ratai arba naudojami teisėtai. Be mūsų
        rašytinio sutikimo jų kopijuoti, platinti ar naudoti komerciniais tikslais negalima. Skelbimų nuotraukų teisės
        priklauso jas pateikusiems Nuomotojams.
      </p>

      <h2>11. Taisyklių keitimas</h2>
      <p>
        Taisykles galime keisti. Nauja redakcija įsigalioja nuo jos paskelbimo Svetainėje; apie esminius pakeitimus,
        susijusius su pateiktomis paraiškomis, informuosime el. paštu.
      </p>

      <h2>12. Ginčų sprendimas</h2>
      <p>
        Taisyklėms taikoma Lietuvos Respublikos teisė. Ginčus stengiamės spręsti derybomis – parašykite mums. Vartotojas
        taip pat gali kreiptis į Valstybinę vartotojų teisių apsaugos tarnybą (Vilniaus g. 25, Vilnius, www.vvtat.lt) arba
        pateikti skundą per Elektroninę ginčų sprendimo platformą (ec.europa.eu/consumers/odr). Nepavykus ginčo išspręsti
        taikiai, jis sprendžiamas Lietuvos Respublikos teismuose.
      </p>

      <h2>13. Kontaktai</h2>
      <p>
        UAB „Ratai“, el. paštas <a href="mailto:info@ratai.lt">info@ratai.lt</a>, tel.{' '}
        <a href="tel:+37060000000">+370 600 00000</a>.
      </p>
    </>
  );
}
