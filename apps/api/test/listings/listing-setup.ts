import type { TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { BLUE, GREEN, RED, png, seedCatalog, type Catalog } from './listing-helpers';

/** Three plain PNGs of one size: three different images, hence three different stored files. */
export type RgbImages = Record<'red' | 'green' | 'blue', Buffer>;

/** What the upload-form suites set up on their test app: the catalog, a company owner, and red, green and blue PNGs of one size. */
export async function listingSetup(t: TestApp, width: number, height: number): Promise<{ catalog: Catalog; owner: TestUser; images: RgbImages }> {
  const catalog = await seedCatalog(t.db);
  const owner = await createUser(t.app, t.db, { profile: 'company' });
  const [red, green, blue] = await Promise.all([png(width, height, RED), png(width, height, GREEN), png(width, height, BLUE)]);
  return { catalog, owner, images: { red, green, blue } };
}
