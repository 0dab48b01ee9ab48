import { MESSAGES_ACCOUNT } from './messages/account.ts';
import { MESSAGES_CHARGE } from './messages/charge.ts';
import { MESSAGES_IDENTITY } from './messages/identity.ts';
import { MESSAGES_LOGIN } from './messages/login.ts';
import { MESSAGES_ORDER } from './messages/order.ts';
import { MESSAGES_PASSWORD } from './messages/password.ts';
import { MESSAGES_PHONE } from './messages/phone.ts';
import { MESSAGES_REGISTER } from './messages/register.ts';
import { MESSAGES_SERVER } from './messages/server.ts';

/**
 * The Korean message catalogue. Spec sections 5 and 8 are quoted exactly (spacing and spelling
 * included, e.g. '완료됬습니다'); the `server` group holds messages for server-side situations the
 * spec leaves unshown.
 *
 * Each group is a module of its own (`messages/<group>.ts`, `MESSAGES_<GROUP>`) so that the web
 * app's first load (its entry and the order page) imports only the groups it shows: a bundler
 * keeps an object whole, and the whole catalogue cost `/order` 0.7 KB
 * (docs/decisions/web-speed.md). Everything else reads the groups through `MESSAGES`.
 */
export const MESSAGES = {
  login: MESSAGES_LOGIN,
  register: MESSAGES_REGISTER,
  phone: MESSAGES_PHONE,
  order: MESSAGES_ORDER,
  charge: MESSAGES_CHARGE,
  password: MESSAGES_PASSWORD,
  identity: MESSAGES_IDENTITY,
  account: MESSAGES_ACCOUNT,
  server: MESSAGES_SERVER,
} as const;
