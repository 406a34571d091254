/** Lithuanian texts of this module (the spec gives none for these situations). */
export const ACCOUNT_MESSAGES = {
  /** One text for unknown e-mail and wrong password, so login does not reveal who has an account. */
  loginFailed: 'Neteisingas el. paštas arba slaptažodis',
  emailTaken: 'Šis el. pašto adresas jau užregistruotas',
  wrongPassword: 'Neteisingas slaptažodis',
  wrongCurrentPassword: 'Neteisingas dabartinis slaptažodis',
  companyProfileExists: 'Įmonės profilis jau sukurtas',
  personalProfileExists: 'Asmeninis profilis jau sukurtas',
  profileNotFound: 'Profilis nerastas',
  /** Told only after the right password: a blocked account is not revealed to whoever types its e-mail. */
  blocked: 'Jūsų paskyra užblokuota, todėl prisijungti negalite. Jei manote, kad tai klaida, susisiekite su Ratai komanda.',
} as const;
