import { z } from 'zod';
import { msg } from '../messages/core.js';
import { zodMessage } from '../messages/zod.js';

/** The reason a person gives for a change (a client's credit, a lot's stock): trimmed, min..max. */
export const reasonText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, zodMessage(msg('fieldTooShort', { label: msg('labelReason'), min })))
    .max(max, zodMessage(msg('fieldTooLong', { label: msg('labelReason'), max })));
