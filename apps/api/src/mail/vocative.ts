/**
 * A first name in the vocative, for greetings: "Sveiki, Jonai," — not the nominative "Sveiki,
 * Jonas,", which reads as a form letter to a Lithuanian. The regular endings of Lithuanian first
 * names are changed (-as → -ai, -ius/-us → -iau/-au, -is → -i, -ys → -y, -ė → -e); a name ending
 * otherwise (Rūta, Dalia, a foreign name) is its own vocative and stays as typed. Each word of a
 * double name is changed ("Jonas Antanas" → "Jonai Antanai"), and the case of what was typed is kept
 * ("JONAS" → "JONAI").
 */

const ENDINGS: ReadonlyArray<readonly [nominative: string, vocative: string]> = [
  ['ius', 'iau'],
  ['us', 'au'],
  ['as', 'ai'],
  ['is', 'i'],
  ['ys', 'y'],
  ['ė', 'e'],
];

/** Only names of at least this many letters are declined: "As" or "Is" is not a name we know how to decline. */
const SHORTEST_DECLINED = 3;

export function vocative(name: string): string {
  return name.trim().replace(/[\p{L}]+/gu, declineWord);
}

function declineWord(word: string): string {
  if (word.length < SHORTEST_DECLINED) return word;
  const lower = word.toLocaleLowerCase('lt-LT');
  for (const [nominative, voc] of ENDINGS) {
    if (!lower.endsWith(nominative)) continue;
    const stem = word.slice(0, word.length - nominative.length);
    const typedEnding = word.slice(word.length - nominative.length);
    const upper = typedEnding === typedEnding.toLocaleUpperCase('lt-LT') && typedEnding !== typedEnding.toLocaleLowerCase('lt-LT');
    return stem + (upper ? voc.toLocaleUpperCase('lt-LT') : voc);
  }
  return word;
}
