import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CourierCoverage } from '@shop/shared/contracts/pincode';
import type { PincodeService } from '../pincode/pincode-service';
import type { Carrier } from './carrier-types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A courier that did not answer is asked again after this; meanwhile the zone rule answers. */
const OUTAGE_MS = 5 * 60 * 1000;
const MAX_PINS = 20_000;
/** The parcel asked about: most orders are a dress or two, well under a kilo (decision 0138). */
const TYPICAL_PARCEL_GRAMS = 500;

type Deps = {
  carrier: Pick<Carrier, 'provider' | 'serviceability'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
};

/**
 * What the courier aggregator says of a PIN code: the days its couriers quote and whether any
 * collects cash. Asked once a day per PIN and kept in this instance's memory (each instance asks
 * for itself); an outage is remembered for five minutes and answers nothing, so the zone rule and
 * the PIN dataset decide and checkout is never held up. The manual carrier asks nobody.
 */
export function pinCoverage({ carrier, log, now = Date.now }: Deps) {
  const entries = new LRUCache<string, { until: number; value: Promise<CourierCoverage | null> }>({ max: MAX_PINS });

  async function ask(pin: string): Promise<CourierCoverage | null> {
    const options = await carrier.serviceability({ pin, weightGrams: TYPICAL_PARCEL_GRAMS, cod: false });
    const days = options.map((option) => option.days).filter((value) => value > 0);
    return {
      cod: options.some((option) => option.codAllowed),
      days: days.length > 0 ? { min: Math.min(...days), max: Math.max(...days) } : null,
    };
  }

  return {
    async of(pin: string): Promise<CourierCoverage | null> {
      if (carrier.provider === 'manual') return null;
      const held = entries.get(pin);
      if (held && held.until > now()) return held.value;
      const value = ask(pin).catch((error: unknown) => {
        log.warn({ err: error, pin }, 'courier serviceability failed; the zone rule answers for now');
        entries.set(pin, { until: now() + OUTAGE_MS, value: Promise.resolve(null) });
        return null;
      });
      // Callers asking while the courier is being asked share its one answer.
      entries.set(pin, { until: now() + DAY_MS, value });
      return value;
    },
  };
}

export type PinCoverage = ReturnType<typeof pinCoverage>;

/** PIN lookups that carry the courier's answer beside the dataset's, when a courier is asked. */
export function withCourierCoverage(pincode: PincodeService, coverage: PinCoverage): PincodeService {
  return {
    async lookup(pin, locale) {
      const details = await pincode.lookup(pin, locale);
      const courier = await coverage.of(pin);
      return courier ? { ...details, courier } : details;
    },
  };
}
