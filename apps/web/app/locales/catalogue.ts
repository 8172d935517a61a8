/**
 * A namespace's messages in one language: the same keys as its English file, each an ICU message
 * (`{count, plural, one {# item} other {# items}}`, `{name}`). `satisfies Catalogue<typeof en>` in
 * a translation makes a missing or extra key a type error; locales/catalogues.test.ts checks again.
 */
export type Catalogue<English> = { [Key in keyof English]: string };
