import type { EmailStatus } from '@shop/shared/contracts/admin-customers';
import { StatusBadge, type BadgeTone } from '../../shared/status-badge';

const EMAIL_STATUS: Record<EmailStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting to send', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <StatusBadge tone={EMAIL_STATUS[status].tone}>{EMAIL_STATUS[status].label}</StatusBadge>;
}
