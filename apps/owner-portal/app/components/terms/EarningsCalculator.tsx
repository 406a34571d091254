import { useState } from 'react';
import { formatEuro, type OwnCarAdvertisement } from '@ratai/domain';
import { commissionAmount, commissionPercent, MARGIN_TERMS, marginAmountPerYear, marginPercent } from '@ratai/pricing';
import { Select } from '@ratai/ui';
import { Card, Lead, SectionTitle } from '../layout/Page';
import { Tables } from './ContractTermsPanel';

type CarForCalculator = Pick<OwnCarAdvertisement, 'id' | 'price' | 'carMake' | 'carModel' | 'productionYear'>;

/**
 * For each of the owner's cars: our commission (percent and euros) and the yearly margin (percent
 * and euros a year) per term of the margin table, all from @ratai/pricing (the app does no money
 * math of its own). Prices outside the margin table (below 2 000 or above 50 000 EUR) show "—".
 */
export function EarningsCalculator({ cars }: { cars: readonly CarForCalculator[] }) {
  const [selected, setSelected] = useState<number | null>(cars[0]?.id ?? null);
  const car = cars.find((item) => item.id === selected) ?? null;
  return (
    <Card aria-labelledby="calculator-title">
      <SectionTitle id="calculator-title">Skaičiuoklė: komisinis ir marža</SectionTitle>
      {cars.length === 0 ? (
        <Lead>Įkėlę automobilį čia matysite jo komisinį atlyginimą ir maržą kiekvienam terminui.</Lead>
      ) : (
        <>
          <Select
            label="Automobilis"
            value={selected ?? ''}
            onChange={(event) => setSelected(Number(event.target.value))}
            options={cars.map((item) => ({
              value: item.id,
              label: `${item.carMake.name} ${item.carModel.name}, ${item.productionYear} – ${formatEuro(item.price)}`,
            }))}
          />
          {car ? (
            <Tables aria-live="polite">
              <p>
                Komisinis: <strong>{commissionPercent(car.price) ?? '—'}%</strong> ({formatEuro(commissionAmount(car.price))})
              </p>
              <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Marža pagal terminą">
                <table>
                  <caption>Marža pagal terminą</caption>
                  <thead>
                    <tr>
                      <th scope="col">Terminas</th>
                      <th scope="col">Metinė marža</th>
                      <th scope="col">Marža per metus</th>
                    </tr>
                  </thead>
                  <tbody>
                    {MARGIN_TERMS.map((term) => {
                      const percent = marginPercent(car.price, term);
                      const amount = marginAmountPerYear(car.price, term);
                      return (
                        <tr key={term}>
                          <th scope="row">{term} mėn.</th>
                          <td>{percent === null ? '—' : `${percent}%`}</td>
                          <td>{amount === null ? '—' : formatEuro(amount)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </Tables>
          ) : null}
        </>
      )}
    </Card>
  );
}
