import { SHOP_NAME, SUPPORT_EMAIL } from '@shop/shared/constants';
import { PRIVACY_REPLY_DAYS } from '../policy-facts';
import { useContentText } from './policy-text';

export function PrivacyPolicy() {
  const text = useContentText();
  return (
    <>
      <p>{text('privacyPolicy.intro', { shop: SHOP_NAME })}</p>

      <h2>{text('privacyPolicy.collectHeading')}</h2>
      <ul>
        <li>{text('privacyPolicy.collectAccount')}</li>
        <li>{text('privacyPolicy.collectOrders')}</li>
        <li>{text('privacyPolicy.collectShopping')}</li>
        <li>{text('privacyPolicy.collectMessages')}</li>
      </ul>

      <h2>{text('privacyPolicy.paymentsHeading')}</h2>
      <p>{text('privacyPolicy.paymentsText')}</p>

      <h2>{text('privacyPolicy.useHeading')}</h2>
      <ul>
        <li>{text('privacyPolicy.useOrders')}</li>
        <li>{text('privacyPolicy.useAccount')}</li>
        <li>{text('privacyPolicy.useQuestions')}</li>
        <li>{text('privacyPolicy.useNewsletter')}</li>
      </ul>

      <h2>{text('privacyPolicy.shareHeading')}</h2>
      <p>{text('privacyPolicy.shareText')}</p>

      <h2>{text('privacyPolicy.cookiesHeading')}</h2>
      <p>{text('privacyPolicy.cookiesText')}</p>

      <h2>{text('privacyPolicy.keepHeading')}</h2>
      <p>{text('privacyPolicy.keepText')}</p>

      <h2>{text('privacyPolicy.rightsHeading')}</h2>
      <p>{text('privacyPolicy.rightsText', { email: SUPPORT_EMAIL, days: PRIVACY_REPLY_DAYS })}</p>

      <h2>{text('privacyPolicy.changesHeading')}</h2>
      <p>{text('privacyPolicy.changesText')}</p>
    </>
  );
}
