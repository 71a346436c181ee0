// Generated from server/entities/ by `npm run gen:entities`; edit the definitions, not this file.

/** Every synced entity as the client needs it, in the server's order. */
export const syncedEntityManifest = [
  {
    name: 'kindergartens',
    dexie: 'id',
  },
  {
    name: 'groups',
    dexie: 'id, kindergarten_id',
  },
  {
    name: 'children',
    dexie: 'id, group_id, kindergarten_id',
  },
  {
    name: 'users',
    dexie: 'id, kindergarten_id',
  },
  {
    name: 'guardians',
    dexie: 'id, child_id, user_id',
  },
  {
    name: 'files',
    dexie: 'id',
  },
  {
    name: 'blackboard_posts',
    dexie: 'id, kindergarten_id, created_at, [kindergarten_id+created_at], author_id, [author_id+created_at]',
    failedWrites: {
      to: '/blackboard/$id',
      params: {
        id: 'id',
      },
    },
  },
  {
    name: 'blackboard_images',
    dexie: 'id, post_id, [post_id+position]',
  },
  {
    name: 'comments',
    dexie: 'id, post_id, [post_id+created_at]',
    failedWrites: {
      to: '/blackboard/$id/comments',
      params: {
        id: 'post_id',
      },
    },
  },
  {
    name: 'news',
    dexie: 'id, published_at',
  },
  {
    name: 'events',
    dexie: 'id, starts_at',
  },
  {
    name: 'confirmations',
    dexie: 'id, news_id, event_id, user_id',
  },
  {
    name: 'menu_days',
    dexie: 'id, date',
  },
  {
    name: 'absences',
    dexie: 'id, child_id, from, [child_id+from], version',
    realtimeEvent: 'absence.changed',
    failedWrites: {
      to: '/absence-history/$id',
      params: {
        id: 'id',
      },
    },
  },
  {
    name: 'rooms',
    dexie: 'id',
  },
  {
    name: 'room_members',
    dexie: 'id, room_id, user_id',
    realtimeEvent: 'room.read',
  },
  {
    name: 'messages',
    dexie: 'id, room_id, [room_id+created_at]',
    realtimeEvent: 'message.sent',
  },
  {
    name: 'notifications',
    dexie: 'id, created_at',
    realtimeEvent: 'notification.created',
  },
  {
    name: 'content_translations',
    dexie: 'id, [source_table+source_id]',
  },
  {
    name: 'child_records',
    dexie: 'id, kindergarten_id',
    failedWrites: {
      to: '/child/$childId/edit',
      params: {
        childId: 'id',
      },
    },
  },
  {
    name: 'roll_calls',
    dexie: 'id, day, version',
    realtimeEvent: 'roll-call.changed',
    failedWrites: {
      to: '/staff/roll-call/$id',
      params: {
        id: 'id',
      },
    },
  },
  {
    name: 'roll_call_entries',
    dexie: 'id, roll_call_id, child_id, version',
    realtimeEvent: 'roll-call.changed',
    failedWrites: {
      to: '/staff/roll-call/$id',
      params: {
        id: 'roll_call_id',
      },
    },
  },
  {
    name: 'item_reads',
    dexie: 'id, item_kind, [item_kind+item_id], user_id',
  },
] as const;
