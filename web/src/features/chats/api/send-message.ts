import type { Data } from '@bilim/contract/api';
import { sendMessageBody, type ChatMessage } from '@bilim/contract/chats';
import { api, upload } from '@/lib/api-client';

export interface OutgoingMessage {
  msg: string;
  /** A photo to attach (checked by content on the server, kept as WebP). */
  photo?: File | undefined;
}

/** POST /chats/{id}/messages: JSON, or a multipart form when a photo goes with the text. */
export async function sendMessage(chatId: number, message: OutgoingMessage): Promise<ChatMessage> {
  const { msg } = sendMessageBody.parse({ msg: message.msg });
  const path = `/chats/${chatId}/messages`;
  if (!message.photo) return (await api.post<Data<ChatMessage>>(path, { msg })).data;
  const form = new FormData();
  form.append('msg', msg);
  form.append('photo', message.photo);
  return (await upload<Data<ChatMessage>>(path, form)).data;
}
