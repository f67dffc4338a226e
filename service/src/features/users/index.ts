import { companyScope } from '@tawreed/domain';
import { jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import { onlineUserIds } from '../../realtime/presence.js';
import { USERS_API_DOCS } from './api-docs.js';
import { toUserDto, userSchema } from './dto.js';
import { listUsers } from './repository.js';

const route = routesTagged(['Users'], USERS_API_DOCS);

export const userStatuses = route('get', '/api/users/statuses', 'listUserStatuses', {
  responses: { 200: jsonListAnswer('Users', 'users', userSchema, 'UserStatuses') },
  errors: [401],
});

export function userRoutes(deps: Deps) {
  return createRouter().openapi(userStatuses, async (c) => {
    const caller = requireUser(c);
    const [rows, online] = await Promise.all([
      listUsers(deps.db, companyScope(caller)),
      onlineUserIds(deps.db, deps.now()),
    ]);
    const presence = { isOnline: (userId: string) => online.has(userId) };
    return c.json({ users: rows.map((row) => toUserDto(row, presence)) }, 200);
  });
}
