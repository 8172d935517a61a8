import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

type Feedback = { kind: 'error' | 'success'; text: string } | null;

export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(box, email, setEmail);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The footer is on every page: its validation (zod) is fetched on the first submit, not with the page.
    const { newsletterEmailProblem } = await import('../newsletter-validation');
    const problem = newsletterEmailProblem(email);
    if (problem) {
      setFeedback({
        kind: 'error',
        text: t(problem === 'blank' ? 'siteFooter.newsletterEmailBlank' : 'siteFooter.newsletterEmailInvalid'),
      });
      return;
    }
    setFeedback(null);
    subscribe.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          setFeedback({ kind: 'success', text: t('siteFooter.newsletterThanks') });
        },
        onError: (error) => {
          // The server's own wording for a refused address; anything else is a failure to retry.
          const text =
            error instanceof ApiError && error.status === 400 ? error.message : t('siteFooter.newsletterFailed');
          setFeedback({ kind: 'error', text });
        },
      },
    );
  };

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex w-full max-w-md flex-col gap-2"
    >
      <label htmlFor={`${id}-email`} className="font-display text-lg font-semibold text-gold-400">
        {t('siteFooter.newsletterLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm">
        {t('siteFooter.newsletterHint')}
      </p>
      <div className="flex gap-2">
        <input
          ref={box}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('siteFooter.newsletterPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={feedback?.kind === 'error' ? true : undefined}
          aria-describedby={`${id}-hint ${id}-feedback`}
          className="min-w-0 flex-1 rounded-full border border-cream-200 bg-white px-4 py-2 text-ink-900 placeholder:text-ink-500"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-full bg-gold-400 px-5 py-2 font-bold text-maroon-900 hover:bg-gold-500 disabled:opacity-70"
        >
          {subscribe.isPending ? t('siteFooter.newsletterSubscribing') : t('siteFooter.newsletterSubscribe')}
        </button>
      </div>
      <p
        id={`${id}-feedback`}
        role={feedback?.kind === 'error' ? 'alert' : 'status'}
        className={`min-h-5 text-sm font-semibold ${feedback?.kind === 'error' ? 'text-amber-200' : 'text-emerald-200'}`}
      >
        {feedback?.text}
      </p>
    </form>
  );
}
