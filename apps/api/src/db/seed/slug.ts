/**
 * ASCII slugs for seeded names ('Škoda' → 'skoda', 'A klasė' → 'a-klase', 'Prius+' → 'prius-plus').
 * Only the seed names things; listings get their slugs from the listings module.
 */
export function slugify(name: string): string {
  return name
    .replace(/\+/g, ' plus ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
