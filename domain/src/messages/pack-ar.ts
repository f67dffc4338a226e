import { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
import type { LanguagePack } from './render.js';

/** Arabic texts: the catalog and every label in Arabic. */
export const AR_PACK: LanguagePack = {
  catalog: AR,
  labels: {
    status: AR_ORDER_STATUS,
    deliveryStatus: AR_DELIVERY_STATUS,
    queue: AR_ROLE,
    role: AR_ROLE,
    region: AR_REGION,
    area: AR_AREA,
  },
  joiners: { comma: '، ', and: ' و', or: ' أو ' },
};
