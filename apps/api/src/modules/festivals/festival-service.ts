import { deliveryDaysFor } from '@shop/shared/delivery-estimate';
import type { AdminFestival, AdminFestivalInput, FestivalAnswerData } from '@shop/shared/contracts/festivals';
import { shopDay } from '@shop/shared/dates';
import { FESTIVAL_HORIZON_DAYS, festivalAnswer } from '@shop/shared/festival-rules';
import { AppError } from '../../app-error';
import type { PincodeService } from '../pincode/pincode-service';
import type { FestivalRepository, FestivalRow } from './festival-repository';

function toAdminFestival(row: FestivalRow): AdminFestival {
  return { id: row.id, name: row.name, nameHi: row.nameHi, date: row.date, shown: row.shown };
}

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The festival calendar (decision 0155): the owner corrects it; the product page asks whether a
 * parcel to a PIN, ordered now, arrives before the next festival. The estimate is the PIN check's
 * own (its couriers' days when the shop asks them, else the zone rule), judged in India's days.
 */
export function festivalService({
  repository,
  pincode,
  now = () => new Date(),
}: {
  repository: FestivalRepository;
  pincode: PincodeService;
  now?: () => Date;
}) {
  return {
    async list(): Promise<AdminFestival[]> {
      return (await repository.list()).map(toAdminFestival);
    },

    async create(input: AdminFestivalInput): Promise<AdminFestival> {
      return toAdminFestival(await repository.insert(input));
    },

    async update(id: string, input: AdminFestivalInput): Promise<AdminFestival> {
      const row = await repository.update(id, input, now());
      if (!row) throw new AppError('FESTIVAL_NOT_FOUND');
      return toAdminFestival(row);
    },

    /** Null when no festival is within the horizon: a PIN not found still refuses as the PIN check does. */
    async nextFor(pin: string): Promise<FestivalAnswerData | null> {
      const at = now();
      const today = shopDay(at);
      const [place, festivals] = await Promise.all([
        pincode.lookup(pin),
        repository.shownBetween(today, dayAfter(today, FESTIVAL_HORIZON_DAYS)),
      ]);
      if (!place.deliverable) return null;
      const days = deliveryDaysFor(place.zone, 'online', place.courier?.days);
      const calendar = festivals.map(({ name, nameHi, date }) => ({ name, nameHi, date }));
      return festivalAnswer(at, calendar, days.max);
    },
  };
}
