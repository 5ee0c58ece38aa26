import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { requiredText } from './required-text';

export const MESSAGE_MAX = 2000;

/** The superuser's message to all users or to selected ones (spec 000 §3, §5). */
export const sendMessageSchema = z
  .object({
    toAll: z.boolean(),
    recipientIds: z.array(z.string().min(1).max(100)).max(10_000).default([]),
    text: requiredText(MESSAGE_MAX, ADMIN_MESSAGES.messageRequired, `Il messaggio può avere al massimo ${MESSAGE_MAX} caratteri`),
  })
  .refine((v) => v.toAll || v.recipientIds.length > 0, { message: ADMIN_MESSAGES.selectRecipient, path: ['recipientIds'] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const userMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

/** GET /api/admin/messages: the sent-messages log, newest first. */
export const sentMessagesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const SENT_MESSAGES_PAGE = 20;
/** At most this many names of who has not read yet, per message. */
export const UNREAD_NAMES_MAX = 50;

export const sentMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  toAll: z.boolean(),
  createdAt: z.string(),
  recipients: z.number(),
  readCount: z.number(),
  /** Who has not read it yet, by name (at most UNREAD_NAMES_MAX). */
  unreadNames: z.array(z.string()),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export const sentMessagesResponseSchema = z.object({ messages: z.array(sentMessageSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type SentMessagesResponse = z.infer<typeof sentMessagesResponseSchema>;
