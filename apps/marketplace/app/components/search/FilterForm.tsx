import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  DRIVETRAINS,
  DRIVETRAIN_LABELS,
  FUEL_TYPES,
  FUEL_TYPE_LABELS,
  GEARBOXES,
  GEARBOX_LABELS,
  LOADING,
  TAXI_LABEL,
  enumOptions,
  formatEuro,
  formatOdometer,
  yearOptions,
  type CarMake,
  type CarModel,
  type SearchFilter,
} from '@ratai/domain';
import { Button, Checkbox, CollapsibleMultiSelect, Select, TextField } from '@ratai/ui';
import { FILTER_PRICE_MAX, filterFromForm, priceOptions, searchHref, withCurrentValue, SEARCH_ANCHOR } from '../../lib/search-filter';
import { useCarModels } from '../../lib/use-car-models';
import { useHydrated } from '@ratai/app-shell';
import { RangeSelects } from './RangeSelects';

export interface FilterFormProps {
  /** The filter of the URL (the form starts from it). */
  filter: SearchFilter;
  makes: readonly CarMake[];
  /** Models of the URL's make, loaded with the page. */
  models: readonly CarModel[];
  currentYear: number;
  /** Called after a submit (the drawer closes). */
  onSubmitted?: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const fuelOptions = enumOptions(FUEL_TYPES, FUEL_TYPE_LABELS);
const gearboxOptions = enumOptions(GEARBOXES, GEARBOX_LABELS);
const PRICES = priceOptions(FILTER_PRICE_MAX);
const bodyTypeOptions = enumOptions(BODY_TYPES, BODY_TYPE_LABELS);
const drivetrainOptions = enumOptions(DRIVETRAINS, DRIVETRAIN_LABELS);
/** Odometer steps of the "Rida nuo/iki" dropdowns, km (ours: issue 17). */
const ODOMETERS = [10000, 25000, 50000, 75000, 100000, 125000, 150000, 200000, 250000, 300000];
/** "Sėdimų vietų nuo": 2 to 9. */
const SEAT_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ value: n, label: String(n) }));

/**
 * The search filter (spec §2.1): make, model (its list reloads when the make changes, and the
 * model is cleared), year from/to (the "to" list never goes below "from"), price from/to, fuel
 * type and gearbox multi-selects, 'Tinka pavėžėjams'. Submitting writes the non-empty values and
 * page=1 into the current path's query string. Without JavaScript it is a plain GET form.
 */
export function FilterForm({ filter, makes, models: initialModels, currentYear, onSubmitted }: FilterFormProps) {
  const navigate = useNavigate();
  // The side panel hydrates as a deferred part (SearchSection): tests wait for this marker.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [make, setMake] = useState(filter.carMake ?? '');
  const [model, setModel] = useState(filter.carModel ?? '');
  const [yearFrom, setYearFrom] = useState(filter.modelYearFrom?.toString() ?? '');
  const [yearTo, setYearTo] = useState(filter.modelYearTo?.toString() ?? '');
  const [priceFrom, setPriceFrom] = useState(filter.priceFrom?.toString() ?? '');
  const [priceTo, setPriceTo] = useState(filter.priceTo?.toString() ?? '');
  const [fuel, setFuel] = useState<string[]>([...(filter.fuelType ?? [])]);
  const [gearbox, setGearbox] = useState<string[]>([...(filter.gearbox ?? [])]);
  const [taxi, setTaxi] = useState(filter.isForTaxi === true);
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [bodyType, setBodyType] = useState<string[]>([...(filter.bodyType ?? [])]);
  const [odometerFrom, setOdometerFrom] = useState(filter.odometerFrom?.toString() ?? '');
  const [odometerTo, setOdometerTo] = useState(filter.odometerTo?.toString() ?? '');
  const [drivetrain, setDrivetrain] = useState<string[]>([...(filter.drivetrain ?? [])]);
  const [seats, setSeats] = useState(filter.numberOfSeatsFrom?.toString() ?? '');

  // The URL's make came with its models; another make's models are fetched in the browser.
  const otherMake = make !== '' && make !== (filter.carMake ?? '');
  const fetched = useCarModels(otherMake ? make : null);
  const models = otherMake ? (fetched.data ?? []) : make ? initialModels : [];

  const years = yearOptions({ currentYear });
  const yearsTo = yearOptions({ currentYear, from: yearFrom ? Number(yearFrom) : undefined });
  const pricesFrom = withCurrentValue(PRICES, filter.priceFrom);
  const allPricesTo = withCurrentValue(PRICES, filter.priceTo);
  const pricesTo = priceFrom ? allPricesTo.filter((p) => p >= Number(priceFrom)) : allPricesTo;
  const odometersFrom = withCurrentValue(ODOMETERS, filter.odometerFrom);
  const allOdometersTo = withCurrentValue(ODOMETERS, filter.odometerTo);
  const odometersTo = odometerFrom ? allOdometersTo.filter((km) => km >= Number(odometerFrom)) : allOdometersTo;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = filterFromForm(new FormData(event.currentTarget), filter.sort);
    navigate(searchHref(pathname, next));
    onSubmitted?.();
  };

  return (
    <Form
      method="get"
      action={`${pathname}#${SEARCH_ANCHOR}`}
      onSubmit={submit}
      aria-label="Automobilių paieška"
      data-hydrated={hydrated || undefined}
    >
      <TextField
        label="Paieška"
        name="keyword"
        type="search"
        placeholder="Markė, modelis ar žodis aprašyme"
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Select
        label="Markė"
        name="carMake"
        placeholder="Visos markės"
        options={makes.map((m) => ({ value: m.slug, label: m.name }))}
        value={make}
        onChange={(event) => {
          setMake(event.target.value);
          setModel('');
        }}
      />
      <Select
        label="Modelis"
        name="carModel"
        placeholder={make ? 'Visi modeliai' : 'Pirmiausia pasirinkite markę'}
        emptyText={!make ? 'Pirmiausia pasirinkite markę' : fetched.isFetching ? LOADING : undefined}
        options={models.map((m) => ({ value: m.slug, label: m.name }))}
        value={model}
        disabled={!make}
        onChange={(event) => setModel(event.target.value)}
      />
      <RangeSelects
        label="Metai"
        names={['modelYearFrom', 'modelYearTo']}
        fromOptions={years.map((y) => ({ value: y, label: String(y) }))}
        toOptions={yearsTo.map((y) => ({ value: y, label: String(y) }))}
        from={yearFrom}
        to={yearTo}
        onFromChange={setYearFrom}
        onToChange={setYearTo}
      />
      <RangeSelects
        label="Kaina"
        names={['priceFrom', 'priceTo']}
        fromOptions={pricesFrom.map((p) => ({ value: p, label: formatEuro(p) }))}
        toOptions={pricesTo.map((p) => ({ value: p, label: formatEuro(p) }))}
        from={priceFrom}
        to={priceTo}
        onFromChange={setPriceFrom}
        onToChange={setPriceTo}
      />
      <CollapsibleMultiSelect label="Kuro tipas" name="fuelType" options={fuelOptions} value={fuel} onChange={setFuel} />
      <CollapsibleMultiSelect
        label="Pavarų dėžė"
        name="gearbox"
        options={gearboxOptions}
        value={gearbox}
        onChange={setGearbox}
      />
      <CollapsibleMultiSelect
        label="Kėbulo tipas"
        name="bodyType"
        options={bodyTypeOptions}
        value={bodyType}
        onChange={setBodyType}
      />
      <RangeSelects
        label="Rida"
        names={['odometerFrom', 'odometerTo']}
        fromOptions={odometersFrom.map((km) => ({ value: km, label: formatOdometer(km) }))}
        toOptions={odometersTo.map((km) => ({ value: km, label: formatOdometer(km) }))}
        from={odometerFrom}
        to={odometerTo}
        onFromChange={setOdometerFrom}
        onToChange={setOdometerTo}
      />
      <CollapsibleMultiSelect
        label="Varantieji ratai"
        name="drivetrain"
        options={drivetrainOptions}
        value={drivetrain}
        onChange={setDrivetrain}
      />
      <Select
        label="Sėdimų vietų nuo"
        name="numberOfSeatsFrom"
        placeholder="Bet kiek"
        options={SEAT_OPTIONS}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
      />
      <Checkbox
        label={TAXI_LABEL}
        name="isForTaxi"
        value="true"
        checked={taxi}
        onChange={(event) => setTaxi(event.target.checked)}
      />
      <Actions>
        <Button type="submit" fullWidth>
          Ieškoti
        </Button>
      </Actions>
    </Form>
  );
}
