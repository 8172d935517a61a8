import { SHOP_NAME, SUPPORT_EMAIL } from '@shop/shared/constants';
import { useContentText } from './policy-text';

const shop = SHOP_NAME;

export function TermsConditions() {
  const text = useContentText();
  return (
    <>
      <p>{text('termsConditions.intro', { shop })}</p>

      <h2>{text('termsConditions.productsHeading')}</h2>
      <p>{text('termsConditions.productsText')}</p>

      <h2>{text('termsConditions.pricesHeading')}</h2>
      <ul>
        <li>{text('termsConditions.pricesRupees')}</li>
        <li>{text('termsConditions.pricesCheckout')}</li>
        <li>{text('termsConditions.pricesOnline')}</li>
      </ul>

      <h2>{text('termsConditions.couponsHeading')}</h2>
      <p>{text('termsConditions.couponsText')}</p>

      <h2>{text('termsConditions.ordersHeading')}</h2>
      <p>{text('termsConditions.ordersText')}</p>

      <h2>{text('termsConditions.accountHeading')}</h2>
      <p>{text('termsConditions.accountText', { email: SUPPORT_EMAIL })}</p>

      <h2>{text('termsConditions.contentHeading')}</h2>
      <p>{text('termsConditions.contentText', { shop })}</p>

      <h2>{text('termsConditions.liabilityHeading')}</h2>
      <p>{text('termsConditions.liabilityText')}</p>

      <h2>{text('termsConditions.lawHeading')}</h2>
      <p>{text('termsConditions.lawText')}</p>
    </>
  );
}
