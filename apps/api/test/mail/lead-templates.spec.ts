import { callbackTeam, carRequestTeam } from '../../src/mail/templates';

const NBSP = '\u00a0';
const meta = { id: 41, receivedAt: new Date('2026-03-02T10:05:00Z'), recordUrl: 'https://komanda.ratai.lt/uzklausos/41' };

describe('lead e-mails on the shared templates (src/mail/templates.ts)', () => {
  const carRequest = {
    carMake: { id: 1, name: 'Škoda' },
    carModel: { id: 2, name: 'Octavia' },
    modelYear: 2018,
    price: [4000, 9000] as [number, number],
    phone: '+37061234567',
    email: 'ieva@pavyzdys.lt',
    termsAgreed: true as const,
  };

  it('a car request: subject, the rows in text and HTML, the number and the Vilnius time', () => {
    const mail = carRequestTeam(carRequest, meta);
    expect(mail.subject).toBe('Nauja automobilio užklausa: Škoda Octavia, 2018 m.');
    expect(mail.text).toContain('Lankytojas ieško automobilio (automobilio užklausos forma).');
    expect(mail.text).toContain(`Markė: Škoda\nModelis: Octavia\nGamybos metai: 2018\nKaina: 4${NBSP}000${NBSP}€ – 9${NBSP}000${NBSP}€\n`);
    expect(mail.text).toContain('Užklausos Nr.: 41\nGauta: 2026-03-02 12:05');
    for (const value of ['Škoda', 'Octavia', '+37061234567', 'ieva@pavyzdys.lt', 'Užklausos Nr.', '41']) expect(mail.html).toContain(value);
    expect(mail.html).toContain('atsakymas nueis lankytojui');
    // The team opens the lead in the back office from the e-mail.
    expect(mail.text).toContain('Atidaryti užklausą: https://komanda.ratai.lt/uzklausos/41');
    expect(mail.html).toContain('href="https://komanda.ratai.lt/uzklausos/41"');
  });

  it('a callback: the visitor\'s subject flattened to one line, and escaped in the HTML', () => {
    const mail = callbackTeam({ name: 'Jonas <b>', phone: '+37069876543', subject: 'Skambutis\r\nBcc: x@y.lt <script>', termsAgreed: true }, meta);
    expect(mail.subject).toBe('Skambutis Bcc: x@y.lt <script>');
    expect(mail.text).toContain('Vardas: Jonas <b>\nTelefonas: +37069876543\nTema: Skambutis Bcc: x@y.lt <script>\n');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('Jonas <b>');
    expect(mail.html).toContain('Jonas &lt;b&gt;');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
