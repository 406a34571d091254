import { formatEuro } from '@ratai/domain';
import type { CallbackLeadPayload, CarRequestLeadPayload } from './leads.tables';

/**
 * The e-mails the team receives for a lead, in Lithuanian (the team works in Lithuanian).
 * Plain text, one "Label: value" per line, so the message is readable on a phone and easy to
 * copy into a CRM.
 */

/** Both forms' lead e-mails: addressed by the caller (config.teamEmail). */
export interface LeadMail {
  subject: string;
  text: string;
  /** The visitor's address when the form has one, so the team can answer with "Reply". */
  replyTo?: string;
}

export interface LeadMeta {
  id: number;
  receivedAt: Date;
}

// The product serves Lithuania; a fixed zone makes the time in the e-mail the team's own.
const receivedFormat = new Intl.DateTimeFormat('lt-LT', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Vilnius',
});

/** Subject lines are one line: anything a visitor typed (the callback subject) is flattened. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const lines = (rows: Array<[string, string]>) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const footer = (meta: LeadMeta) =>
  lines([
    ['Užklausos Nr.', String(meta.id)],
    ['Gauta', receivedFormat.format(meta.receivedAt)],
  ]);

export function carRequestMail(lead: CarRequestLeadPayload, meta: LeadMeta): LeadMail {
  const car = `${lead.carMake.name} ${lead.carModel.name}`;
  const [from, to] = lead.price;
  return {
    subject: oneLine(`Nauja automobilio užklausa: ${car}, ${lead.modelYear} m.`),
    replyTo: lead.email,
    text: [
      'Lankytojas ieško automobilio (automobilio užklausos forma).',
      '',
      lines([
        ['Markė', lead.carMake.name],
        ['Modelis', lead.carModel.name],
        ['Gamybos metai', String(lead.modelYear)],
        ['Kaina', `${formatEuro(from)} – ${formatEuro(to)}`],
        ['Telefonas', lead.phone],
        ['El. paštas', lead.email],
        ['Sutiko su taisyklėmis', 'taip'],
      ]),
      '',
      footer(meta),
      '',
    ].join('\n'),
  };
}

export function callbackMail(lead: CallbackLeadPayload, meta: LeadMeta): LeadMail {
  return {
    subject: oneLine(lead.subject),
    text: [
      'Lankytojas prašo jam paskambinti (skambučio užsakymo forma).',
      '',
      lines([
        ['Vardas', lead.name],
        ['Telefonas', lead.phone],
        ['Tema', oneLine(lead.subject)],
        ['Sutiko su taisyklėmis', 'taip'],
      ]),
      '',
      footer(meta),
      '',
    ].join('\n'),
  };
}
