import { AdminCheckbox } from './admin-field';

/** A catalogue term as the catalogue options return it: a collection, category or deity. */
export type CatalogueTerm = { slug: string; name: string };

/** The `<option>`s of a select that picks one catalogue term; put the blank choice ("All", "None") before it. */
export function TermOptions({ terms }: { terms: readonly CatalogueTerm[] | undefined }) {
  return (
    <>
      {terms?.map((term) => (
        <option key={term.slug} value={term.slug}>
          {term.name}
        </option>
      ))}
    </>
  );
}

/**
 * A fieldset of checkboxes that picks several catalogue terms (a product's collections, the
 * categories a coupon applies to). `selected` holds the ticked slugs; `onChange` gets the new list.
 */
export function TermCheckboxes({
  legend,
  error,
  terms,
  selected,
  onChange,
  className,
  gridClassName,
}: {
  legend: string;
  error?: string;
  terms: readonly CatalogueTerm[] | undefined;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Where the fieldset sits in the form's grid, e.g. "sm:col-span-2". */
  className: string;
  /** The columns of the checkboxes, e.g. "sm:grid-cols-2 lg:grid-cols-3". */
  gridClassName: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      {error ? <p className="text-sm font-semibold text-red-800">{error}</p> : null}
      <div className={`mt-2 grid gap-2 ${gridClassName}`}>
        {terms?.map((term) => (
          <AdminCheckbox
            key={term.slug}
            label={term.name}
            checked={selected.includes(term.slug)}
            onChange={(e) =>
              onChange(e.target.checked ? [...selected, term.slug] : selected.filter((slug) => slug !== term.slug))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
