import type { AdminBlogPost, AdminBlogPostInput } from '@shop/shared/contracts/admin-content';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, SlugField } from '../shared/admin-field';
import { HindiFieldset } from '../shared/admin-fieldset';
import { shopDate } from '../shared/admin-format';
import { AdminPageHeader } from '../shared/admin-page-header';
import { RowAction, tdClass } from '../shared/data-table';
import { EditorForm, useSaveProblem } from '../shared/editor-form';
import { ListPanel } from '../shared/list-panel';
import { useAdminBlogPosts, useSaveBlogPost } from './content-api';

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
  const problem = useSaveProblem();
  const errors = problem.fields;
  const save = useSaveBlogPost();
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setHindi = (key: keyof ArticleDraft['hi'], value: string) =>
    setDraft((d) => ({ ...d, hi: { ...d.hi, [key]: value } }));

  const submit = () => {
    problem.clear();
    const { slug, ...fields } = draft;
    save.mutate(
      { key: editing.saved, body: editing.saved ? fields : { ...fields, slug } },
      {
        onSuccess: (saved) => {
          toast.success(`"${saved.title}" saved`);
          onDone();
        },
        onError: problem.show,
      },
    );
  };

  return (
    <EditorForm
      title={editing.saved ? `Edit "${editing.draft.title}"` : 'New article'}
      error={problem.message}
      pending={save.isPending}
      saveLabel="Save article"
      onSave={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField label="Title" error={errors.title} className="sm:col-span-2">
          {(props) => <input {...props} value={draft.title} onChange={(e) => set('title', e.target.value)} />}
        </AdminField>
        <SlugField
          value={draft.slug}
          fixed={Boolean(editing.saved)}
          example="jhula-for-janmashtami"
          error={errors.slug}
          onChange={(slug) => set('slug', slug)}
        />
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
    </EditorForm>
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
      <ListPanel
        title="Articles"
        query={posts}
        loading="Loading articles"
        what="articles"
        empty="No articles yet."
        columns={[{ label: 'Title' }, { label: 'Hindi' }, { label: 'Published' }, { label: 'Action' }]}
      >
        {(rows) =>
          rows.map((post) => (
            <tr key={post.slug}>
              <td className={`${tdClass} font-semibold`}>{post.title}</td>
              <td className={tdClass}>{post.hi.title && post.hi.body ? 'Written' : 'Not yet'}</td>
              <td className={tdClass}>{shopDate(post.publishedAt)}</td>
              <td className={tdClass}>
                <RowAction
                  action="Edit"
                  row={post.title}
                  onClick={() => setEditing({ saved: post.slug, draft: draftOf(post) })}
                />
              </td>
            </tr>
          ))
        }
      </ListPanel>
    </>
  );
}
