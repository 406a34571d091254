import { CREDIT_LIGHT_LABELS, CREDIT_LIGHT_TITLE, formatEuro, type CreditLight } from '@ratai/domain';
import type { CallbackLeadPayload, CarRequestLeadPayload } from '../modules/leads/leads.tables';
import { vocative } from './vocative';

/**
 * Every e-mail the product sends, in Lithuanian, HTML and plain text side by side — the one place
 * to read or change what people receive. A template returns `{ subject, text, html }`; who
 * receives it is decided by the caller (src/mail/notifications.ts). Values are escaped in the
 * HTML; subjects are flattened to one line.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The brand colour of @ratai/ui's theme (`colors.brand`), for the button; the API does not depend on the UI kit. */
const BRAND = '#0f5f5a';

/** A block of a message: a paragraph, "label: value" rows, or a button (a link). */
type Block = { p: string } | { rows: Array<[string, string]> } | { button: { label: string; url: string } };

/** The HTML footer of a message nobody needs to answer. */
const AUTOMATIC_NOTE = 'Šis laiškas išsiųstas automatiškai, į jį atsakyti nereikia.';

/**
 * Renders the same blocks as plain text and as simple, inline-styled HTML (what mail clients
 * read). `note` is the HTML's small print: by default that no answer is needed.
 */
function render(subject: string, blocks: Block[], note: string = AUTOMATIC_NOTE): RenderedMail {
  const text = blocks
    .map((block) => {
      if ('p' in block) return block.p;
      if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      return `${block.button.label}: ${block.button.url}`;
    })
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p).replace(/\n/g, '<br>')}</p>`;
      if ('rows' in block) {
        const rows = block.rows
          .map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
          .join('');
        return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
      }
      const url = escapeHtml(block.button.url);
      return `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;background:${BRAND};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(block.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${url}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Ratai</p>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(note)}</p>
</div></body></html>
`;
  return { subject: oneLine(subject), text: `${text}\n\n—\nRatai\n`, html };
}

const received = new Intl.DateTimeFormat('lt-LT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Vilnius' });
const lightLabel = (light: CreditLight | null) => (light ? CREDIT_LIGHT_LABELS[light] : 'nenustatyta');

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

export interface ApplicationMailData {
  id: string;
  name: string;
  surname: string;
  /** The car applied for ("Škoda Octavia, 2018 m."), or null for an application without a car. */
  car: string | null;
  createdAt: Date;
}

/** To the applicant: the application number and how to look it up. */
export function applicationReceivedApplicant(a: ApplicationMailData, statusUrl: string): RenderedMail {
  return render(`Jūsų paraiška gauta – Nr. ${a.id}`, [
    { p: `Sveiki, ${vocative(a.name)},` },
    { p: 'Gavome Jūsų išperkamosios nuomos paraišką. Ją peržiūrėsime ir susisieksime su Jumis.' },
    { rows: [['Paraiškos numeris', a.id], ...(a.car ? ([['Automobilis', a.car]] as Array<[string, string]>) : []), ['Gauta', received.format(a.createdAt)]] },
    { p: 'Paraiškos būseną galite bet kada patikrinti šia nuoroda. Ji skirta tik Jums – neperduokite jos kitiems.' },
    { button: { label: 'Paraiškos būsena', url: statusUrl } },
  ]);
}

/** The team's link to a record in the back office. */
const openInBackOffice = (label: string, url: string): Block => ({ button: { label, url } });

/** To the team: a new application arrived, with the link to its page in the back office. */
export function applicationReceivedTeam(a: ApplicationMailData, light: CreditLight | null, recordUrl: string): RenderedMail {
  return render(`Nauja paraiška: ${a.name} ${a.surname}${a.car ? `, ${a.car}` : ''}`, [
    { p: 'Gauta nauja išperkamosios nuomos paraiška.' },
    { rows: [['Paraiškos numeris', a.id], ['Pareiškėjas', `${a.name} ${a.surname}`], ['Automobilis', a.car ?? '—'], [CREDIT_LIGHT_TITLE, lightLabel(light)], ['Gauta', received.format(a.createdAt)]] },
    openInBackOffice('Atidaryti paraišką', recordUrl),
  ]);
}

/** To the team: the applicant connected the bank and the credit light was computed from it. */
export function bankConnectedTeam(a: ApplicationMailData, light: CreditLight | null, recordUrl: string): RenderedMail {
  return render(`Banko duomenys gauti, kreditinė šviesa: ${lightLabel(light)} – paraiška ${a.id}`, [
    { p: 'Pareiškėjas susiejo banko sąskaitą; kreditinė šviesa nustatyta pagal banko duomenis.' },
    { rows: [['Paraiškos numeris', a.id], ['Pareiškėjas', `${a.name} ${a.surname}`], ['Automobilis', a.car ?? '—'], [CREDIT_LIGHT_TITLE, lightLabel(light)]] },
    openInBackOffice('Atidaryti paraišką', recordUrl),
  ]);
}

/** To a listing's owner: the team passed an application for the owner's car to them. */
export function applicationPassedToOwner(a: ApplicationMailData, portalUrl: string): RenderedMail {
  return render(`Jums perduota paraiška${a.car ? `: ${a.car}` : ''}`, [
    { p: 'Sveiki,' },
    { p: 'Ratai komanda perdavė Jums išperkamosios nuomos paraišką dėl Jūsų automobilio. Pareiškėjo kontaktus rasite savo paskyros skiltyje „Užklausos“.' },
    { rows: [['Paraiškos numeris', a.id], ['Automobilis', a.car ?? '—']] },
    // The lead's own page in the portal (issue 16); it asks for a sign-in first and comes back.
    { button: { label: 'Atidaryti užklausą', url: ownerLeadUrl(portalUrl, a.id) } },
  ]);
}

/** The lead's page in the owner portal's inbox 'Užklausos' (apps/owner-portal routes/lead.tsx). */
export const ownerLeadUrl = (portalUrl: string, applicationId: string) => `${portalUrl}/paskyra/uzklausos/${encodeURIComponent(applicationId)}`;

// ---------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------

export interface ListingMailData {
  id: number;
  /** "Škoda Octavia, 2018 m." */
  title: string;
}

/** To the team: a listing was created or edited and waits for review. */
export function listingWaitingForReview(l: ListingMailData, edited: boolean, recordUrl: string): RenderedMail {
  return render(`Skelbimas laukia peržiūros: ${l.title}`, [
    { p: edited ? 'Savininkas pakeitė skelbimą; jis vėl laukia peržiūros.' : 'Savininkas įkėlė naują skelbimą; jis laukia peržiūros.' },
    { rows: [['Skelbimas', l.title], ['Skelbimo Nr.', String(l.id)]] },
    openInBackOffice('Peržiūrėti skelbimą', recordUrl),
  ]);
}

/** To the owner: the team approved the listing. */
export function listingApproved(l: ListingMailData, portalUrl: string): RenderedMail {
  return render(`Skelbimas patvirtintas: ${l.title}`, [
    { p: 'Sveiki,' },
    { p: `Jūsų skelbimas „${l.title}“ patvirtintas. Jei jis matomas, pirkėjai jį jau mato svetainėje.` },
    { button: { label: 'Mano skelbimai', url: portalUrl } },
  ]);
}

/** To the owner: the team rejected the listing, with the reason. */
export function listingRejected(l: ListingMailData, reason: string, portalUrl: string): RenderedMail {
  return render(`Skelbimas atmestas: ${l.title}`, [
    { p: 'Sveiki,' },
    { p: `Jūsų skelbimas „${l.title}“ nepatvirtintas.` },
    { rows: [['Priežastis', reason]] },
    { p: 'Pataisykite skelbimą savo paskyroje – pakeistas skelbimas bus peržiūrėtas iš naujo.' },
    { button: { label: 'Mano skelbimai', url: portalUrl } },
  ]);
}

/** To the owner: the team hid the listing from the public site. */
export function listingHiddenByTeam(l: ListingMailData, reason: string | null, portalUrl: string): RenderedMail {
  return render(`Skelbimas paslėptas: ${l.title}`, [
    { p: 'Sveiki,' },
    { p: `Ratai komanda paslėpė Jūsų skelbimą „${l.title}“: jo nebematyti svetainėje.` },
    ...(reason ? [{ rows: [['Priežastis', reason]] as Array<[string, string]> }] : []),
    { p: 'Jei turite klausimų, atsakykite į šį laišką arba susisiekite su mumis.' },
    { button: { label: 'Mano skelbimai', url: portalUrl } },
  ]);
}

/** To the owner: the team deleted the listing, with the reason. */
export function listingDeletedByTeam(l: ListingMailData, reason: string, portalUrl: string): RenderedMail {
  return render(`Skelbimas ištrintas: ${l.title}`, [
    { p: 'Sveiki,' },
    { p: `Ratai komanda ištrynė Jūsų skelbimą „${l.title}“: jo nebėra nei svetainėje, nei Jūsų paskyroje.` },
    { rows: [['Priežastis', reason]] },
    { p: 'Jei manote, kad tai klaida, atsakykite į šį laišką arba susisiekite su mumis.' },
    { button: { label: 'Mano skelbimai', url: portalUrl } },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Leads (to the team; the team works in Lithuanian). One "Label: value" row per field, so the
// message reads on a phone and copies into a CRM.
// ---------------------------------------------------------------------------------------------

export interface LeadMeta {
  id: number;
  receivedAt: Date;
  /** The lead's page in the back office. */
  recordUrl: string;
}

const leadFooter = (meta: LeadMeta): Block[] => [
  {
    rows: [
      ['Užklausos Nr.', String(meta.id)],
      ['Gauta', received.format(meta.receivedAt)],
    ],
  },
  openInBackOffice('Atidaryti užklausą', meta.recordUrl),
];

/** The car request form: a visitor looks for a car. The caller sets Reply-To to the visitor's address. */
export function carRequestTeam(lead: CarRequestLeadPayload, meta: LeadMeta): RenderedMail {
  const [from, to] = lead.price;
  return render(`Nauja automobilio užklausa: ${lead.carMake.name} ${lead.carModel.name}, ${lead.modelYear} m.`, [
    { p: 'Lankytojas ieško automobilio (automobilio užklausos forma).' },
    {
      rows: [
        ['Markė', lead.carMake.name],
        ['Modelis', lead.carModel.name],
        ['Gamybos metai', String(lead.modelYear)],
        ['Kaina', `${formatEuro(from)} – ${formatEuro(to)}`],
        ['Telefonas', lead.phone],
        ['El. paštas', lead.email],
        ['Sutiko su taisyklėmis', 'taip'],
      ],
    },
    ...leadFooter(meta),
  ], 'Atsakykite į šį laišką – atsakymas nueis lankytojui.');
}

/** The callback form: a visitor asks to be called; the subject is the form's (flattened to one line). */
export function callbackTeam(lead: CallbackLeadPayload, meta: LeadMeta): RenderedMail {
  return render(lead.subject, [
    { p: 'Lankytojas prašo jam paskambinti (skambučio užsakymo forma).' },
    {
      rows: [
        ['Vardas', lead.name],
        ['Telefonas', lead.phone],
        ['Tema', oneLine(lead.subject)],
        ['Sutiko su taisyklėmis', 'taip'],
      ],
    },
    ...leadFooter(meta),
  ], 'Lankytojas el. pašto nenurodė: paskambinkite nurodytu telefonu.');
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** The reset link (1 hour, single use). Sent only to an existing account's address. */
export function passwordReset(resetUrl: string): RenderedMail {
  return render('Slaptažodžio atkūrimas', [
    { p: 'Sveiki,' },
    { p: 'Gavome prašymą atkurti Jūsų Ratai paskyros slaptažodį. Naują slaptažodį nustatykite paspaudę nuorodą – ji galioja 1 valandą ir tik vieną kartą.' },
    { button: { label: 'Nustatyti naują slaptažodį', url: resetUrl } },
    { p: 'Jei slaptažodžio atkurti neprašėte, šį laišką ignoruokite – slaptažodis nepasikeis.' },
  ]);
}

/** The e-mail confirmation link. */
export function emailConfirmation(confirmUrl: string): RenderedMail {
  return render('Patvirtinkite el. pašto adresą', [
    { p: 'Sveiki,' },
    { p: 'Patvirtinkite, kad šis el. pašto adresas priklauso Jums – paspauskite nuorodą.' },
    { button: { label: 'Patvirtinti el. paštą', url: confirmUrl } },
    { p: 'Jei Ratai paskyros nekūrėte, šį laišką ignoruokite.' },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Saved searches (issue 17)
// ---------------------------------------------------------------------------------------------

/** Double opt-in: the alert e-mails start only once the address owner confirms. */
export function savedSearchConfirmation(searchUrl: string, confirmUrl: string): RenderedMail {
  return render('Patvirtinkite išsaugotą paiešką', [
    { p: 'Sveiki,\nsvetainėje Ratai šiuo el. pašto adresu išsaugota automobilių paieška. Patvirtinkite ją, ir kartą per dieną pranešime apie naujus jai tinkančius automobilius.' },
    { button: { label: 'Patvirtinti paiešką', url: confirmUrl } },
    { button: { label: 'Peržiūrėti paiešką', url: searchUrl } },
    { p: 'Jei paieškos neišsaugojote, nieko daryti nereikia: be patvirtinimo laiškų nesiųsime, o paieška bus ištrinta po 7 dienų.' },
  ]);
}

export interface SavedSearchAlertCar {
  title: string;
  price: number;
  fromPricePerMonth: number;
  url: string;
}

/** The daily alert: the new cars (up to 10 named), the search, and a one-click unsubscribe link. */
export function savedSearchAlert(cars: SavedSearchAlertCar[], more: number, searchUrl: string, unsubscribeUrl: string): RenderedMail {
  const count = cars.length + more;
  const subject = count === 1 ? 'Naujas automobilis pagal Jūsų paiešką' : `Nauji automobiliai pagal Jūsų paiešką: ${count}`;
  const blocks: Block[] = [{ p: 'Sveiki,\npagal Jūsų išsaugotą paiešką svetainėje Ratai atsirado naujų automobilių:' }];
  for (const car of cars) {
    blocks.push({ rows: [[car.title, `${formatEuro(car.price)} arba nuo ${formatEuro(car.fromPricePerMonth)} / mėn.`]] });
    blocks.push({ button: { label: 'Žiūrėti automobilį', url: car.url } });
  }
  if (more > 0) blocks.push({ p: `Ir dar ${more} – visus rasite paieškoje.` });
  blocks.push({ button: { label: 'Peržiūrėti paiešką', url: searchUrl } });
  blocks.push({ p: `Nebenorite šių laiškų? Atsisakykite vienu paspaudimu: ${unsubscribeUrl}` });
  return render(subject, blocks);
}
