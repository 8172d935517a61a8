/**
 * Crash points for the kill -9 suite (apps/api/src/faults/checkout-faults.test.ts). Inert in the
 * shop: only when the environment variable SHOP_FAULT_POINT names this exact point does the
 * process kill itself with SIGKILL there, as a power cut or the OOM killer would. Nothing sets the
 * variable except that suite, for the server processes it starts.
 */
export type FaultPointName =
  'checkout.after-reservation' | 'checkout.after-payment-order' | 'payment.during-capture' | 'webhook.before-record';

export function faultPoint(name: FaultPointName): void {
  if (process.env.SHOP_FAULT_POINT === name) process.kill(process.pid, 'SIGKILL');
}
