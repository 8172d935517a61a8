import type { AdminBlogPost, AdminBlogPostInput } from '@shop/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../shared/admin-field';
import { HindiFieldset } from '../shared/admin-fieldset';
import { shopDate } from '../shared/admin-format';
import { AdminPageHeader } from '../shared/admin-page-header';
import { AdminPanel } from '../shared/admin-panel';
import { DataTable, tdClass } from '../shared/data-table';
import { serverProblem, type FieldErrors } from '../shared/form-errors';
import { QueryStates } from '../shared/list-states';
import { useAdminBlogPosts, useSaveBlogPost } from './content-api';

const linkButtonClass = 'text-sm font-semibold text-maroon-700 underline';
const BODY_HINT = 'A blank line between paragraphs; "## " starts a heading and "- " a list line.';

type ArticleDraft = Required<AdminBlogPostInput> & { slug: string };
type Editing = { saved?: string; draft: ArticleDraft };

const blank: ArticleDraft = {
  slug: '',
  title: '',
  excerpt: '',
  body: '',
  author: '',
  hi: { title: '', excerpt: '', body: '' },
};

function ArticleForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBlogPost();
  const title = editing.saved ? `Edit "${editing.draft.title}"` : 'New article';
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setHindi = (key: keyof ArticleDraft['hi'], value: string) =>
    setDraft((d) => ({ ...d, hi: { ...d.hi, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const { slug, ...fields } = draft;
    save.mutate(
      { slug: editing.saved, body: editing.saved ? fields : { ...fields, slug } },
      {
        onSuccess: (saved) => {
          toast.success(`"${saved.title}" saved`);
          onDone();
        },
        onError: (error) => {
          const problem = serverProblem(error);
          setFormError(problem.message);
          setErrors(problem.fields);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-lg border border-cream-200 p-4"
      aria-label={title}
    >
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Title" error={errors.title} className="sm:col-span-2">
          {(props) => <input {...props} value={draft.title} onChange={(e) => set('title', e.target.value)} />}
        </AdminField>
        <AdminField
          label="Slug"
          error={errors.slug}
          hint={editing.saved ? 'The page address; it cannot change.' : 'The page address, e.g. jhula-for-janmashtami'}
        >
          {(props) => (
            <input
              {...props}
              value={draft.slug}
              readOnly={Boolean(editing.saved)}
              onChange={(e) => set('slug', e.target.value)}
            />
          )}
        </AdminField>
        <AdminField label="Author" error={errors.author}>
          {(props) => <input {...props} value={draft.author} onChange={(e) => set('author', e.target.value)} />}
        </AdminField>
        <AdminField label="Excerpt" error={errors.excerpt} className="sm:col-span-2">
          {(props) => (
            <textarea {...props} rows={2} value={draft.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
          )}
        </AdminField>
        <AdminField label="Body" error={errors.body} hint={BODY_HINT} className="sm:col-span-2">
          {(props) => (
            <textarea {...props} rows={10} value={draft.body} onChange={(e) => set('body', e.target.value)} />
          )}
        </AdminField>
      </div>
      <HindiFieldset>
        <AdminField label="Hindi title" error={errors['hi.title']} className="sm:col-span-2">
          {(props) => (
            <input {...props} lang="hi" value={draft.hi.title} onChange={(e) => setHindi('title', e.target.value)} />
          )}
        </AdminField>
        <AdminField label="Hindi excerpt" error={errors['hi.excerpt']} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              lang="hi"
              rows={2}
              value={draft.hi.excerpt}
              onChange={(e) => setHindi('excerpt', e.target.value)}
            />
          )}
        </AdminField>
        <AdminField label="Hindi body" error={errors['hi.body']} hint={BODY_HINT} className="sm:col-span-2">
          {(props) => (
            <textarea
              {...props}
              lang="hi"
              rows={10}
              value={draft.hi.body}
              onChange={(e) => setHindi('body', e.target.value)}
            />
          )}
        </AdminField>
      </HindiFieldset>
      <div className="flex gap-3">
        <button type="submit" className={adminPrimaryButtonClass} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save article'}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const draftOf = (post: AdminBlogPost): ArticleDraft => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  body: post.body,
  author: post.author,
  hi: post.hi,
});

/** The shop's articles, in English and Hindi; a new one is published when saved. */
export function BlogPostsPage() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const posts = useAdminBlogPosts();
  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="The articles on the blog, with their Hindi. A new article is published when saved."
        actions={
          <button type="button" className={adminPrimaryButtonClass} onClick={() => setEditing({ draft: blank })}>
            New article
          </button>
        }
      />
      {editing ? <ArticleForm key={editing.saved ?? 'new'} editing={editing} onDone={() => setEditing(null)} /> : null}
      <AdminPanel title="Articles">
        <QueryStates query={posts} loading="Loading articles" what="articles">
          {(rows) => (
            <DataTable
              caption="Articles"
              captionHidden
              empty={rows.length === 0 ? 'No articles yet.' : undefined}
              columns={[{ label: 'Title' }, { label: 'Hindi' }, { label: 'Published' }, { label: 'Action' }]}
            >
              {rows.map((post) => (
                <tr key={post.slug}>
                  <td className={`${tdClass} font-semibold`}>{post.title}</td>
                  <td className={tdClass}>{post.hi.title && post.hi.body ? 'Written' : 'Not yet'}</td>
                  <td className={tdClass}>{shopDate(post.publishedAt)}</td>
                  <td className={tdClass}>
                    <button
                      type="button"
                      className={linkButtonClass}
                      onClick={() => setEditing({ saved: post.slug, draft: draftOf(post) })}
                    >
                      Edit<span className="sr-only"> {post.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </QueryStates>
      </AdminPanel>
    </>
  );
}
