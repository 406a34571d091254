import { applicationReceivedApplicant } from './templates';
import { vocative } from './vocative';

describe('vocative (the name in a greeting)', () => {
  it.each([
    ['Jonas', 'Jonai'],
    ['Vytautas', 'Vytautai'],
    ['Paulius', 'Pauliau'],
    ['Kajus', 'Kajau'],
    ['Jurgis', 'Jurgi'],
    ['Kęstutis', 'Kęstuti'],
    ['Kazys', 'Kazy'],
    ['Gintarė', 'Gintare'],
    ['Eglė', 'Egle'],
  ])('declines the regular ending: %s → %s', (name, expected) => {
    expect(vocative(name)).toBe(expected);
  });

  it.each(['Rūta', 'Dalia', 'Ona', 'Kristina', 'Charles', 'Li', 'Zoë'])('keeps a name whose ending is its own vocative: %s', (name) => {
    expect(vocative(name)).toBe(name);
  });

  it('declines each word of a double name, hyphenated or not', () => {
    expect(vocative('Jonas Antanas')).toBe('Jonai Antanai');
    expect(vocative('Gintarė-Eglė')).toBe('Gintare-Egle');
  });

  it('keeps the case that was typed and drops surrounding spaces', () => {
    expect(vocative('JONAS')).toBe('JONAI');
    expect(vocative('  jonas ')).toBe('jonai');
    expect(vocative('GINTARĖ')).toBe('GINTARE');
  });
});

describe('the applicant\'s e-mail greets in the vocative', () => {
  it('says "Sveiki, Jonai," to Jonas, in the text and in the HTML', () => {
    const mail = applicationReceivedApplicant({ id: 'a1', name: 'Jonas', surname: 'Jonaitis', car: null, createdAt: new Date('2026-11-27T08:00:00Z') }, 'https://paraiska.ratai.lt/paraiskos-busena?id=a1');
    expect(mail.text).toContain('Sveiki, Jonai,');
    expect(mail.html).toContain('Sveiki, Jonai,');
    expect(mail.text).not.toContain('Jonas,');
  });
});
