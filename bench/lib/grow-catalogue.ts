import type pg from 'pg';

async function rows<T>(client: pg.Client, text: string): Promise<T[]> {
  return (await client.query(text)).rows as T[];
}

/**
 * Copies the catalogue's products, with their sizes, pictures (rows naming the same image files) and
 * collections, until there are `target` products in all: copy n of a product is named "… #n", its
 * slug and SKUs end in "-copyn". A few bulk statements in one transaction, before any instance
 * starts. The tables' row triggers (change log, search words, product_search: about 13 ms a
 * product) are switched off for it where the role may (a superuser's session_replication_role), and
 * the search words and product_search then made again in one statement each; the copies carry their
 * source's search_collections. Returns the number of products afterwards.
 */
export async function growCatalogue(client: pg.Client, target: number): Promise<number> {
  const [count] = await rows<{ n: number }>(client, 'select count(*)::int as n from products');
  const seeded = count!.n;
  if (seeded === 0) throw new Error('grow the catalogue after seeding it');
  if (target <= seeded) return seeded;
  const copies = Math.ceil((target - seeded) / seeded);
  const columns = (
    await rows<{ name: string }>(
      client,
      `select column_name as name from information_schema.columns
       where table_schema = current_schema() and table_name = 'products' and is_generated = 'NEVER'
         and column_name not in ('id', 'slug', 'sku', 'name')`,
    )
  ).map((c) => `"${c.name}"`);
  const list = columns.join(', ');
  const fromSource = columns.map((column) => `s.${column}`).join(', ');
  await client.query('begin');
  try {
    const quick = await client
      .query('savepoint replication_role; set local session_replication_role = replica')
      .then(() => true)
      .catch(async () => {
        await client.query('rollback to savepoint replication_role');
        return false;
      });
    await client.query(`
      create temp table product_copies on commit drop as
        select gen_random_uuid() as id, s.id as source, g as n
        from (select id, row_number() over (order by id) as rn from products) s, generate_series(1, ${copies}) g
        where (g - 1) * ${seeded} + s.rn <= ${target - seeded};
      insert into products (id, ${list}, name, slug, sku)
        select c.id, ${fromSource}, s.name || ' #' || c.n, s.slug || '-copy' || c.n, s.sku || '-copy' || c.n
        from product_copies c join products s on s.id = c.source;
      insert into variants (product_id, size, sku, price_paise, original_price_paise, stock, position)
        select c.id, v.size, v.sku || '-copy' || c.n, v.price_paise, v.original_price_paise, v.stock, v.position
        from product_copies c join variants v on v.product_id = c.source;
      insert into product_images (product_id, position, path, widths, alt)
        select c.id, i.position, i.path, i.widths, i.alt
        from product_copies c join product_images i on i.product_id = c.source;
      insert into product_collections (product_id, collection_slug)
        select c.id, pc.collection_slug
        from product_copies c join product_collections pc on pc.product_id = c.source;`);
    if (quick)
      await client.query(
        'set local session_replication_role = origin; select rebuild_search_words(); select rebuild_product_search()',
      );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
  const [grown] = await rows<{ n: number }>(client, 'select count(*)::int as n from products');
  return grown!.n;
}
