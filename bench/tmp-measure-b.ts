import { measureFirstLoadJs } from './lib/first-load-js';

const base = 'http://127.0.0.1:4202';
const products = (await (await fetch(`${base}/api/v1/product/homepage-products`)).json()) as { data: { slug: string }[] };
const slug = products.data[0]!.slug;
const result = await measureFirstLoadJs(`${base}/products/${slug}`);
console.log(slug, result.gzipBytes, result.files.length);
for (const f of result.files) {
  const body = await (await fetch(`${base}${f.path}`)).text();
  const hits = ['landmark', 'Vrindavan', 'Collect', 'saveAddress', 'withPickup', 'Landmark'].filter((w) => body.includes(w));
  if (hits.length) console.log(f.path, f.gzip, hits.join(','));
}
