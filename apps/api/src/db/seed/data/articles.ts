/**
 * The articles the site starts with, in Markdown. They are rendered to HTML and sanitised once,
 * when the seed writes them (modules/articles/render-article.ts). Facts that change over time
 * (platform rules, fees) are written as guidance with a pointer to the official source.
 */
export interface ArticleSeed {
  slug: string;
  categorySlug: string;
  title: string;
  excerpt: string;
  /** Days before the seed run: spreads the publication dates so "newest first" means something. */
  publishedDaysAgo: number;
  markdown: string;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'automobilio-nuoma-su-ispirkimu-kaip-tai-veikia',
    categorySlug: 'finansavimas',
    title: 'Automobilio nuoma su išpirkimu: kaip tai veikia ir kam ji tinka',
    excerpt:
      'Mokate mėnesio įmoką, važinėjate automobiliu, o sutarties pabaigoje jį išsiperkate. Paaiškiname, kaip skaičiuojama įmoka, kas yra išpirkimo suma ir ką patikrinti prieš pasirašant sutartį.',
    publishedDaysAgo: 3,
    markdown: `Nuoma su išpirkimu – tai susitarimas, kai automobilį gaunate naudotis iš karto, už jį mokate kas mėnesį, o nuomos laikotarpio pabaigoje galite jį išsipirkti už iš anksto sutartą likutinę sumą. Iki išpirkimo automobilis priklauso nuomotojui, todėl nereikia iš karto sukaupti visos sumos ar gauti banko paskolos.

## Kam tai tinka

Tokia forma ypač patogi tiems, kuriems bankas lizingo nesuteikia arba kuriems jo tenka laukti per ilgai:

- neseniai pradėjusiems dirbti ar pakeitusiems darbą;
- dirbantiems pagal individualią veiklą ar verslo liudijimą;
- pavėžėjams, kuriems automobilis yra darbo įrankis ir reikalingas jau šią savaitę;
- tiems, kurių kredito istorija dar trumpa.

## Kaip skaičiuojama mėnesio įmoka

Įmokos dydį lemia trys dalykai:

1. **Automobilio kaina.** Brangesniems automobiliams taikoma mažesnė metinė palūkanų norma, tačiau pati įmoka, žinoma, didesnė.
2. **Terminas.** Galite rinktis nuo 12 iki 60 mėnesių. Ilgesnis terminas sumažina mėnesio įmoką, bet bendra sumokama suma išauga.
3. **Išpirkimo suma.** Tai dalis automobilio kainos, kurią sumokate pabaigoje. Kuo ji didesnė, tuo mažesnės mėnesio įmokos, bet tuo daugiau pinigų reikės sukaupti sutarties pabaigai.

Kiekvieno automobilio puslapyje esanti skaičiuoklė per kelias sekundes parodo preliminarią įmoką – nereikia įvesti jokių asmens duomenų. Galutinę įmoką patvirtina automobilio savininkas, pasirašydamas sutartį.

## Ką patikrinti prieš pasirašant

- Ar sutartyje aiškiai nurodyta išpirkimo suma ir data.
- Kas atsako už techninę priežiūrą, draudimą ir techninę apžiūrą nuomos metu.
- Ar galima automobilį išsipirkti anksčiau ir kokiomis sąlygomis.
- Kas nutinka vėluojant sumokėti įmoką: kokie delspinigiai ir po kiek laiko nuomotojas gali nutraukti sutartį.
- Ar leidžiama automobiliu naudotis komercinei veiklai, pavyzdžiui, keleiviams vežti.

> Paprašykite sutarties projekto iš anksto ir perskaitykite jį ramiai namuose. Sąžiningas nuomotojas niekada neskubins pasirašyti.

## Kaip tai vyksta Ratai platformoje

Išsirenkate automobilį, užpildote paraišką ir prijungiate savo banko sąskaitą. Pagal sąskaitos duomenis preliminariai įvertiname finansines galimybes ir suteikiame žalią, geltoną arba raudoną šviesą. Jei vertinimas teigiamas, jūsų užklausą perduodame automobilio savininkui – jis suderins apžiūrą, bandomąjį važiavimą ir sutarties pasirašymą.`,
  },
  {
    slug: 'kaip-issirinkti-naudota-automobili',
    categorySlug: 'patarimai-pirkejams',
    title: 'Kaip išsirinkti naudotą automobilį: kontrolinis sąrašas prieš apžiūrą',
    excerpt:
      'Nuo poreikių įvertinimo iki bandomojo važiavimo: ką patikrinti dokumentuose, po kapotu ir kelyje, kad naudotas automobilis netaptų brangia staigmena.',
    publishedDaysAgo: 8,
    markdown: `Naudotas automobilis gali tarnauti ilgus metus, jei jį renkatės ne pagal nuotraukas, o pagal faktus. Šis sąrašas padės nieko nepraleisti.

## Pradėkite nuo poreikių, o ne nuo modelio

Prieš ieškodami konkretaus modelio, atsakykite į kelis klausimus: kiek kilometrų nuvažiuojate per metus, ar daugiausia važinėjate mieste, ar užmiestyje, kiek žmonių ir daiktų dažniausiai vežate. Nuo atsakymų priklauso tinkamiausias kuro tipas ir kėbulas.

| Metinė rida ir važiavimas | Dažniausiai apsimoka |
|---|---|
| Iki 15 000 km, daugiausia mieste | Benzinas arba hibridas |
| 15 000–30 000 km, mišrus | Hibridas, benzinas su dujų įranga |
| Daugiau nei 30 000 km, daug užmiesčio | Dyzelinas arba hibridas |
| Trumpi atstumai, galimybė įkrauti namuose | Elektromobilis |

## Patikrinkite istoriją

- **VIN kodas.** Pagal jį galima užsisakyti istorijos ataskaitą: ar automobilis nebuvo daužtas, kaip keitėsi rida, ar nebuvo pavogtas.
- **Registro duomenys.** Lietuvoje registruoto automobilio techninės apžiūros galiojimą ir galimus apribojimus galima pasitikrinti „Regitros“ savitarnoje.
- **Serviso knygelė ir sąskaitos.** Reguliariai keistas tepalas ir laiku atliktas paskirstymo diržo keitimas yra geriau už bet kokius pažadus.
- **Rida.** Nusidėvėjęs vairas, pedalai ir vairuotojo sėdynė prie mažos ridos yra rimtas įspėjimas.

## Apžiūra

1. **Kėbulas.** Nevienodi tarpai tarp detalių ir skirtingi dažų atspalviai rodo remontą. Jei galite, pasiskolinkite dažų storio matuoklį.
2. **Rūdys.** Apžiūrėkite slenksčius, ratų arkas, durelių apačias ir dugną.
3. **Variklis.** Paprašykite, kad variklis prieš atvykstant būtų šaltas. Užvedus neturi būti neįprasto triukšmo, mėlynų ar juodų dūmų, po variklio dangčiu – tepalo nuotėkių.
4. **Pavarų dėžė.** Automatinė dėžė turi perjungti pavaras sklandžiai, be trūkčiojimų; mechaninės sankaba neturi „kibti“ pačiame pedalo viršuje.
5. **Salonas.** Drėgmė po kilimėliais, pelėsių kvapas ar neveikiantis kondicionierius gali kainuoti daugiau, nei atrodo.

## Bandomasis važiavimas

Važiuokite bent 20 minučių ir įvairiomis sąlygomis: mieste, greitkelyje, per nelygumus. Stabdant automobilis neturi traukti į šoną, vairas neturi vibruoti, o prietaisų skydelyje neturi degti klaidų lemputės.

> Nepriklausoma diagnostika servise kainuoja kelias dešimtis eurų, o gali sutaupyti kelis tūkstančius. Sąžiningas pardavėjas jos neprieštaraus.`,
  },
  {
    slug: 'bolt-ir-uber-vairuotojo-reikalavimai-lietuvoje',
    categorySlug: 'pavezejams',
    title: 'Darbas su Bolt ir Uber Lietuvoje: reikalavimai vairuotojui ir automobiliui',
    excerpt:
      'Ką reikia sutvarkyti prieš pirmą kelionę: vairuotojo dokumentai, veiklos forma, automobilio reikalavimai, draudimas ir techninė apžiūra.',
    publishedDaysAgo: 12,
    markdown: `Pavežėjimo platformos leidžia pradėti uždirbti greitai, tačiau prieš pirmą kelionę reikia sutvarkyti dokumentus ir pasirūpinti, kad automobilis atitiktų reikalavimus. Platformų taisyklės ir teisės aktai keičiasi, todėl prieš registruodamiesi visada pasitikrinkite naujausią informaciją platformos svetainėje, savivaldybėje ir Lietuvos transporto saugos administracijoje (LTSA).

## Reikalavimai vairuotojui

- **Vairuotojo pažymėjimas.** Galiojantis B kategorijos pažymėjimas; platformos paprastai reikalauja ir kelerių metų vairavimo patirties.
- **Sveikatos pažyma.** Galiojanti vairuotojo sveikatos patikrinimo pažyma.
- **Reputacija.** Platformos tikrina tapatybę ir gali paprašyti pažymos apie neteistumą.
- **Veiklos forma.** Pajamos iš keleivių vežimo yra jūsų veiklos pajamos, todėl reikia įregistruoti individualią veiklą pagal pažymą arba įsigyti verslo liudijimą ir deklaruoti pajamas Valstybinei mokesčių inspekcijai.
- **Leidimas.** Kai kuriose savivaldybėse keleiviams vežti ne taksi būdu reikalingas leidimas arba registracija – pasiteiraukite savo savivaldybėje.

## Reikalavimai automobiliui

- **Amžius ir būklė.** Platformos nustato, kiek metų gali būti automobiliui; dažniausiai jis turi būti ne senesnis nei 10–15 metų, švarus ir be matomų kėbulo pažeidimų.
- **Durys ir vietos.** Paprastai reikalaujama keturių durų ir bent keturių keleivių vietų.
- **Techninė apžiūra.** Automobiliams, kuriais už atlygį vežami keleiviai, techninė apžiūra atliekama kasmet, o ne kas dvejus metus.
- **Draudimas.** Privalomojo civilinės atsakomybės draudimo sutartyje turi būti nurodyta, kad automobilis naudojamas keleiviams vežti. Nuslėpus šią aplinkybę, draudikas po įvykio gali reikalauti grąžinti išmokas.
- **Kondicionierius.** Formaliai ne visada privalomas, bet be jo vasarą gausite prastesnius įvertinimus.

## Kurį automobilį rinktis

Daugiausia išlaidų pavežėjui sudaro kuras, todėl populiariausi pasirinkimai Lietuvoje yra hibridai: Toyota Prius, Corolla ir Auris, taip pat automobiliai su dujų įranga. Palyginkime: nuvažiuojant 5 000 km per mėnesį, automobilis, mieste naudojantis 4,5 l/100 km, sunaudos apie 225 litrus, o naudojantis 7,5 l/100 km – apie 375 litrus. Skirtumas – 150 litrų kas mėnesį.

## Nuoma su išpirkimu pavėžėjams

Ratai skelbimuose pavėžėjams tinkami automobiliai pažymėti ženklu „Tinka pavėžėjams“. Paieškoje pažymėkite šį filtrą ir matysite tik tuos automobilius, kurių savininkai sutinka, kad automobilis būtų naudojamas keleiviams vežti. Taip automobilis pradeda uždirbti iš karto, o įmokos mokamos iš jo uždirbtų pajamų.`,
  },
  {
    slug: 'technine-apziura-kaip-pasiruosti',
    categorySlug: 'patarimai-pirkejams',
    title: 'Techninė apžiūra: kaip pasiruošti ir išvengti pakartotinio vizito',
    excerpt:
      'Kada privaloma techninė apžiūra, ką patikrinti patiems prieš važiuojant į TA centrą ir dėl kokių trūkumų automobiliai neišlaiko dažniausiai.',
    publishedDaysAgo: 20,
    markdown: `Techninė apžiūra (TA) tikrina, ar automobilis saugus ir neteršia aplinkos labiau, nei leidžiama. Nepraėjus TA, automobiliu važinėti negalima, todėl verta pasiruošti iš anksto.

## Kada ji privaloma

Naujam lengvajam automobiliui pirmoji techninė apžiūra atliekama po trejų metų, vėliau – kas dvejus metus. Automobiliams, kuriais už atlygį vežami keleiviai, apžiūra privaloma kasmet. TA galiojimo pabaigą matysite paskutinės apžiūros dokumentuose, o vizitą į TA centrą patogiausia užsiregistruoti internetu.

## Ką pasiimti

- Transporto priemonės registracijos liudijimą.
- Asmens dokumentą.
- Įsitikinkite, kad galioja privalomasis civilinės atsakomybės draudimas.

## Patikrinkite patys prieš važiuodami

1. **Žibintai.** Užsidekite artimąsias, tolimąsias, posūkių, stabdžių, atbulinės eigos ir numerio apšvietimo lemputes ir apeikite automobilį.
2. **Padangos.** Protektoriaus gylis vasarą turi būti ne mažesnis nei 1,6 mm, žiemą – ne mažesnis nei 3 mm. Ant vienos ašies – vienodos padangos.
3. **Stiklai ir valytuvai.** Įskilimai vairuotojo matymo lauke yra dažna neišlaikymo priežastis. Patikrinkite, ar valytuvai valo, o ne tepa.
4. **Klaidų lemputės.** Degantis variklio, ABS ar oro pagalvių indikatorius reiškia neišlaikytą apžiūrą.
5. **Stabdžiai.** Jei stabdant automobilis traukia į šoną ar girdisi metalinis garsas, apsilankykite servise iš anksto.

## Dažniausi trūkumai

| Trūkumas | Kaip išvengti |
|---|---|
| Nesureguliuoti žibintai | Reguliavimas servise trunka kelias minutes |
| Stabdžių jėgos skirtumas tarp ratų | Pakeiskite kaladėles ir diskus poromis |
| Pakabos laisvumai | Prieš TA patikrinkite šarnyrus ir traukes |
| Išmetamųjų dujų normų viršijimas | Laiku keiskite filtrus, pravažiuokite greitkeliu prieš apžiūrą |
| Išmetimo sistemos nesandarumas | Pasiklausykite, ar nėra neįprasto ūžimo |

> Jei apžiūros neišlaikėte, nenusiminkite: gausite trūkumų sąrašą. Juos pašalinę, per nustatytą laiką grįžkite į pakartotinę apžiūrą, kurioje tikrinami tik nurodyti trūkumai.`,
  },
  {
    slug: 'automobilio-draudimas-privalomasis-ir-kasko',
    categorySlug: 'finansavimas',
    title: 'Automobilio draudimas: privalomasis, KASKO ir ko reikalauja nuomotojas',
    excerpt:
      'Kuo skiriasi privalomasis civilinės atsakomybės draudimas ir KASKO, nuo ko priklauso kaina ir kaip elgtis įvykus eismo įvykiui.',
    publishedDaysAgo: 27,
    markdown: `Draudimas – viena iš išlaidų, kurią dažnai pamirštama įtraukti į automobilio biudžetą. Išsiaiškinkime, ko reikia būtinai, o kas – jūsų pasirinkimas.

## Privalomasis civilinės atsakomybės draudimas

Kiekviena eisme dalyvaujanti transporto priemonė Lietuvoje turi būti apdrausta privalomuoju transporto priemonių valdytojų civilinės atsakomybės draudimu. Jis atlygina žalą, kurią padarote **kitiems**: kitų automobiliams, turtui ar žmonėms. Jūsų paties automobilio remonto jis nedengia.

Važinėjant be šio draudimo gresia bauda, o sukėlus eismo įvykį – visos žalos atlyginimas iš savo kišenės.

## KASKO draudimas

KASKO yra savanoriškas draudimas, saugantis **jūsų** automobilį. Priklausomai nuo sutarties, jis dengia:

- žalą susidūrimo atveju, net kai kaltas esate jūs;
- vagystę ir vandalizmą;
- gamtos reiškinius: krušą, potvynį, nuvirtusį medį;
- stiklų pažeidimus.

Svarbi KASKO sąlyga – išskaita (franšizė): suma, kurią sumokate patys kiekvieno įvykio atveju. Didesnė išskaita reiškia mažesnę įmoką.

## Ko reikalauja nuomotojas

Kol automobilis neišpirktas, jis priklauso nuomotojui, todėl dažniausiai sutartyje reikalaujama KASKO draudimo. Pasitikslinkite, kas jį moka – kartais įmoka įskaičiuota į mėnesio mokestį, kartais draustis turite patys – ir kas nurodomas naudos gavėju.

## Nuo ko priklauso kaina

- vairuotojo amžiaus ir vairavimo stažo;
- draudimo istorijos: be žalų nuvažiuoti metai mažina kainą;
- automobilio vertės, galios ir modelio vagysčių statistikos;
- gyvenamosios vietos;
- naudojimo paskirties: vežant keleivius už atlygį draudimas brangesnis.

> Niekada neslėpkite, kad automobilis naudojamas keleiviams vežti. Paaiškėjus tiesai, draudikas gali atsisakyti mokėti išmoką arba pareikalauti ją grąžinti.

## Jei įvyko eismo įvykis

1. Sustokite, įjunkite avarinį signalą ir pastatykite avarinio sustojimo ženklą.
2. Jei yra sužeistų, skambinkite 112.
3. Jei sužeistų nėra, užpildykite eismo įvykio deklaraciją kartu su kitu vairuotoju.
4. Nufotografuokite automobilių padėtį, pažeidimus ir valstybinius numerius.
5. Kuo greičiau, laikydamiesi sutartyje nurodyto termino, praneškite draudikui.`,
  },
  {
    slug: 'kiek-kainuoja-automobilis-biudzeto-planavimas',
    categorySlug: 'finansavimas',
    title: 'Kiek iš tikrųjų kainuoja automobilis: biudžeto planavimas prieš nuomą',
    excerpt:
      'Mėnesio įmoka – tik dalis išlaidų. Pavyzdžiu parodome, kiek kainuoja kuras, draudimas, priežiūra ir padangos, ir kaip nustatyti sau tinkamą įmoką.',
    publishedDaysAgo: 35,
    markdown: `Renkantis automobilį daugiausia dėmesio skiriama kainai ir mėnesio įmokai. Tačiau kas mėnesį mokėsite ne tik įmoką: kuras, draudimas, priežiūra ir padangos gali sudaryti tiek pat, kiek pati įmoka.

## Paprasta taisyklė

Visos automobilio išlaidos per mėnesį neturėtų viršyti 15–20 % jūsų grynųjų pajamų. Jei uždirbate 1 500 € į rankas, automobiliui galite skirti apie 225–300 € per mėnesį. Jei automobilis yra darbo įrankis, pavyzdžiui, pavežėjui, skaičiuokite kitaip: įmoka ir kuras turi atsipirkti iš automobilio uždirbamų pajamų.

## Pavyzdys: 9 000 € automobilis

Tarkime, renkatės 2016 metų hibridinį universalą už 9 000 € ir per mėnesį nuvažiuojate 1 500 km.

| Išlaida | Per mėnesį |
|---|---|
| Nuomos su išpirkimu įmoka (36 mėn.) | apie 230 € |
| Kuras (5 l/100 km) | apie 125 € |
| Privalomasis draudimas | apie 15 € |
| KASKO | apie 40 € |
| Techninė priežiūra ir remonto rezervas | apie 50 € |
| Padangos (du komplektai per kelerius metus) | apie 15 € |
| **Iš viso** | **apie 475 €** |

Taigi automobilis, kurio įmoka 230 €, realiai kainuoja dvigubai daugiau. Skaičiai yra orientaciniai – savo įmoką apskaičiuokite automobilio puslapio skaičiuokle, o kitas išlaidas pasitikslinkite pagal savo važiavimo įpročius.

## Kaip sumažinti išlaidas

- **Rinkitės ekonomišką automobilį.** Skirtumas tarp 5 ir 8 l/100 km per metus sudaro kelis šimtus eurų.
- **Palyginkite draudimo pasiūlymus** kiekvienais metais – kainos tarp draudikų skiriasi.
- **Laikykitės priežiūros grafiko.** Laiku pakeistas tepalas yra pigiausias variklio remontas.
- **Ilgesnis terminas** sumažina mėnesio įmoką, tačiau padidina bendrą sumokamą sumą – rinkitės trumpiausią terminą, kurį patogiai pakeliate.

## Turėkite rezervą

Rekomenduojame turėti bent dviejų mėnesių automobilio išlaidų rezervą. Netikėtas remontas ar mėnuo su mažesnėmis pajamomis tada netaps vėluojančia įmoka ir delspinigiais.`,
  },
  {
    slug: 'ratai-naudoti-automobiliai-su-ispirkimu',
    categorySlug: 'naujienos',
    title: 'Startuoja Ratai: naudoti automobiliai su išpirkimu vienoje vietoje',
    excerpt:
      'Naujoje platformoje galima rasti automobilį, iš karto pamatyti preliminarią mėnesio įmoką ir pateikti paraišką internetu. Automobilių savininkai skelbimus kelia nemokamai.',
    publishedDaysAgo: 45,
    markdown: `Ratai – tai platforma, jungianti žmones, norinčius įsigyti automobilį išsimokėtinai, ir automobilių savininkus, kurie juos nuomoja su išpirkimu. Čia rasite įmonių ir privačių asmenų skelbimus iš visos Lietuvos.

## Ką gali pirkėjas

- **Ieškoti pagal savo poreikius.** Filtruokite pagal markę, modelį, metus, kainą, kuro tipą ir pavarų dėžę.
- **Iš karto matyti įmoką.** Kiekvienoje kortelėje rodoma, nuo kiek eurų per mėnesį galima nuomotis automobilį.
- **Pateikti paraišką internetu.** Užpildžius paraišką ir prijungus banko sąskaitą, preliminarų įvertinimą gausite greitai, be apsilankymų biure.
- **Rasti automobilį darbui.** Pavėžėjams tinkami automobiliai pažymėti ženklu „Tinka pavėžėjams“.

## Ką gali automobilio savininkas

Įmonės ir privatūs asmenys, turintys automobilių nuomai, užsiregistruoja, užpildo profilį ir įkelia skelbimus su nuotraukomis. Kiekvieną naują skelbimą peržiūri mūsų komanda – tik patvirtinti skelbimai tampa vieši. Taip pirkėjai mato tikrus, aiškiai aprašytus automobilius.

Savininkams tenka mažiau rūpesčių: mes surandame klientus, preliminariai įvertiname jų finansines galimybes ir perduodame užklausą, o savininkas parodo automobilį ir gauna mėnesio įmokas.

## Kaip prižiūrime skelbimų kokybę

Prieš paskelbdami automobilį patikriname, ar nurodyti visi svarbiausi duomenys: VIN kodas, rida, techninės apžiūros galiojimas, kuro tipas ir pavarų dėžė. Jei nuotraukos neatitinka aprašymo ar trūksta informacijos, skelbimą grąžiname savininkui su paaiškinimu, ką pataisyti. Pastebėję netikslumą jau paskelbtame skelbime, praneškite mums – patikrinsime.

## Kas toliau

Artimiausiu metu plėsime automobilių pasiūlą ir straipsnių skiltį – čia rasite patarimų, kaip išsirinkti automobilį, planuoti biudžetą ir pradėti dirbti pavežėjimo platformose. Jei ieškote konkretaus automobilio, kurio dar nėra, palikite užklausą – pranešime, kai jį rasime.`,
  },
];
