/**
 * Password reset and e-mail confirmation in the portal (issue 15). The API's e-mails link to
 * RESET_PATH (`?code=…`, apps/api modules/accounts/recovery.ts PORTAL_PATHS.reset) and, through the
 * API's confirmation call, to CONFIRMATION_PATH (`?busena=patvirtintas|netinkama`); the e2e journey
 * (owner-portal-e2e recovery.spec.ts) follows the real e-mail's link, so both sides must agree.
 * The texts are ours: the spec shows none for these screens (README "Decisions").
 */
export const FORGOT_PATH = '/slaptazodzio-priminimas';
export const RESET_PATH = '/slaptazodzio-atkurimas';
export const CONFIRMATION_PATH = '/el-pasto-patvirtinimas';
/** `?busena=` values the API's confirmation call sends the browser with. */
export const CONFIRMATION_STATE = { confirmed: 'patvirtintas', invalid: 'netinkama' } as const;
/** The login page's banner after a reset: `/prisijungti?slaptazodis=pakeistas`. */
export const PASSWORD_CHANGED_PARAM = { name: 'slaptazodis', value: 'pakeistas' } as const;

export const RECOVERY_TEXTS = {
  forgotLink: 'Pamiršote slaptažodį?',
  forgotTitle: 'Slaptažodžio atkūrimas',
  forgotLead: 'Įveskite paskyros el. pašto adresą – atsiųsime nuorodą naujam slaptažodžiui nustatyti.',
  forgotSubmit: 'Siųsti nuorodą',
  /** The same answer whatever the address: the page must not tell whether an account exists. */
  forgotSent:
    'Jei šiuo adresu yra Ratai paskyra, išsiuntėme į jį laišką su nuoroda naujam slaptažodžiui nustatyti. Nuoroda galioja 1 valandą. Laiško nematote? Patikrinkite šlamšto aplanką.',
  backToLogin: 'Grįžti į prisijungimą',
  resetTitle: 'Naujas slaptažodis',
  resetSubmit: 'Išsaugoti slaptažodį',
  newLink: 'Gauti naują nuorodą',
  passwordChanged: 'Slaptažodis pakeistas. Prisijunkite su nauju slaptažodžiu.',
  sendFailed: 'Nepavyko išsiųsti. Bandykite dar kartą.',
  saveFailed: 'Nepavyko išsaugoti slaptažodžio. Bandykite dar kartą.',
  verifyTitle: 'Patvirtinkite el. pašto adresą',
  /** 'Išsiuntėme laišką adresu {email}. Paspauskite…' (the address between the two parts). */
  verifyTextBefore: 'Išsiuntėme laišką adresu',
  verifyTextAfter: '. Paspauskite jame esančią nuorodą – taip patvirtinsite, kad adresas Jūsų.',
  verifyResend: 'Siųsti dar kartą',
  verifyResent: 'Laiškas išsiųstas dar kartą. Nuoroda galioja 3 dienas.',
  confirmedTitle: 'El. paštas patvirtintas',
  confirmedText: 'Ačiū! Jūsų el. pašto adresas patvirtintas.',
  confirmedAction: 'Į paskyrą',
  confirmInvalidTitle: 'El. pašto patvirtinimas',
  confirmResendLead: 'Įveskite paskyros el. pašto adresą – atsiųsime naują patvirtinimo nuorodą.',
  confirmResendSubmit: 'Siųsti naują nuorodą',
  /** Settings: how an account made by social sign-in gets a password (needed to delete the account too). */
  noPasswordYet: 'Jungiatės per Google ir slaptažodžio dar neturite? Gaukite nuorodą el. paštu ir jį nustatykite.',
  setPasswordLink: 'Nustatyti slaptažodį',
  confirmResent: 'Jei šiuo adresu yra nepatvirtinta Ratai paskyra, išsiuntėme į jį naują patvirtinimo nuorodą.',
} as const;
