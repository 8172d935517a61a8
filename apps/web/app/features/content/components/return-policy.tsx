import { RETURN_REASON_MAX, RETURN_WINDOW_DAYS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { BANK_REFUND_BUSINESS_DAYS, INSPECTION_BUSINESS_DAYS } from '../policy-facts';
import { useContentText } from './policy-text';

const days = RETURN_WINDOW_DAYS;

export function ReturnPolicy() {
  const text = useContentText();
  return (
    <>
      <h2>{text('returnPolicy.windowHeading', { days })}</h2>
      <p>{text('returnPolicy.windowText', { days })}</p>

      <h2>{text('returnPolicy.whatHeading')}</h2>
      <ul>
        <li>{text('returnPolicy.whatUnused')}</li>
        <li>{text('returnPolicy.whatDamaged')}</li>
        <li>{text('returnPolicy.whatSize')}</li>
      </ul>
      <p>{text('returnPolicy.whatNot')}</p>

      <h2>{text('returnPolicy.howHeading')}</h2>
      <ol>
        <li>{text('returnPolicy.howSignIn')}</li>
        <li>{text('returnPolicy.howChoose')}</li>
        <li>{text('returnPolicy.howReason', { max: RETURN_REASON_MAX, email: SUPPORT_EMAIL })}</li>
        <li>{text('returnPolicy.howConfirm')}</li>
      </ol>
      <p>{text('returnPolicy.howButton', { days })}</p>

      <h2>{text('returnPolicy.refundsHeading')}</h2>
      <ul>
        <li>{text('returnPolicy.refundsInspect', { inspectDays: INSPECTION_BUSINESS_DAYS })}</li>
        <li>{text('returnPolicy.refundsWay', BANK_REFUND_BUSINESS_DAYS)}</li>
        <li>{text('returnPolicy.refundsCancelled')}</li>
        <li>{text('returnPolicy.refundsDelivery')}</li>
      </ul>

      <h2>{text('returnPolicy.questionsHeading')}</h2>
      <p>{text('returnPolicy.questionsText', { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL })}</p>
    </>
  );
}
