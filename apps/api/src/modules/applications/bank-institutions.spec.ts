import type { BankInstitution } from '@ratai/domain';
import type { BankDataClient } from '../bank/bank-data-types';
import { createInstitutionList, INSTITUTIONS_FAILURE_TTL_MS } from './bank-institutions';

const SWEDBANK: BankInstitution = { id: 'SWEDBANK_HABALT22', name: 'Swedbank', bic: 'HABALT22', logo: 'https://cdn.example/swedbank.png' };

/** A provider whose answers the test lines up: a list, or an error to throw. */
function provider(answers: Array<BankInstitution[] | Error>) {
  const calls: string[] = [];
  const client: Pick<BankDataClient, 'listInstitutions'> = {
    listInstitutions: async (country: string) => {
      calls.push(country);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no more answers lined up');
      if (answer instanceof Error) throw answer;
      return answer.map((institution) => ({ ...institution, transactionTotalDays: 540, maxAccessValidForDays: 90 }));
    },
  };
  return { client: client as BankDataClient, calls };
}

describe('the bank list (createInstitutionList)', () => {
  it('asks the provider for Lithuanian banks once an hour and keeps only name, bic and logo', async () => {
    let clock = 0;
    const { client, calls } = provider([[SWEDBANK], [SWEDBANK]]);
    const institutions = createInstitutionList(client, () => clock);
    expect(await institutions()).toEqual([SWEDBANK]);
    clock += 59 * 60_000;
    expect(await institutions()).toEqual([SWEDBANK]);
    expect(calls).toEqual(['LT']);
    clock += 2 * 60_000;
    await institutions();
    expect(calls).toEqual(['LT', 'LT']);
  });

  it('reads arriving together share one provider call', async () => {
    const { client, calls } = provider([[SWEDBANK]]);
    const institutions = createInstitutionList(client, () => 0);
    const answers = await Promise.all([institutions(), institutions(), institutions()]);
    expect(answers).toEqual([[SWEDBANK], [SWEDBANK], [SWEDBANK]]);
    expect(calls).toHaveLength(1);
  });

  it('a provider that failed is not asked again for a while; then it is, and its list is kept', async () => {
    let clock = 0;
    const down = new Error('provider down');
    const { client, calls } = provider([down, [SWEDBANK]]);
    const institutions = createInstitutionList(client, () => clock);
    await expect(institutions()).rejects.toBe(down);
    clock += INSTITUTIONS_FAILURE_TTL_MS - 1;
    await expect(institutions()).rejects.toBe(down);
    expect(calls).toHaveLength(1);
    clock += 1;
    expect(await institutions()).toEqual([SWEDBANK]);
    expect(calls).toHaveLength(2);
  });
});
