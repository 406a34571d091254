import { COMMISSION_TABLE, MARGIN_TABLE, MARGIN_TERMS } from '@ratai/pricing';
import { formatNumber } from '@ratai/domain';

/** "iki 10 000", "10 001–15 000", "daugiau nei 40 001" — a commission row's value band as the spec writes it. */
export function commissionBand(fromValue: number | null, toValue: number | null): string {
  if (fromValue === null) return `iki ${formatNumber(toValue)}`;
  if (toValue === null) return `daugiau nei ${formatNumber(fromValue)}`;
  return `${formatNumber(fromValue)}–${formatNumber(toValue)}`;
}

/** The commission table of spec §9, from @ratai/pricing's COMMISSION_TABLE (one source). */
export function CommissionTable() {
  return (
    <table>
      <caption>Komisinis atlyginimas pagal automobilio vertę</caption>
      <thead>
        <tr>
          <th scope="col">Automobilio vertė (EUR)</th>
          <th scope="col">Komisinis</th>
        </tr>
      </thead>
      <tbody>
        {COMMISSION_TABLE.map((row) => (
          <tr key={`${row.fromValue}-${row.toValue}`}>
            <td>{commissionBand(row.fromValue, row.toValue)}</td>
            <td>{row.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The margin table of spec §9 (value band × term), from @ratai/pricing's MARGIN_TABLE. */
export function MarginTable() {
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Maržos lentelė">
      <table>
        <caption>Metinė marža pagal automobilio vertę ir terminą</caption>
        <thead>
          <tr>
            <th scope="col">Vertė (EUR)</th>
            {MARGIN_TERMS.map((term) => (
              <th scope="col" key={term}>
                {term} mėn.
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MARGIN_TABLE.map((row) => (
            <tr key={row.minValue}>
              <th scope="row">
                {formatNumber(row.minValue)}–{formatNumber(row.maxValue)}
              </th>
              {row.percents.map((percent, index) => (
                <td key={MARGIN_TERMS[index]}>{percent}%</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The four sections of the contract terms panel (spec §2.20) with the content of §9: every term
 * of the spec, in Lithuanian. The wording around the spec's facts is ours.
 */
export const CONTRACT_SECTION_CONTENT = {
  general: (
    <>
      <p>
        Partneris (Ratai) ieško klientų Nuomotojo automobiliams, atlieka preliminarų kliento finansinės būklės vertinimą
        (žalia, geltona arba raudona šviesa) ir perduoda užklausą Nuomotojui. Nuomotojas parodo automobilį klientui ir
        gauna mėnesines įmokas.
      </p>
      <ul>
        <li>Vienkartinis administravimo mokestis priklauso tik Partneriui.</li>
        <li>Partnerio pristatytas klientas yra priskirtas Partneriui 3 mėnesius.</li>
      </ul>
    </>
  ),
  commission: (
    <>
      <CommissionTable />
      <ul>
        <li>Sąskaita išrašoma iki kiekvieno mėnesio 10 dienos; ji apmokama per 30 kalendorinių dienų nuo jos gavimo.</li>
        <li>Partneris gali keisti komisinio atlyginimo sąlygas, apie tai pranešęs prieš 14 dienų.</li>
      </ul>
    </>
  ),
  margin: (
    <>
      <p>Marža – metinis antkainis automobilio vertei, priklausantis nuo vertės intervalo ir nuomos termino.</p>
      <MarginTable />
      <ul>
        <li>Marža gali būti keičiama, apie tai raštu pranešus prieš 14 dienų.</li>
        <li>Partnerio komisinis atlyginimas į maržą neįskaičiuotas.</li>
      </ul>
    </>
  ),
  liability: (
    <ul>
      <li>Nuomotojas privalo pranešti Partneriui apie sudarytą sandorį per 3 darbo dienas nuo sutarties pasirašymo.</li>
      <li>
        Už nuslėptą sandorį Nuomotojas moka 3 000 EUR baudą ir komisinį atlyginimą per 10 kalendorinių dienų nuo rašytinio
        pranešimo gavimo.
      </li>
    </ul>
  ),
};
