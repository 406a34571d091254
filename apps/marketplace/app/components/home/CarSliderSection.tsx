import type { CarAdvertisementSummary } from '@ratai/domain';
import { CarCard, CarSlider } from '@ratai/ui';

/** Cars in the looping slider (spec §2.21); loaded as its own chunk. */
export default function CarSliderSection({ cars, label }: { cars: readonly CarAdvertisementSummary[]; label: string }) {
  return (
    <CarSlider label={label}>
      {cars.map((car) => (
        <CarCard key={car.id} car={car} href={`/automobilio-nuoma/${car.slug}`} />
      ))}
    </CarSlider>
  );
}
