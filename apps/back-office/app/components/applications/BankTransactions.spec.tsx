import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankTransactionView } from '@ratai/domain';
import { renderBackOffice } from '../../test/render';
import { BankTransactions, formatRowAmount, formatRowDate } from './BankTransactions';

const row = (overrides: Partial<BankTransactionView>): BankTransactionView => ({
  date: '2026-09-25',
  amount: 1450,
  currency: 'EUR',
  counterparty: 'UAB Statyba',
  description: 'DU už rugsėjį',
  kind: 'salary',
  counted: true,
  note: 'Darbo užmokestis – įskaityta: gaunama 4 mėn. iš 4',
  ...overrides,
});

describe('BankTransactions (issue 19: the team sees which rows counted)', () => {
  it('lists the counted rows open, each with its reason, and folds the rest away', async () => {
    renderBackOffice(
      <BankTransactions
        rows={[
          row({}),
          row({ date: '2026-09-03', amount: -180, counterparty: 'Mokilizingas', description: 'Įmoka', kind: 'loan', note: 'Paskolos, lizingo ar kredito įmoka – įskaityta į įsipareigojimus' }),
          row({ date: '2026-09-12', amount: 35.5, counterparty: 'Varle.lt', description: 'Pinigų grąžinimas', kind: 'refund', counted: false, note: 'Grąžinimas – ne pajamos' }),
        ]}
      />,
    );
    const counted = screen.getByRole('table', { name: 'Įrašai, kuriuos įskaitė kreditinė šviesa' });
    expect(screen.getByRole('heading', { name: 'Įskaityta (2)' })).toBeInTheDocument();
    expect(within(counted).getAllByRole('row')).toHaveLength(3);
    expect(within(counted).getByRole('row', { name: /UAB Statyba/ })).toHaveTextContent('Darbo užmokestis – įskaityta: gaunama 4 mėn. iš 4');
    expect(within(counted).getByRole('row', { name: /Mokilizingas/ })).toHaveTextContent(/−180\s€/);

    const left = screen.getByRole('table', { name: 'Įrašai, kurių kreditinė šviesa neįskaitė', hidden: true });
    expect(left).not.toBeVisible();
    await userEvent.setup().click(screen.getByText('Neįskaityta (1)'));
    expect(left).toBeVisible();
    expect(within(left).getByRole('row', { name: /Varle\.lt/ })).toHaveTextContent('Grąžinimas – ne pajamos');
  });

  it('says so when nothing was read or nothing came in', () => {
    renderBackOffice(<BankTransactions rows={[]} />);
    expect(screen.getByText(/Banko įrašų nėra/)).toBeInTheDocument();
  });

  it('writes foreign rows in their own currency and dates as the team reads them', () => {
    expect(formatRowAmount(1200, 'EUR')).toMatch(/^1\s200\s€$/);
    expect(formatRowAmount(250.5, 'GBP')).toMatch(/^250,50\sGBP$/);
    expect(formatRowAmount(10, 'ZZ1')).toBe('10 ZZ1');
    expect(formatRowDate('2026-09-25')).toBe('2026-09-25');
    expect(formatRowDate('rugsėjis')).toBe('rugsėjis');
  });
});
