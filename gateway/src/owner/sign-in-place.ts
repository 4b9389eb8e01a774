import type { Context } from 'koa';
import { browserWords } from './browser-words.ts';
import type { SignInPlace } from './known-place-store.ts';

/** Where this request comes from: its client address (see http/client-address.ts) and browser. */
export function signInPlaceOf(ctx: Context): SignInPlace {
  return { address: ctx.ip, browser: browserWords(ctx.get('User-Agent')) };
}
