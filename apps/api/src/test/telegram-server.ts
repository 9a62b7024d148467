import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Message, Update } from 'grammy/types';

export type BotCall = { method: string; params: Record<string, unknown>; photoBytes?: number };

export const BOT_TOKEN = '7012345678:AAHfakeTokenForTestsOnly_0123456789ab';
export const BOT_USERNAME = 'rifas_prueba_bot';

async function paramsOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return { params: JSON.parse(body.toString() || '{}') };
  if (type.startsWith('multipart/form-data')) {
    // Files come as multipart (sendPhoto with an InputFile), as the real API takes them.
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
    const mark = `--${boundary?.[1] ?? boundary?.[2]}`;
    const params: Record<string, unknown> = {};
    let photoBytes: number | undefined;
    for (const part of body.toString('latin1').split(mark).slice(1, -1)) {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      const name = /name="([^"]+)"/.exec(head)?.[1] ?? '';
      if (/filename=/.test(head)) {
        photoBytes = Buffer.from(content, 'latin1').length;
      } else {
        const value = Buffer.from(content, 'latin1').toString('utf8');
        params[name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
      }
    }
    return { params, photoBytes };
  }
  return { params: {} };
}

/**
 * A loopback Bot API server that answers as Telegram does (`{ ok, result }`,
 * real Message shapes, 401 for an unknown token), records every call, and
 * hands queued Updates to getUpdates (holding a long poll until one comes or its
 * `timeout` passes). `down` drops every connection.
 */
export async function startTelegramServer() {
  const calls: BotCall[] = [];
  const updates: Update[] = [];
  let nextMessageId = 100;
  let nextUpdateId = 5000;
  const state = { down: false };

  const chatOf = (id: unknown) => ({ id: Number(id), type: 'private' as const, first_name: 'Ana' });
  const message = (params: Record<string, unknown>, extra: Partial<Message> = {}): Message =>
    ({
      message_id: Number(params.message_id ?? (nextMessageId += 1)),
      date: Math.floor(Date.now() / 1000),
      chat: chatOf(params.chat_id),
      ...extra,
    }) as Message;

  const server = createServer((req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    void paramsOf(req).then(({ params, photoBytes }) => {
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (!match || match[1] !== BOT_TOKEN) {
        return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const method = match[2]!;
      calls.push({ method, params, ...(photoBytes !== undefined && { photoBytes }) });
      const ok = (result: unknown) => send(200, { ok: true, result });
      switch (method) {
        case 'getMe':
          return ok({ id: 7012345678, is_bot: true, first_name: 'Rifas', username: BOT_USERNAME });
        case 'setWebhook':
        case 'deleteWebhook':
        case 'answerCallbackQuery':
          return ok(true);
        case 'getUpdates': {
          // A long poll, as Telegram's: with nothing new it waits up to `timeout` seconds
          // for an update, then answers an empty list.
          const offset = Number(params.offset ?? 0);
          const due = () => updates.filter((u) => u.update_id >= offset);
          const until = Date.now() + Number(params.timeout ?? 0) * 1000;
          const answer = () => {
            if (due().length > 0 || Date.now() >= until || state.down) return ok(due());
            setTimeout(answer, 50);
          };
          return answer();
        }
        case 'sendMessage':
          return ok(message(params, { text: String(params.text) }));
        case 'sendPhoto':
          return ok(
            message(params, {
              photo: [{ file_id: 'AgAD', file_unique_id: 'AQAD', width: 16, height: 16 }],
              caption: String(params.caption ?? ''),
            }),
          );
        case 'editMessageText':
        case 'editMessageCaption':
        case 'editMessageReplyMarkup':
          return ok(message(params));
        default:
          return send(404, {
            ok: false,
            error_code: 404,
            description: 'Not Found: method not found',
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const from = (chatId: number) => ({ id: chatId, is_bot: false, first_name: 'Ana' });
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    callsOf: (method: string) => calls.filter((c) => c.method === method),
    /** A private text message, as Telegram delivers it. */
    text(chatId: number, text: string): Update {
      const update: Update = {
        update_id: (nextUpdateId += 1),
        message: {
          message_id: (nextMessageId += 1),
          date: Math.floor(Date.now() / 1000),
          chat: chatOf(chatId),
          from: from(chatId),
          text,
        },
      } as Update;
      updates.push(update);
      return update;
    },
    /** A tap on an inline button of one of the bot's messages. */
    tap(chatId: number, messageId: number, data: string): Update {
      const update: Update = {
        update_id: (nextUpdateId += 1),
        callback_query: {
          id: String(nextUpdateId * 7),
          from: from(chatId),
          chat_instance: `ci-${chatId}`,
          data,
          message: {
            message_id: messageId,
            date: Math.floor(Date.now() / 1000),
            chat: chatOf(chatId),
          },
        },
      } as Update;
      updates.push(update);
      return update;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TelegramServer = Awaited<ReturnType<typeof startTelegramServer>>;
