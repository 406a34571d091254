import { screen, within } from '@testing-library/react';
import { renderBackOffice } from '../../test/render';
import { ScrollTable } from './ScrollTable';

const rows = (
  <>
    <thead>
      <tr>
        <th scope="col">Automobilis</th>
        <th scope="col">Būsena</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Toyota Yaris, 2021</td>
        <td>Laukia patvirtinimo</td>
      </tr>
    </tbody>
  </>
);

describe('ScrollTable', () => {
  it('puts the table in a scroll region named by its caption, reachable with Tab', () => {
    renderBackOffice(<ScrollTable caption="Laukia patvirtinimo">{rows}</ScrollTable>);
    const region = screen.getByRole('region', { name: 'Laukia patvirtinimo' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Laukia patvirtinimo' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Automobilis', 'Būsena']);
  });

  it('shows the caption only when asked', () => {
    const { unmount } = renderBackOffice(<ScrollTable caption="Pakeisti laukai">{rows}</ScrollTable>);
    // Hidden: the caption's text sits in the UI kit's visually hidden span.
    expect(screen.getByText('Pakeisti laukai').tagName).toBe('SPAN');
    unmount();
    renderBackOffice(
      <ScrollTable caption="Pakeisti laukai" showCaption>
        {rows}
      </ScrollTable>,
    );
    expect(screen.getByText('Pakeisti laukai').tagName).toBe('CAPTION');
  });
});
