import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBlogPostInput,
  AdminCollection,
  AdminCollectionInput,
  AdminDeityInput,
} from '@shop/shared/contracts/admin-content';
import { blogPostResponseSchema } from '@shop/shared/contracts/blog';
import { listingResponseSchema } from '@shop/shared/contracts/listing';
import { auditLog, collections } from '../../../db/schema';
import { createAppWithOwner, type Shopper } from '../../../test/shoppers';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  ({ t, admin, shopper } = await createAppWithOwner());
});
afterAll(() => t.close());

const inHindi = { 'accept-language': 'hi' };

async function listingInHindi(slug: string) {
  const res = await t.app.inject({ url: `/api/v1/product/collection/${slug}`, headers: inHindi });
  expect(res.statusCode, res.body).toBe(200);
  return listingResponseSchema.parse(res.json());
}

async function collection(slug: string): Promise<AdminCollection> {
  const res = await admin.request({ url: '/api/v1/admin/collections' });
  return (res.json().collections as AdminCollection[]).find((c) => c.slug === slug)!;
}

function collectionInput(current: AdminCollection, hi: AdminCollectionInput['hi']): AdminCollectionInput {
  return { name: current.name, description: current.description, sortOrder: current.sortOrder, kind: current.kind, hi };
}

describe('Collections in both languages in the back office', () => {
  it("The owner writes a collection's Hindi name and the Hindi listing shows it at once", async () => {
    const mukut = await collection('mukut');
    const res = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/collections/mukut',
      payload: collectionInput(mukut, { name: 'मोर मुकुट', description: 'ठाकुर जी के लिए मोरपंख वाले मुकुट' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection).toMatchObject({ name: mukut.name, hi: { name: 'मोर मुकुट' } });

    const listing = await listingInHindi('mukut');
    expect(listing.collection).toMatchObject({ name: 'मोर मुकुट', description: 'ठाकुर जी के लिए मोरपंख वाले मुकुट' });
    expect(listing.collection?.untranslated).toEqual([]);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'mukut'));
    expect(actions.map((row) => row.action)).toContain('collection.update');
  });

  it('An emptied Hindi box shows shoppers the English, marked untranslated', async () => {
    const mukut = await collection('mukut');
    await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/collections/mukut',
      payload: collectionInput(mukut, { name: '', description: mukut.hi.description }),
    });
    const listing = await listingInHindi('mukut');
    expect(listing.collection?.name).toBe(mukut.name);
    expect(listing.collection?.untranslated).toEqual(['name']);
  });

  it('Leaving the Hindi out of a save keeps the Hindi already written', async () => {
    const poshak = await collection('jhula');
    expect(poshak.hi.name).not.toBe('');
    const { hi: _, ...english } = collectionInput(poshak, undefined);
    const res = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/collections/jhula',
      payload: { ...english, description: 'Swings in wood and metal for the home temple.' },
    });
    expect(res.json().collection.hi).toEqual(poshak.hi);
  });

  it('The owner adds a collection with its Hindi, and a second one at the same URL is refused', async () => {
    const payload = {
      slug: 'tulsi-mala',
      kind: 'collection',
      name: 'Tulsi Mala',
      description: 'Beads of holy basil',
      sortOrder: 40,
      hi: { name: 'तुलसी माला', description: 'पवित्र तुलसी के मनके' },
    } satisfies AdminCollectionInput & { slug: string };
    const created = await admin.request({ method: 'POST', url: '/api/v1/admin/collections', payload });
    expect(created.statusCode, created.body).toBe(201);
    expect(await collection('tulsi-mala')).toMatchObject({ kind: 'collection', hi: payload.hi });

    const again = await admin.request({ method: 'POST', url: '/api/v1/admin/collections', payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PAGE_SLUG_TAKEN',
      message: 'The URL "tulsi-mala" is already in use. Please choose another slug.',
    });
  });

  it('Hindi follows the English rules: too long a Hindi name is refused and nothing changes', async () => {
    const mukut = await collection('mukut');
    const res = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/collections/mukut',
      payload: collectionInput(mukut, { name: 'मु'.repeat(51), description: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Hindi name must be at most 100 characters');
    const [row] = await t.db.select().from(collections).where(eq(collections.slug, 'mukut'));
    expect(row!.nameHi).toBe(mukut.hi.name || null);
  });

  it('Only admins may read or change collections, deities and articles', async () => {
    for (const path of ['collections', 'deities', 'blog-posts']) {
      const calls = [
        { method: 'GET', url: `/api/v1/admin/${path}` },
        { method: 'POST', url: `/api/v1/admin/${path}`, payload: {} },
        { method: 'PUT', url: `/api/v1/admin/${path}/mukut`, payload: {} },
      ] as const;
      for (const call of calls) {
        expect((await shopper.request(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
        expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    }
  });
});

describe('Deities and articles in both languages in the back office', () => {
  it("The owner edits a deity's Hindi name and the deity filter on a Hindi listing uses it", async () => {
    const payload: AdminDeityInput = {
      name: 'Laddu Gopal',
      description: 'Dresses and ornaments for Bal Gopal',
      sortOrder: 0,
      hi: { name: 'लड्डू गोपाल जी', description: 'बाल गोपाल की पोशाक और श्रृंगार' },
    };
    const res = await admin.request({ method: 'PUT', url: '/api/v1/admin/deities/laddu-gopal', payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deity).toMatchObject({ slug: 'laddu-gopal', hi: payload.hi });
    const listing = await listingInHindi('mukut');
    expect(listing.facets.deities.map((d) => d.label)).toContain('लड्डू गोपाल जी');

    const missing = await admin.request({ method: 'PUT', url: '/api/v1/admin/deities/shiv-ji', payload });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'DEITY_NOT_FOUND', message: 'Deity not found' });
  });

  it('The owner publishes an article with its Hindi; Hindi readers get it, and the English where a box is empty', async () => {
    const payload: AdminBlogPostInput & { slug: string } = {
      slug: 'jhula-for-janmashtami',
      title: 'Choosing a jhula for Janmashtami',
      excerpt: 'How to pick a swing that fits your Laddu Gopal.',
      body: 'Measure the idol first.\n\n## Sizes\n\n- Size 0 to 2: a small jhula',
      author: 'Radhika Sharma',
      hi: {
        title: 'जन्माष्टमी के लिए झूला कैसे चुनें',
        excerpt: 'अपने लड्डू गोपाल के नाप का झूला चुनने का तरीका।',
        body: '',
      },
    };
    const created = await admin.request({ method: 'POST', url: '/api/v1/admin/blog-posts', payload });
    expect(created.statusCode, created.body).toBe(201);

    const read = async () =>
      blogPostResponseSchema.parse(
        (await t.app.inject({ url: '/api/v1/blog/jhula-for-janmashtami', headers: inHindi })).json(),
      ).data;
    const article = await read();
    expect(article.title).toBe(payload.hi!.title);
    expect(article.body).toBe(payload.body);
    expect(article.untranslated).toEqual(['body']);

    const { slug: _, ...edit } = payload;
    const updated = await admin.request({
      method: 'PUT',
      url: '/api/v1/admin/blog-posts/jhula-for-janmashtami',
      payload: { ...edit, hi: { ...edit.hi!, body: 'पहले मूर्ति का नाप लें।' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await read()).body).toBe('पहले मूर्ति का नाप लें।');
  });

  it('An article without a title is refused with the English wording', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/admin/blog-posts',
      payload: { slug: 'no-title', title: ' ', excerpt: 'x', body: 'y', author: 'z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Title is required');
    const list = await admin.request({ url: '/api/v1/admin/blog-posts' });
    expect(list.json().posts.map((p: { slug: string }) => p.slug)).not.toContain('no-title');
  });
});
