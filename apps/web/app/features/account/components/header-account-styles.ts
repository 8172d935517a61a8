export const triggerClass =
  'flex h-10 items-center gap-1 rounded-full px-2 font-semibold text-ink-900 hover:bg-cream-100 hover:text-maroon-700';
