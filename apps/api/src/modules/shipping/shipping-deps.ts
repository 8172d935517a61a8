import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Carrier } from './carrier-types';

/** What the shipping services are built from (services.ts gives each the same). */
export type ShippingDeps = {
  db: Db;
  carrier: Carrier;
  publicUrl: string;
  /** Signs the links in messages to shoppers (a failed delivery's answer page). */
  hash: (value: string) => string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  now?: () => Date;
};
