import { CREDIT_BASIS_LABELS, CREDIT_LIGHT_LABELS, type TeamApplication } from '@ratai/domain';
import { Badge } from '@ratai/ui';

const LIGHT_TONE = { green: 'success', yellow: 'warning', red: 'danger' } as const;

/** The light as a badge with its name (never colour alone). */
export function LightBadge({ light }: { light: TeamApplication['credit']['light'] }) {
  return <Badge tone={LIGHT_TONE[light]}>{CREDIT_LIGHT_LABELS[light]}</Badge>;
}

const percent = new Intl.NumberFormat('lt-LT', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The Bank of Lithuania's debt-service-to-income ratio (DSTI), in its Lithuanian name: obligations with
 * the new payment over income. The short form goes in a list row, the full one labels the value.
 */
export const RATIO_TITLE = 'Įsipareigojimų ir pajamų santykis (ĮPS)';
const RATIO_SHORT = 'ĮPS';

/** The ratio as a percentage; '—' when income is not established. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? '—' : percent.format(ratio);
}

/** Months of bank data read (complete calendar months); null before the accounts were read. */
export function bankMonths(application: Pick<TeamApplication, 'bank'>): number | null {
  const months = application.bank.summary?.months;
  return Array.isArray(months) ? months.length : null;
}

/** The short "why" of a light for a list row: income source, the ratio, months of bank data, basis. */
export function lightBasis(application: TeamApplication): string {
  const months = bankMonths(application);
  return [
    `Pajamos: ${application.tenantDetails.sourceOfIncome ?? 'nenurodyta'}`,
    `${RATIO_SHORT} ${formatRatio(application.credit.ratio)}`,
    months === null ? 'banko duomenų nėra' : `banko duomenys: ${months} mėn.`,
    CREDIT_BASIS_LABELS[application.credit.basis],
  ].join(' · ');
}
