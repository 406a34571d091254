import styled from 'styled-components';
import { formatEuro, type BankTransactionView } from '@ratai/domain';
import { NoWrap, SubTitle } from '../layout/Page';
import { ScrollTable } from '../layout/ScrollTable';

const dateFormat = new Intl.DateTimeFormat('lt-LT', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

/** A row's amount in its own currency; the light counts euros only, so a foreign row says its code. */
export function formatRowAmount(amount: number, currency: string): string {
  if (currency === 'EUR') return formatEuro(amount);
  try {
    return new Intl.NumberFormat('lt-LT', { style: 'currency', currency }).format(amount);
  } catch {
    // A bank may send a code Intl does not know: the number and the code as written.
    return `${new Intl.NumberFormat('lt-LT').format(amount)} ${currency}`;
  }
}

/** `2026-09-25` as the team reads dates ('2026-09-25' in lt-LT); the text as sent when it is not a date. */
export function formatRowDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

const Summary = styled.summary`
  cursor: pointer;
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Amount = styled.td`
  text-align: right !important;
  white-space: nowrap;
`;

function Rows({ rows, caption }: { rows: BankTransactionView[]; caption: string }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Mokėtojas / gavėjas</th>
          <th scope="col">Paskirtis</th>
          <th scope="col">Suma</th>
          <th scope="col">Kodėl</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.date}-${index}`}>
            <td>
              <NoWrap>{formatRowDate(row.date)}</NoWrap>
            </td>
            <td>{row.counterparty ?? '—'}</td>
            <td>{row.description || '—'}</td>
            <Amount>{formatRowAmount(row.amount, row.currency)}</Amount>
            <td>{row.note}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * What the credit light counted from the bank and what it left out, each row with why
 * (issue 19: "show the team which transactions counted"). The counted rows are open; the rest
 * (refunds, own transfers, one-off payments…) fold away, since there can be many.
 */
export function BankTransactions({ rows }: { rows: BankTransactionView[] | undefined }) {
  if (!rows || rows.length === 0) return <p>Banko įrašų nėra: sąskaita dar neperskaityta arba joje nebuvo įplaukų.</p>;
  const counted = rows.filter((row) => row.counted);
  const left = rows.filter((row) => !row.counted);
  return (
    <>
      <SubTitle>Įskaityta ({counted.length})</SubTitle>
      {counted.length > 0 ? (
        <Rows rows={counted} caption="Įrašai, kuriuos įskaitė kreditinė šviesa" />
      ) : (
        <p>Nė vienas įrašas neįskaitytas į pajamas ar įsipareigojimus.</p>
      )}
      {left.length > 0 ? (
        <details>
          <Summary>Neįskaityta ({left.length})</Summary>
          <Rows rows={left} caption="Įrašai, kurių kreditinė šviesa neįskaitė" />
        </details>
      ) : null}
    </>
  );
}
