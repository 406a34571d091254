/**
 * User-facing Lithuanian texts that the spec quotes and that more than one app (or an app and
 * the API) shows. Every string is copied exactly from the product specification
 * (`../shared/spec/product-spec.md`), including its missing diacritics ("ikelti", "paraiska")
 * and missing question mark: the spec is the requirement, and tests search the pages for
 * these exact words. Where the spec writes two variants with a slash
 * ("ikeltas/atnaujintas"), each variant is its own constant.
 *
 * Validation messages are not here: they live in the libs/validation schemas, next to the
 * rule they explain. Texts we wrote ourselves (enum labels, the upload size label) live in
 * labels.ts and constants.ts.
 */

// --- Shared widgets (§2.21) ---

/** Loading placeholder. */
export const LOADING = 'Kraunama...';
/** Empty state of a select. */
export const SELECT_EMPTY = 'Nieko nerasta.';
/** Article cover without an image (§2.19, §8). */
export const NO_IMAGE = 'No image';
/** Accept button of the cookie banner. */
export const COOKIE_ACCEPT = 'Gerai';
/** Ours (issue 17): refusing analytics, with the same weight as 'Gerai'. */
export const COOKIE_REFUSE = 'Atsisakyti';
/** Ours: the footer link that opens the banner again to change the answer. */
export const COOKIE_SETTINGS = 'Slapukų nustatymai';
/** The divider between the social sign-in button and the form, and the alternative price label (§2.4, §2.14). */
export const OR = 'arba';
/** Boolean chip values (§2.2). */
export const YES = 'Taip';
/** Boolean chip values (§2.2). */
export const NO = 'Ne';

// --- Cars ---

/** Badge and filter label of cars suitable for taxi and ride-hail drivers (§1, §2.1). */
export const TAXI_LABEL = 'Tinka pavėžėjams';
/** Button that opens the filter drawer on small screens (§2.1). */
export const FILTER_BUTTON = 'Filtras';

/**
 * Labels of the active filter chips (§2.2). 'Modėlis' is spelled as the spec writes it;
 * "Pagaminimo metai nuo/iki" and "Kaina nuo/iki" are split into their two chips.
 */
export const FILTER_CHIP_LABELS = {
  carMake: 'Markė',
  carModel: 'Modėlis',
  fuelType: 'Kuro tipas',
  gearbox: 'Pavarų dėžė',
  modelYearFrom: 'Pagaminimo metai nuo',
  modelYearTo: 'Pagaminimo metai iki',
  priceFrom: 'Kaina nuo',
  priceTo: 'Kaina iki',
  isForTaxi: 'Tinka pavėžėjams',
  // Ours (issue 17: more filters).
  bodyType: 'Kėbulo tipas',
  odometerFrom: 'Rida nuo',
  odometerTo: 'Rida iki',
  drivetrain: 'Varantieji ratai',
  numberOfSeatsFrom: 'Sėdimų vietų nuo',
  keyword: 'Paieška',
} as const;

/** Owner action bar on an advertisement (§2.6). */
export const OWNER_ACTIONS = {
  edit: 'Redaguoti',
  show: 'Rodyti',
  hide: 'Paslėpti',
  delete: 'Ištrinti',
} as const;

/** Confirmation before showing a hidden listing (§2.6, variant of 'rodyti/paslėpti'). */
export const CONFIRM_SHOW = 'Ar tikrai norite rodyti skelbimą?';
/** Confirmation before hiding a listing (§2.6, variant of 'rodyti/paslėpti'). */
export const CONFIRM_HIDE = 'Ar tikrai norite paslėpti skelbimą?';
/** Confirmation before deleting a listing (§2.6; the spec's text has no question mark). */
export const CONFIRM_DELETE = 'Ar tikrai norite ištrinti skelbimą';

/** Confirmation before marking a car sold (issue 16, our wording): it leaves the search. */
export const CONFIRM_SOLD = 'Ar tikrai automobilis parduotas arba išnuomotas? Jis nebebus rodomas paieškoje, o jo puslapyje bus parašyta, kad jis parduotas.';

/** Success screen after uploading a listing (§2.11). */
export const LISTING_CREATED = 'Skelbimas buvo ikeltas sėkmingai';
/** Success screen after editing a listing (§2.11). */
export const LISTING_UPDATED = 'Skelbimas buvo atnaujintas sėkmingai';
/** Banner for users still onboarding; the upload button is disabled for them (§2.11, §8). */
export const ONBOARDING_BANNER = 'Kad galetumete ikelti skelbima butinai turite uzbaigti registracija cia';

// --- Applications and calculators ---

/** Button of the general calculator leading to /paraiska (§2.8). */
export const FILL_APPLICATION = 'Pildyti paraiska';
/** Submit button of the rental application (§2.9). */
export const SUBMIT_APPLICATION = 'Pateikti paraišką';
/** Button of the bank step (§2.9, §4). */
export const NEXT = 'Toliau';

// --- Requests ---

/** Success message of the car request and callback forms (§8). */
export const REQUEST_SUCCESS = 'Laiškas išsiųstas sėkmingai! Netrukus susisieksime su Jumis.';

// --- Accounts ---

/** Fallback when a login fails without a server message (§8). */
export const LOGIN_ERROR = 'Prisijungimo klaida. Bandykite dar kartą.';
/** Fallback when a registration fails without a server message (§8). */
export const REGISTER_ERROR = 'Registracijos klaida. Bandykite dar kartą.';
/** Profile form button during onboarding (§2.16). */
export const SAVE = 'Išsaugoti';
/** Profile form button when updating (§2.16). */
export const UPDATE = 'Atnaujinti';
/** Title of the profile type switch confirmation (§2.17). */
export const CONFIRM_TITLE = 'Prašau patvirtinkite';

/** Account side menu (§2.18). */
export const ACCOUNT_MENU = {
  title: 'Mano paskyra',
  overview: 'Apžvalga',
  cars: 'Automobiliai',
  uploadCar: 'Įkelk automobilį',
  serviceTerms: 'Paslaugų teikimo sąlygos',
  settings: 'Nustatymai',
  logout: 'Atsijungti',
} as const;

// --- Articles ---

/** The first tab of the articles tab bar (§2.19). */
export const ALL_ARTICLES = 'Visi straipsniai';

// --- Contract terms (§2.20) ---

/** Title of the contract terms panel. */
export const CONTRACT_TERMS_TITLE = 'Sutarties sąlygos';
/** The four accordion sections, in order; the first is open by default. */
export const CONTRACT_TERMS_SECTIONS = {
  general: 'Bendrosios sąlygos',
  commission: 'Komisiniai',
  margin: 'Marža',
  liability: 'Nuomotojo atsakomybė ir netesybos',
} as const;
/** The optional checkbox under the contract terms. */
export const CONTRACT_TERMS_AGREE = 'Sutinku su paslaugų teikimo sąlygomis';

// --- File upload (§5) ---

/** Rejection messages of the file upload widget, shared by the UI and the API's upload route. */
export const UPLOAD_ERRORS = {
  wrongType: 'Neteisingas failo tipas',
  tooLarge: 'Failas yra per didelis',
  tooMany: 'Per daug failų',
  unknown: 'Nežinoma klaida',
} as const;

/**
 * Saved searches with e-mail alerts (issue 17; not in the spec: our wording, docs in the
 * marketplace README). The button on the search, the form's answers and the pages the e-mails open.
 */
export const SAVED_SEARCH_TEXTS = {
  button: 'Išsaugoti paiešką',
  title: 'Pranešti apie naujus automobilius',
  intro: 'Kartą per dieną atsiųsime naujus šiai paieškai tinkančius automobilius. Laiškų galėsite atsisakyti vienu paspaudimu.',
  emailLabel: 'El. paštas',
  submit: 'Išsaugoti',
  consent: 'Sutinku gauti pranešimus apie naujus automobilius šiuo el. pašto adresu',
  saved: 'Beveik baigta: patvirtinkite paiešką paspaudę nuorodą laiške, kurį ką tik išsiuntėme.',
  tooMany: 'Šiuo el. pašto adresu išsaugota per daug paieškų (daugiausia 10).',
  confirmed: 'Paieška išsaugota. Apie naujus jai tinkančius automobilius pranešime el. paštu kartą per dieną.',
  unsubscribed: 'Pranešimų apie šią paiešką nebesiųsime. Paieška ištrinta.',
  invalidLink: 'Nuoroda negalioja arba paieška jau ištrinta.',
} as const;
