// The words devotees use for the shop's deities and goods, seeded with a new shop's catalogue so its
// search already knows them (migration 0009 seeded the first few; the owner edits all of them in the
// admin). Each group's words stand for one another: every word is paired with the group's first.
// Other spellings (poshaak, मुकुट, kanhaiyya) need no pair: search folds them to one key (hinglish.ts).

const GROUPS: readonly (readonly string[])[] = [
  // Laddu Gopal is Krishna as a child: devotees call him by any of these names.
  ['laddu gopal', 'kanha', 'kanhaiya', 'krishna', 'gopal', 'thakur ji', 'lalla ji', 'bal krishna', 'shyam'],
  ['radha rani', 'kishori ji', 'radhe', 'shri ji'],
  ['mata rani', 'durga', 'devi maa', 'sherawali', 'sheranwali', 'ambe maa'],
  ['poshak', 'lehenga', 'lehnga', 'ghagra', 'dress', 'vastra', 'bagaa', 'bagha', 'outfit'],
  ['mukut', 'crown', 'taj', 'kirit'],
  ['pagdi', 'pagri', 'turban', 'safa'],
  ['jhula', 'palna', 'swing'],
  ['singhasan', 'throne', 'aasan'],
  ['jewellery', 'jewelry', 'gehne', 'gahne', 'abhushan'],
  ['chunri', 'chunari', 'odhni', 'dupatta'],
  ['bansuri', 'flute', 'bansi'],
];

export const DEVOTEE_SYNONYMS: readonly { term: string; equivalent: string }[] = GROUPS.flatMap(([first, ...rest]) =>
  rest.map((word) => ({ term: word, equivalent: first! })),
);
