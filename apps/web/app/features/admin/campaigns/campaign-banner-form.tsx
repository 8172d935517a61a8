import type { AdminCampaign } from '@shop/shared/contracts/admin-campaigns';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AdminField, adminPrimaryButtonClass, adminSecondaryButtonClass } from '../shared/admin-field';
import { useSaveProblem } from '../shared/editor-form';
import { FormProblem } from '../shared/form-problem';
import { useSaveBanner } from './campaigns-api';

/**
 * A saved sale's banner picture (decision 0155): uploaded as product pictures are, cut to 3 : 1,
 * shown on the home page while the sale runs. Shoppers who cannot see it hear its words, in
 * English and in Hindi, so both are asked for.
 */
export function CampaignBannerForm({ campaign }: { campaign: AdminCampaign }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(campaign.bannerImage?.alt ?? '');
  const [altHi, setAltHi] = useState(campaign.bannerImage?.altHi ?? '');
  const problem = useSaveProblem();
  const save = useSaveBanner();
  const image = save.data?.bannerImage ?? campaign.bannerImage;

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    problem.clear();
    save.mutate(
      { id: campaign.id, picture: { file, alt, altHi } },
      { onSuccess: () => toast.success('Banner picture saved'), onError: problem.show },
    );
  };
  const remove = () =>
    save.mutate(
      { id: campaign.id, picture: null },
      { onSuccess: () => toast.success('Banner picture taken off'), onError: problem.show },
    );

  return (
    <form
      onSubmit={upload}
      className="mt-4 rounded-xl border border-cream-200 bg-white p-4"
      aria-label="Banner picture"
    >
      <h2 className="font-semibold text-ink-900">Banner picture</h2>
      <p className="text-sm text-ink-700">
        Shown on the home page while the sale runs, cut to a wide strip (3 : 1). JPEG, PNG or WebP, at most 8 MB.
      </p>
      <FormProblem message={problem.message} fields={problem.fields} />
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="mt-3 h-auto w-full max-w-md rounded"
        />
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <AdminField label="Picture" error={problem.fields.file}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </AdminField>
        <span />
        <AdminField label="What the picture shows" error={problem.fields.alt} hint="e.g. Laddu Gopal in a red poshak">
          {(props) => <input {...props} value={alt} onChange={(e) => setAlt(e.target.value)} />}
        </AdminField>
        <AdminField label="What the picture shows, in Hindi" error={problem.fields.altHi}>
          {(props) => <input {...props} lang="hi" value={altHi} onChange={(e) => setAltHi(e.target.value)} />}
        </AdminField>
      </div>
      <div className="mt-4 flex gap-2">
        <button type="submit" className={adminPrimaryButtonClass} disabled={save.isPending}>
          {image ? 'Replace picture' : 'Upload picture'}
        </button>
        {image ? (
          <button type="button" className={adminSecondaryButtonClass} disabled={save.isPending} onClick={remove}>
            Take picture off
          </button>
        ) : null}
      </div>
    </form>
  );
}
