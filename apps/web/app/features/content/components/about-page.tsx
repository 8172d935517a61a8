import { SHOP_NAME } from '@shop/shared/constants';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Prose } from '../../../components/ui/prose';

const VALUES = [
  {
    title: 'Devotion first',
    text: 'We make each dress as an offering, the way we would dress the Thakur Ji in our own home temple.',
  },
  { title: 'Honest craft', text: 'Real fabric, careful stitching and photos that show what you will receive.' },
  { title: 'Right size, every time', text: 'Clear idol sizes and a size guide, so the dress fits on the first try.' },
  { title: 'Care after the sale', text: 'A real person answers the phone and chat, and returns are simple.' },
];

const TEAMS = [
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
];

export function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={`About ${SHOP_NAME}`}>
        <p>Dresses and shringar for the deities you love, made with the care you would give them yourself.</p>
      </PageTitle>

      <Prose>
        <h2>Our story</h2>
        <p>
          {SHOP_NAME} began at a family sewing table, stitching dresses for the Laddu Gopal in our own home temple.
          Friends and neighbours asked for dresses for their Thakur Ji, then for Radha Rani and Mata Rani, and soon for
          mukut, jhula and singhasan to match. Today a small team of tailors and artisans makes every piece we sell, and
          we still dress our own Gopal in every new design first.
        </p>

        <h2>Our mission</h2>
        <p>
          To make it easy for every devotee, wherever they live in India, to dress their deity beautifully, with
          well-made dresses in the right size at a fair price.
        </p>

        <h2>Our vision</h2>
        <p>
          A home temple in every town that can celebrate each festival and season with fresh shringar, made by artisans
          who are paid fairly for their craft.
        </p>
      </Prose>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="mb-4 font-display text-2xl text-maroon-800">
          Our values
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-cream-100 p-5">
              <h3 className="font-semibold text-ink-900">{value.title}</h3>
              <p className="mt-2 text-sm text-ink-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-10">
        <h2 id="about-team" className="mb-4 font-display text-2xl text-maroon-800">
          The people behind every piece
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAMS.map((team) => (
            <li key={team.name} className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
              <h3 className="font-display text-lg font-semibold text-maroon-800">{team.name}</h3>
              <p className="text-sm font-semibold text-saffron-700">{team.role}</p>
              <p className="mt-2 text-sm text-ink-700">{team.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10">
        <Link
          to="/collections"
          className="inline-block rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          Shop Now
        </Link>
      </div>
    </div>
  );
}
