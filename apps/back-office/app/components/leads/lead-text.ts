import { formatEuro, type TeamLead } from '@ratai/domain';

/** What the lead asks for: the wanted car of a car request ('Škoda Octavia, 2018 m., 4 000 € – 9 000 €') or the callback's subject. */
export function leadRequestText(lead: TeamLead): string {
  if (lead.car) return `${lead.car.make} ${lead.car.model}, ${lead.car.modelYear} m., ${formatEuro(lead.car.price[0])} – ${formatEuro(lead.car.price[1])}`;
  return lead.subject ?? '—';
}
