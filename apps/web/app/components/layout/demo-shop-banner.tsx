/** One slim line on every page of a shop whose payments are simulated (the sandbox), so nobody thinks they paid. */
export function DemoShopBanner({ notice }: { notice: string }) {
  return <p className="bg-amber-100 px-3 py-1 text-center text-sm text-ink-900">{notice}</p>;
}
