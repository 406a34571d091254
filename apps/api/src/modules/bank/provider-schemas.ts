import * as v from 'valibot';

/**
 * The GoCardless Bank Account Data API v2 responses as the provider and the banks behind it really
 * send them (test/bank/fixtures/README.md lists the public recorded responses these follow). Loose
 * on purpose: unknown fields pass through and every field we do not need is optional, because banks
 * differ (a row with only `bookingDateTime`, `transaction_total_days` as a string, `currencyExchange`
 * as an object or an array, an empty `owner_name`). Strict only where a wrong value would change a
 * figure: amounts must be decimal strings (or numbers), dates must be dates.
 *
 * The sandbox (tools/bank-sandbox) is checked against these same schemas in test/bank/contract.spec.ts.
 */

const text = v.string();
const optionalText = v.optional(v.nullable(v.string()));
/** YYYY-MM-DD. */
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'not a YYYY-MM-DD date'));
/** A date-time as banks write it: with Z, with an offset, or with no zone at all ("2023-12-09T15:43:37.950"). */
const isoDateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'not an ISO date-time'));
/** "-12.30", "100", "0.0" — and some banks send a plain number. */
const decimal = v.union([
  v.pipe(v.string(), v.regex(/^[+-]?\d+(\.\d+)?$/, 'not a decimal amount')),
  v.pipe(v.number(), v.finite()),
]);
/** transaction_total_days and max_access_valid_for_days come as strings ("90"), sometimes as numbers. */
const dayCount = v.union([v.pipe(v.string(), v.regex(/^\d+$/, 'not a whole number of days')), v.pipe(v.number(), v.integer())]);

export const TokenNewSchema = v.looseObject({
  access: text,
  access_expires: v.number(),
  refresh: text,
  refresh_expires: v.number(),
});

export const TokenRefreshSchema = v.looseObject({ access: text, access_expires: v.number() });

export const InstitutionSchema = v.looseObject({
  id: text,
  name: text,
  bic: v.optional(v.string(), ''),
  transaction_total_days: v.optional(dayCount),
  max_access_valid_for_days: v.optional(dayCount),
  countries: v.optional(v.array(v.string())),
  logo: v.optional(v.string(), ''),
  supported_features: v.optional(v.array(v.string())),
  identification_codes: v.optional(v.array(v.unknown())),
});

export const InstitutionListSchema = v.array(InstitutionSchema);

export const AgreementSchema = v.looseObject({
  id: text,
  created: v.optional(v.string(), ''),
  institution_id: text,
  max_historical_days: dayCount,
  access_valid_for_days: dayCount,
  access_scope: v.optional(v.array(v.string()), []),
  accepted: v.optional(v.nullable(v.string())),
});

export const RequisitionSchema = v.looseObject({
  id: text,
  created: v.optional(v.string()),
  redirect: v.optional(v.nullable(v.string())),
  /** CR GC UA RJ SA GA LN EX; older answers also used ID, ER, SU (suspended). */
  status: text,
  institution_id: v.optional(v.string()),
  agreement: v.optional(v.nullable(v.string())),
  reference: v.optional(v.string(), ''),
  accounts: v.optional(v.array(v.string()), []),
  user_language: v.optional(v.nullable(v.string())),
  link: v.optional(v.string(), ''),
  ssn: v.optional(v.nullable(v.string())),
  account_selection: v.optional(v.boolean()),
  redirect_immediate: v.optional(v.boolean()),
});

/** GET /accounts/{id}/ — metadata, not rate limited per account; `status` READY, PROCESSING, … */
export const AccountMetadataSchema = v.looseObject({
  id: text,
  created: v.optional(v.string()),
  last_accessed: v.optional(v.nullable(v.string())),
  iban: v.optional(v.nullable(v.string())),
  institution_id: v.optional(v.string()),
  status: v.optional(v.string()),
  owner_name: v.optional(v.nullable(v.string())),
});

export const AccountDetailsSchema = v.looseObject({
  account: v.looseObject({
    resourceId: optionalText,
    iban: optionalText,
    bban: optionalText,
    currency: optionalText,
    ownerName: optionalText,
    name: optionalText,
    displayName: optionalText,
    product: optionalText,
    cashAccountType: optionalText,
    bic: optionalText,
    maskedPan: optionalText,
    ownerAddressUnstructured: v.optional(v.union([v.string(), v.array(v.string())])),
  }),
});

const AmountSchema = v.looseObject({ amount: decimal, currency: v.optional(v.string(), '') });

export const BalanceSchema = v.looseObject({
  balanceAmount: AmountSchema,
  /** closingBooked, expected, interimAvailable, interimBooked, openingBooked, closingAvailable, forwardAvailable, nonInvoiced, … */
  balanceType: text,
  creditLimitIncluded: v.optional(v.boolean()),
  referenceDate: v.optional(v.nullable(isoDate)),
  lastChangeDateTime: v.optional(v.nullable(isoDateTime)),
  lastCommittedTransaction: v.optional(v.nullable(v.string())),
});

export const BalancesSchema = v.looseObject({ balances: v.optional(v.array(BalanceSchema), []) });

const CurrencyExchangeSchema = v.looseObject({
  sourceCurrency: v.optional(v.string()),
  targetCurrency: v.optional(v.string()),
  unitCurrency: v.optional(v.string()),
  exchangeRate: v.optional(decimal),
  quotationDate: v.optional(v.nullable(v.string())),
  instructedAmount: v.optional(AmountSchema),
});

/** One row of `transactions.booked` / `transactions.pending`: every date and text is optional. */
export const TransactionSchema = v.looseObject({
  transactionId: optionalText,
  internalTransactionId: optionalText,
  entryReference: optionalText,
  bookingDate: v.optional(v.nullable(isoDate)),
  bookingDateTime: v.optional(v.nullable(isoDateTime)),
  valueDate: v.optional(v.nullable(isoDate)),
  valueDateTime: v.optional(v.nullable(isoDateTime)),
  transactionAmount: AmountSchema,
  currencyExchange: v.optional(v.union([CurrencyExchangeSchema, v.array(CurrencyExchangeSchema)])),
  creditorName: optionalText,
  debtorName: optionalText,
  ultimateCreditor: optionalText,
  ultimateDebtor: optionalText,
  remittanceInformationUnstructured: optionalText,
  remittanceInformationUnstructuredArray: v.optional(v.array(v.string())),
  remittanceInformationStructured: optionalText,
  remittanceInformationStructuredArray: v.optional(v.array(v.string())),
  additionalInformation: optionalText,
  bankTransactionCode: optionalText,
  proprietaryBankTransactionCode: optionalText,
  merchantCategoryCode: optionalText,
});

/**
 * The list itself is checked loosely (rows are `unknown`): one malformed row from a bank must not
 * throw away a whole statement. Each row is parsed with TransactionSchema on its own, and rows that
 * fail are counted, not read (normalise.ts, readBookedRows).
 */
export const TransactionsSchema = v.looseObject({
  transactions: v.looseObject({
    booked: v.optional(v.array(v.unknown()), []),
    pending: v.optional(v.array(v.unknown()), []),
  }),
});

/**
 * Error bodies: `{ summary, detail, status_code }`, with `type` for account errors
 * (AccessExpiredError, AccountProcessing, RateLimitError, …; the bank's daily limit comes without
 * `status_code`), `summary`/`detail` sometimes arrays, and validation errors keyed by field
 * (`{ max_historical_days: { summary, detail }, status_code: 400 }`).
 */
export const ErrorBodySchema = v.looseObject({
  summary: v.optional(v.union([v.string(), v.array(v.string())])),
  detail: v.optional(v.union([v.string(), v.array(v.string())])),
  type: v.optional(v.string()),
  status_code: v.optional(v.number()),
});

export type ProviderInstitution = v.InferOutput<typeof InstitutionSchema>;
export type ProviderAgreement = v.InferOutput<typeof AgreementSchema>;
export type ProviderRequisition = v.InferOutput<typeof RequisitionSchema>;
export type ProviderTransaction = v.InferOutput<typeof TransactionSchema>;
export type ProviderBalance = v.InferOutput<typeof BalanceSchema>;

/** Where a response broke its schema, as a short path ("transactions.booked"), never the value. */
export function schemaProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  const path = first ? v.getDotPath(first) : null;
  return `${path ?? '(root)'}: ${first?.expected ? `expected ${first.expected}` : 'invalid'}`;
}
