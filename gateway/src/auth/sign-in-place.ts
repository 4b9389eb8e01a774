import type { Context } from 'koa';
import type { SignInPlace } from '../store/known-place-store.ts';
import { browserWords } from './browser-words.ts';

/** Where this request comes from: its client address (X-Forwarded-For behind nginx) and browser. */
export function signInPlaceOf(ctx: Context): SignInPlace {
  return { address: ctx.ip, browser: browserWords(ctx.get('User-Agent')) };
}
