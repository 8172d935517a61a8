import { SHOP_NAME } from '@shop/shared/constants';

type Card = { title: string; text: string };
type Team = { name: string; role: string; text: string };

/** The words of the About page; each language has one (the Hindi one is in hindi/about-copy.ts). */
export type AboutCopy = {
  title: string;
  lead: string;
  sections: readonly { heading: string; text: string }[];
  valuesHeading: string;
  values: readonly Card[];
  teamHeading: string;
  teams: readonly Team[];
  shopNow: string;
};

export const ABOUT_COPY: AboutCopy = {
  title: `About ${SHOP_NAME}`,
  lead: 'Dresses and shringar for the deities you love, made with the care you would give them yourself.',
  sections: [
    {
      heading: 'Our story',
      text: `${SHOP_NAME} began at a family sewing table, stitching dresses for the Laddu Gopal in our own home temple. Friends and neighbours asked for dresses for their Thakur Ji, then for Radha Rani and Mata Rani, and soon for mukut, jhula and singhasan to match. Today a small team of tailors and artisans makes every piece we sell, and we still dress our own Gopal in every new design first.`,
    },
    {
      heading: 'Our mission',
      text: 'To make it easy for every devotee, wherever they live in India, to dress their deity beautifully, with well-made dresses in the right size at a fair price.',
    },
    {
      heading: 'Our vision',
      text: 'A home temple in every town that can celebrate each festival and season with fresh shringar, made by artisans who are paid fairly for their craft.',
    },
  ],
  valuesHeading: 'Our values',
  values: [
    {
      title: 'Devotion first',
      text: 'We make each dress as an offering, the way we would dress the Thakur Ji in our own home temple.',
    },
    { title: 'Honest craft', text: 'Real fabric, careful stitching and photos that show what you will receive.' },
    { title: 'Right size, every time', text: 'Clear idol sizes and a size guide, so the dress fits on the first try.' },
    { title: 'Care after the sale', text: 'A real person answers the phone and chat, and returns are simple.' },
  ],
  teamHeading: 'The people behind every piece',
  teams: [
    {
      name: 'Our tailors',
      role: 'Stitching and embroidery',
      text: 'Cut, stitch and finish every poshak by hand, from daily cotton to heavy zari work.',
    },
    {
      name: 'Our shringar makers',
      role: 'Mukut, pagdi and jewellery',
      text: 'Set the stones, feathers and beads that complete each look.',
    },
    {
      name: 'Our packing team',
      role: 'Quality and dispatch',
      text: 'Check every piece against the order, fold it in soft paper and send it out within two days.',
    },
    {
      name: 'Our care team',
      role: 'Customer support',
      text: 'Help with sizes, orders and returns by phone, WhatsApp and email.',
    },
  ],
  shopNow: 'Shop Now',
};
