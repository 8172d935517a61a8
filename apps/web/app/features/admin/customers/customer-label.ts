/**
 * What a customer is called in the back office: their name, else their email, else their phone
 * (an account made with a phone may have neither name nor email yet).
 */
export function customerLabel(customer: { name: string; email: string; phone: string | null }): string {
  return customer.name || customer.email || customer.phone || 'Customer without a name';
}

/** What is said under the label: the email when the label is the name, else nothing. */
export function customerSubline(customer: { name: string; email: string }): string | undefined {
  return customer.name && customer.email ? customer.email : undefined;
}
