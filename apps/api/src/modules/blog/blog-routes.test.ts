import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogListResponseSchema, blogPostResponseSchema } from '@shop/shared/contracts/blog';
import { BLOG_POSTS, ensureBlogPosts } from '../../db/seed/blog-data';
import { BLOG_POSTS_HI } from '../../db/seed/blog-hindi';
import { blogPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/blog', () => {
  it('lists the seeded articles, newest first, without their bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/blog' });
    expect(res.statusCode).toBe(200);
    const body = blogListResponseSchema.parse(res.json());
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    const dates = body.data.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).not.toHaveProperty('body');
    expect(body.data[0]!.readingMinutes).toBeGreaterThanOrEqual(1);
  });

  it('leaves out an article scheduled for later', async () => {
    await t.db.insert(blogPosts).values({
      slug: 'coming-soon',
      title: 'Coming soon',
      excerpt: 'Not yet',
      body: 'Later.',
      author: 'Team',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const list = blogListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/blog' })).json());
    expect(list.data.map((post) => post.slug)).not.toContain('coming-soon');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blog/coming-soon' })).statusCode).toBe(404);
  });

  it('seeding again adds no duplicate articles', async () => {
    const before = (await t.db.select().from(blogPosts)).length;
    await ensureBlogPosts(t.db);
    expect(await t.db.select().from(blogPosts)).toHaveLength(before);
  });
});

describe('GET /api/v1/blog/:slug', () => {
  it('returns one article with its body', async () => {
    const seed = BLOG_POSTS[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/blog/${seed.slug}` });
    expect(res.statusCode).toBe(200);
    const body = blogPostResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({ slug: seed.slug, title: seed.title, author: seed.author });
    expect(body.data.body).toContain('## ');
  });

  it('answers in Hindi for a Hindi page, and says so with Vary', async () => {
    const seed = BLOG_POSTS[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/blog/${seed.slug}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const { data } = blogPostResponseSchema.parse(res.json());
    expect(data.title).toBe(BLOG_POSTS_HI[seed.slug]!.title);
    expect(data.body).toContain('## ');
    expect(data.untranslated).toEqual([]);
    expect(res.headers.vary).toContain('accept-language');
    const list = blogListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/blog', headers: { 'accept-language': 'hi' } })).json(),
    );
    expect(list.data.find((post) => post.slug === seed.slug)?.excerpt).toBe(BLOG_POSTS_HI[seed.slug]!.excerpt);
  });

  it("answers 404 'Article not found' for an unknown article", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/blog/no-such-article' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'BLOG_POST_NOT_FOUND', message: 'Article not found' });
  });
});
