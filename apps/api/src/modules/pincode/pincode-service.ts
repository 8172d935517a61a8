import type { PincodeDetails } from '@shop/shared/contracts/pincode';
import { deliveryZone, isCodAvailable } from '@shop/shared/delivery-estimate';
import type { Locale } from '@shop/shared/locale';
import { stateNameHi } from '@shop/shared/state-names-hi';
import { AppError } from '../../app-error';
import { districtNameHi } from './district-names-hi';
import { loadPincodeIndex, type PincodeEntry } from './pincode-dataset';

/** The district and state as a page in `locale` shows them. */
function placeIn(entry: PincodeEntry, locale: Locale): PincodeDetails['place'] {
  if (locale === 'en') return { city: entry.district, state: entry.state };
  const city = districtNameHi(entry.district);
  const state = stateNameHi(entry.state);
  const untranslated = [...(city ? [] : ['city']), ...(state ? [] : ['state'])];
  return {
    city: city ?? entry.district,
    state: state ?? entry.state,
    ...(untranslated.length > 0 && { untranslated }),
  };
}

export function toPincodeDetails(pincode: string, entry: PincodeEntry, locale: Locale = 'en'): PincodeDetails {
  return {
    pincode,
    city: entry.district,
    state: entry.state,
    offices: entry.offices,
    // Every PIN in India Post's list is reached by our couriers; only cash collection varies.
    deliverable: true,
    codAvailable: isCodAvailable(entry.state),
    zone: deliveryZone({ state: entry.state, city: entry.district }),
    place: placeIn(entry, locale),
  };
}

/**
 * PIN lookups from the embedded India Post dataset. It is loaded on the first lookup (about a
 * second of work the shop should not pay at start-up) and shared by concurrent first callers.
 */
export function pincodeService(load: () => Promise<Map<string, PincodeEntry>> = loadPincodeIndex) {
  let index: Promise<Map<string, PincodeEntry>> | undefined;

  function current() {
    index ??= load().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  }

  return {
    async lookup(pincode: string, locale: Locale = 'en'): Promise<PincodeDetails> {
      let entries: Map<string, PincodeEntry>;
      try {
        entries = await current();
      } catch (error) {
        // The cause goes to the log with the request id; the shopper gets the spec's message.
        throw Object.assign(new AppError('PIN_LOOKUP_FAILED'), { cause: error });
      }
      const entry = entries.get(pincode);
      if (!entry) throw new AppError('PIN_NOT_FOUND');
      return toPincodeDetails(pincode, entry, locale);
    },
  };
}

export type PincodeService = ReturnType<typeof pincodeService>;
