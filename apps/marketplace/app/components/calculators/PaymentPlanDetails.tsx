import { useState } from 'react';
import styled from 'styled-components';
import { formatEuro, formatNumber } from '@ratai/domain';
import { paymentPlan } from '@ratai/pricing';
import { VisuallyHidden } from '@ratai/ui';
import { PAYMENT_FORMS, pluralLt } from '../../lib/plural';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const Schedule = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }

  th,
  td {
    padding: 4px ${({ theme }) => theme.space.sm};
    text-align: right;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface PaymentPlanDetailsProps {
  price: number;
  term: number;
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
}

/**
 * The true cost of the chosen term (issue 17, from `paymentPlan` of @ratai/pricing): the monthly
 * payment × term, the buyout at the end, the total paid and the difference from the price, and
 * a month-by-month schedule of what has been paid and what part of the car is owned (in a
 * closed `<details>`, so it costs no script and no screen space until asked for).
 */
export function PaymentPlanDetails({ price, term, idPrefix }: PaymentPlanDetailsProps) {
  // The schedule's rows (up to 61) are rendered only once it is opened: the page stays light.
  const [open, setOpen] = useState(false);
  const plan = paymentPlan(price, term);
  if (!plan) return null;
  const buyoutLabel = `Išpirkimas pabaigoje (${formatNumber(plan.buyoutPercent)} % kainos)`;
  return (
    <>
      <Facts aria-label="Kiek kainuos automobilis" data-testid="payment-plan">
        <dt>{`${plan.termMonths} ${pluralLt(plan.termMonths, PAYMENT_FORMS)} po ${formatEuro(plan.monthlyPayment)}`}</dt>
        <dd>{formatEuro(plan.monthlyPayment * plan.termMonths)}</dd>
        <dt>{buyoutLabel}</dt>
        <dd>{formatEuro(plan.buyout)}</dd>
        <dt>Iš viso sumokėsite</dt>
        <dd>{formatEuro(plan.totalPaid)}</dd>
        <dt>Daugiau nei automobilio kaina</dt>
        <dd>{formatEuro(plan.differenceFromPrice)}</dd>
      </Facts>
      <Schedule onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Išpirkimo grafikas pagal mėnesius</summary>
        {open ? (
        <TableScroll tabIndex={0} role="region" aria-labelledby={`${idPrefix}-grafikas`}>
          <table>
            <VisuallyHidden as="caption" id={`${idPrefix}-grafikas`}>
              {`Išpirkimo grafikas: ${plan.termMonths} mėn., ${formatEuro(price)}`}
            </VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Mėnuo</th>
                <th scope="col">Sumokėta</th>
                <th scope="col">Išpirkta</th>
              </tr>
            </thead>
            <tbody>
              {plan.schedule.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.month}</th>
                  <td>{formatEuro(row.paid)}</td>
                  <td>{`${formatEuro(row.owned)} (${formatNumber(row.ownedPercent)} %)`}</td>
                </tr>
              ))}
              {plan.buyout > 0 ? (
                <tr>
                  <th scope="row">Išpirkimas</th>
                  <td>{formatEuro(plan.totalPaid)}</td>
                  <td>{`${formatEuro(plan.price)} (100 %)`}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableScroll>
        ) : null}
      </Schedule>
    </>
  );
}
