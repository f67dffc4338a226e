import { ROLE_LABELS } from '../roles.js';
import { DELIVERY_STATUS_LABELS, ORDER_STATUS_LABELS } from '../statuses.js';
import { EN } from './en.js';
import type { LanguagePack } from './render.js';

/** English texts: the catalog and the labels (regions and areas are named by SPEC's English names). */
export const EN_PACK: LanguagePack = {
  catalog: EN,
  labels: {
    status: ORDER_STATUS_LABELS,
    deliveryStatus: DELIVERY_STATUS_LABELS,
    queue: ROLE_LABELS,
    role: ROLE_LABELS,
  },
  joiners: { comma: ', ', and: ' and ', or: ' or ' },
};
