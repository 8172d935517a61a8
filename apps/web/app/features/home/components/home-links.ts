// The home page's parts that are links, pictures and words only, drawn in full by the server: one
// module, so that their code comes in one file when hydration reaches them (home-page.tsx).
export { CategoryCircles } from './category-circles';
export { ExploreCollections } from './explore-collections';
export { PromoBanner } from './promo-banner';
export { TrustStrip } from './trust-strip';
