type FaqEntry = { question: string; answer: string };
/** `id` names the group's heading anchor, the same in every language. */
export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

/** schema.org FAQPage, so search engines can show the answers. */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    ),
  };
}
