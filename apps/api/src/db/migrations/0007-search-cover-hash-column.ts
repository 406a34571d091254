import { type Kysely, sql } from 'kysely';

/**
 * The public search read its cards with three joins per page: the make, the model and a lateral
 * sub-select picking each car's cover picture. On the bench data (tools/bench/api-search) the
 * planning of that statement cost PostgreSQL more than running it — about 1 ms of the ~1.4 ms of
 * database CPU per search. The make and model names now come from an in-process directory of the
 * reference data (modules/catalog/make-model-names.ts); this migration gives each listing its
 * cover's hash as a column, so a search page reads one table.
 *
 * `cover_hash` is kept by a trigger on `car_images`, whoever writes the pictures (listing create
 * and edit, seeds, SQL by hand): after any insert, update or delete of a car's picture it is set to
 * the hash of the picture flagged `is_cover`, else of the first by position, else null — the rule
 * the car page applies to the pictures it loads (modules/cars/car-read.ts). The function's
 * search_path is fixed to the schema it is created in, so it reads and writes that schema's
 * tables whatever the caller's search_path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table car_advertisements add column cover_hash text`.execute(db);
  await sql`
    create function car_ads_refresh_cover_hash(car_id integer) returns void
    language sql set search_path from current as $$
      update car_advertisements a
         set cover_hash = c.hash
        from (select (select i.hash from car_images i
                       where i.car_advertisement_id = car_id
                       order by i.is_cover desc, i.position
                       limit 1) as hash) c
       where a.id = car_id and a.cover_hash is distinct from c.hash
    $$`.execute(db);
  await sql`
    create function car_images_keep_cover_hash() returns trigger
    language plpgsql set search_path from current as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform car_ads_refresh_cover_hash(old.car_advertisement_id);
      end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.car_advertisement_id <> old.car_advertisement_id) then
        perform car_ads_refresh_cover_hash(new.car_advertisement_id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger car_images_keep_cover_hash
    after insert or update or delete on car_images
    for each row execute function car_images_keep_cover_hash()`.execute(db);
  await sql`
    update car_advertisements a
       set cover_hash = (select i.hash from car_images i
                          where i.car_advertisement_id = a.id
                          order by i.is_cover desc, i.position
                          limit 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists car_images_keep_cover_hash on car_images`.execute(db);
  await sql`drop function if exists car_images_keep_cover_hash()`.execute(db);
  await sql`drop function if exists car_ads_refresh_cover_hash(integer)`.execute(db);
  await sql`alter table car_advertisements drop column if exists cover_hash`.execute(db);
}
