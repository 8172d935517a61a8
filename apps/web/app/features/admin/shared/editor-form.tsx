import { useState, type FormEvent, type ReactNode } from 'react';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from './admin-field';
import { serverProblem, type FieldErrors } from './form-errors';
import { FormProblem, useFocusOnProblem } from './form-problem';

type SaveProblem = { message: string | null; fields: FieldErrors };
const noProblem: SaveProblem = { message: null, fields: {} };

/**
 * What the server refused in an editor's last save: `message` for the form's alert and `fields`
 * beside the boxes. `clear()` before saving again, `show` as the save's `onError`.
 */
export function useSaveProblem() {
  const [problem, setProblem] = useState(noProblem);
  return {
    ...problem,
    clear: () => setProblem(noProblem),
    show: (error: unknown) => setProblem(serverProblem(error)),
  };
}

/**
 * The frame of an editor opened above a list (coupons, collections, articles, synonyms): a form
 * named by its `title`, the server's refusal as an alert, the boxes, then Save and Cancel. The
 * boxes lay themselves out; `onSave` runs on submit. A refusal moves the focus to the first box
 * at fault (or the alert).
 */
export function EditorForm({
  title,
  error,
  pending,
  saveLabel,
  onSave,
  onCancel,
  children,
}: {
  title: string;
  error: string | null;
  pending: boolean;
  saveLabel: string;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const formRef = useFocusOnProblem<HTMLFormElement>(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-lg border border-cream-200 p-4"
      aria-label={title}
    >
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      <FormProblem message={error} />
      {children}
      <div className="flex gap-3">
        <button type="submit" className={adminPrimaryButtonClass} disabled={pending}>
          {pending ? 'Saving…' : saveLabel}
        </button>
        <button type="button" className={adminSecondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
