/**
 * The API's own Lithuanian texts — the ones no form shows, so @ratai/validation does not hold
 * them: framework errors, generic 4xx/5xx answers, rate limits. In one module so they can be
 * proofread at once and each situation has one wording. Field messages of the forms stay in
 * @ratai/validation (messages.ts), module texts next to their module (ACCOUNT_MESSAGES, …).
 */
export const API_MESSAGES = {
  invalidData: 'Neteisingi duomenys',
  invalidRequest: 'Neteisinga užklausa',
  unknownField: 'Nežinomas laukas',
  signIn: 'Prisijunkite',
  forbidden: 'Neturite teisės atlikti šio veiksmo',
  notFound: 'Nerasta',
  serverError: 'Serverio klaida. Bandykite dar kartą vėliau.',
  unavailable: 'Paslauga laikinai nepasiekiama. Bandykite vėliau.',
  /** Every 429 without a more specific text (per-IP and per-route limits, the login lock). */
  tooManyRequests: 'Per daug bandymų. Pabandykite vėliau.',
  invalidJson: 'Neteisingas JSON formatas',
  emptyJson: 'Tuščias užklausos turinys',
  bodyTooLarge: 'Užklausa per didelė',
  unsupportedMediaType: 'Nepalaikomas turinio tipas',
  invalidContentLength: 'Neteisingas turinio ilgis',
  fileTooLarge: 'Failas yra per didelis',
  tooManyFields: 'Per daug laukų',
  tooManyFiles: 'Per daug failų',
  notMultipart: 'Užklausa turi būti multipart/form-data',
  urlTooLong: 'Per ilgas užklausos adresas',
  /** 408: the request did not arrive in time (REQUEST_TIMEOUT_MS; a stalled or trickled upload). */
  requestTimeout: 'Užklausa siunčiama per ilgai. Patikrinkite ryšį ir bandykite dar kartą.',
  methodNotAllowed: 'Šis metodas nepalaikomas',
} as const;
