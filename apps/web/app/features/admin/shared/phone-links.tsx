import { formatIndianMobile, normaliseIndianMobile } from '@shop/shared/contracts/messages';

const linkClass = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/**
 * A customer's phone as the owner reaches them: the number calls it, "WhatsApp" opens a chat with
 * it. A number that is not an Indian mobile is shown as it was given.
 */
export function PhoneLinks({ phone }: { phone: string }) {
  const mobile = normaliseIndianMobile(phone);
  if (!mobile) return <>{phone}</>;
  const shown = formatIndianMobile(mobile);
  return (
    <>
      <a href={`tel:${mobile}`} aria-label={`Call ${shown}`} className={linkClass}>
        {shown}
      </a>
      {' · '}
      <a
        href={`https://wa.me/${mobile.slice(1)}`}
        aria-label={`WhatsApp ${shown}`}
        target="_blank"
        rel="noreferrer"
        className={linkClass}
      >
        WhatsApp
      </a>
    </>
  );
}
