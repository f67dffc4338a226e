import { createRoute, z } from '@hono/zod-openapi';
import { companyScope } from '@tawreed/domain';
import { createRouter, type Deps } from '../../http/context.js';
import { errorResponses } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { onlineUserIds } from '../../realtime/presence.js';
import { toUserDto, userSchema } from './dto.js';
import { listUsers } from './repository.js';

export const userStatuses = createRoute({
  method: 'get',
  path: '/api/users/statuses',
  operationId: 'listUserStatuses',
  description:
    'Who is online: every active user the caller may see with presence (from the realtime channel) and last-seen time. A medical company sees staff and its own company only.',
  summary:
    'Every active user the caller may see, with online presence and last-seen time (a medical company sees staff and its own company)',
  tags: ['Users'],
  responses: {
    200: {
      description: 'Users',
      content: {
        'application/json': { schema: z.object({ users: z.array(userSchema) }).openapi('UserStatuses') },
      },
    },
    ...errorResponses(401),
  },
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
