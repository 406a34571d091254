import type { FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import type { SandboxTransaction } from '../ledger';
import { badRequest, ProviderError } from '../provider-errors';
import type { AccountScope } from '../rate-limits';
import { isoDay, money } from '../request-helpers';
import type { Account } from '../state';
import { transactionRow } from '../transaction-rows';

/**
 * Account metadata, details, balances and transactions. Each data read passes, in order: the
 * account exists; its agreement has not run out (401); its scenario's fault (409/401/403/503,
 * which do not count); the bank's daily limit (429, counts successful reads only).
 */
export function registerAccountRoutes({ app, state, limiter }: SandboxContext): void {
  const requireAccount = (id: string): Account => {
    const account = state.accounts.get(id);
    if (!account) throw new ProviderError(404, `Account ID ${id} not found`, 'Please check whether you specified a valid Account ID');
    return account;
  };

  function read(accountId: string, scope: AccountScope, reply: FastifyReply): Account {
    const account = requireAccount(accountId);
    const agreement = state.agreements.get(account.agreementId);
    if (agreement && state.agreementExpired(agreement.id)) {
      const expiredAt = new Date(Date.parse(agreement.accepted as string) + agreement.access_valid_for_days * 86_400_000).toISOString();
      throw new ProviderError(
        401,
        `End User Agreement (EUA) ${agreement.id} has expired`,
        `EUA was valid for ${agreement.access_valid_for_days} days and expired at ${expiredAt}. The end user must reconnect their account with a new EUA and Requisition.`,
      );
    }
    const fault = account.fault;
    if (fault && (fault.failedReads === undefined || account.faultyReads < fault.failedReads * 3)) {
      account.faultyReads += 1;
      throw new ProviderError(fault.status, fault.summary, fault.detail.replace('{id}', account.id), { type: fault.type });
    }
    limiter.checkAccountRead(account.id, scope, reply);
    account.lastAccessed = state.now().toISOString();
    return account;
  }

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/', async (request) => {
    const account = requireAccount(request.params.id);
    const failing = account.fault && (account.fault.failedReads === undefined || account.faultyReads < account.fault.failedReads * 3);
    return {
      id: account.id,
      created: account.created,
      last_accessed: account.lastAccessed,
      iban: account.data.iban,
      institution_id: account.institution.id,
      status: failing ? (account.fault?.metadataStatus ?? 'READY') : 'READY',
      owner_name: account.data.ownerName,
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/details/', async (request, reply) => {
    const { id, data } = read(request.params.id, 'details', reply);
    return {
      account: {
        resourceId: id,
        iban: data.iban,
        currency: data.currency,
        ownerName: data.ownerName,
        name: data.name,
        product: data.product,
        cashAccountType: 'CACC',
      },
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/balances/', async (request, reply) => {
    const { data } = read(request.params.id, 'balances', reply);
    const pendingCents = data.pending.filter((t) => !t.currency).reduce((sum, t) => sum + t.amountCents, 0);
    const date = isoDay(state.now());
    const available = data.balanceCents + pendingCents + data.creditLimitCents;
    const byType: Record<string, object> = {
      closingBooked: { balanceAmount: money(data.balanceCents, data.currency), balanceType: 'closingBooked', referenceDate: date },
      interimAvailable: {
        balanceAmount: money(available, data.currency),
        balanceType: 'interimAvailable',
        creditLimitIncluded: data.creditLimitCents > 0,
        referenceDate: date,
      },
      expected: { balanceAmount: money(data.balanceCents + pendingCents, data.currency), balanceType: 'expected', lastChangeDateTime: state.now().toISOString() },
      closingAvailable: { balanceAmount: money(data.balanceCents + data.creditLimitCents, data.currency), balanceType: 'closingAvailable', referenceDate: date },
      forwardAvailable: { balanceAmount: money(available, data.currency), balanceType: 'forwardAvailable', referenceDate: date },
    };
    return { balances: (data.balanceTypes ?? ['closingBooked', 'interimAvailable']).map((type) => byType[type]) };
  });

  app.get<{ Params: { id: string }; Querystring: { date_from?: string; date_to?: string } }>(
    '/api/v2/accounts/:id/transactions/',
    async (request, reply) => {
      const { date_from: dateFrom, date_to: dateTo } = request.query;
      for (const [name, value] of [['date_from', dateFrom], ['date_to', dateTo]] as const) {
        if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badRequest(`Invalid ${name}`, `${name} must be YYYY-MM-DD`, name);
      }
      const today = isoDay(state.now());
      for (const [name, value] of [['date_from', dateFrom], ['date_to', dateTo]] as const) {
        if (value !== undefined && value > today) {
          throw badRequest("Date can't be in future", `'${value}' can't be greater than ${today}. Specify correct date range`, name);
        }
      }
      const account = read(request.params.id, 'transactions', reply);
      const agreement = state.agreements.get(account.agreementId);
      // The agreement caps the history the bank hands over.
      const oldest = isoDay(new Date(state.now().getTime() - (agreement?.max_historical_days ?? 90) * 86_400_000));
      const from = dateFrom && dateFrom > oldest ? dateFrom : oldest;
      const inRange = (t: SandboxTransaction) => t.bookingDate >= from && (!dateTo || t.bookingDate <= dateTo);
      const row = (t: SandboxTransaction) => transactionRow(t, account.data.currency);
      return {
        transactions: {
          // Newest first, as the banks answer.
          booked: account.data.booked.filter(inRange).reverse().map(row),
          pending: account.data.pending.filter(inRange).map(row),
        },
      };
    },
  );
}
