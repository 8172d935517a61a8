import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Carrier } from './carrier-types';
import { manualCarrier } from './manual-carrier';
import { shiprocketCarrier } from './shiprocket-carrier';

/** The configured carrier (SHIPPING_PROVIDER): the shop's own hand-typed bookings, or Shiprocket. */
export function createCarrier(config: Config, log: FastifyBaseLogger): Carrier {
  if (config.SHIPPING_PROVIDER === 'shiprocket') {
    const { SHIPROCKET_EMAIL: email, SHIPROCKET_PASSWORD: password } = config;
    // loadConfig refuses shiprocket without them; this guards direct construction.
    if (!email || !password) throw new Error('SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are required for shiprocket');
    return shiprocketCarrier({
      baseUrl: config.SHIPROCKET_API_URL.replace(/\/+$/, ''),
      email,
      password,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      pickupPostcode: config.SHIPROCKET_PICKUP_POSTCODE,
      timeoutMs: config.SHIPROCKET_TIMEOUT_MS,
      log,
    });
  }
  return manualCarrier();
}
