import { FILTER_BUTTON } from '@ratai/domain';
import { Drawer } from '@ratai/ui';
import { FilterForm, type FilterFormProps } from './FilterForm';

export interface FilterDrawerProps extends Omit<FilterFormProps, 'onSubmitted'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The filter in a drawer, for screens below 1025 px (spec §2.1). Its own chunk: the search loads
 * it on the first press of 'Filtras' (or when the pointer or focus reaches the button), so the
 * drawer and its dialog behaviour are not part of the first load.
 */
export function FilterDrawer({ open, onClose, ...formProps }: FilterDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={FILTER_BUTTON}>
      <FilterForm {...formProps} onSubmitted={onClose} />
    </Drawer>
  );
}
