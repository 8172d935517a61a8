import { toast } from '../../../../lib/toast';
import { adminSecondaryButtonClass } from '../../shared/admin-field';
import { useRetryEmail } from '../api/retry-email';

/** Puts a failed email back in the queue; the sender picks it up on its next round. */
export function RetryEmailButton({ id, to }: { id: string; to: string }) {
  const retry = useRetryEmail();
  return (
    <button
      type="button"
      className={`${adminSecondaryButtonClass} whitespace-nowrap`}
      disabled={retry.isPending}
      aria-label={`Send again to ${to}`}
      onClick={() =>
        retry.mutate(id, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {retry.isPending ? 'Queuing…' : 'Send again'}
    </button>
  );
}
