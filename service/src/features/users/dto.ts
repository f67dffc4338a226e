import { z } from '@hono/zod-openapi';
import { ROLES } from '@tawreed/domain';
import type { UserRow } from '../auth/repository.js';

export const userSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    companyName: z.string().nullable(),
    isSalesRep: z.boolean(),
    isOnline: z.boolean(),
    lastSeenAt: z.string().datetime().nullable(),
  })
  .openapi('User');

export type UserDto = z.infer<typeof userSchema>;

export interface Presence {
  isOnline(userId: string): boolean;
}

export const NO_PRESENCE: Presence = { isOnline: () => false };

export function toUserDto(row: UserRow, salesRepEmails: string[], presence: Presence = NO_PRESENCE): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as UserDto['role'],
    companyName: row.companyName,
    isSalesRep: row.isSalesRep || salesRepEmails.includes(row.email),
    isOnline: presence.isOnline(row.id),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}
