// No display utility here: each control says when it shows (flex, hidden, lg:flex…).
export const iconButtonClass =
  'h-10 w-10 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100 hover:text-maroon-700';
