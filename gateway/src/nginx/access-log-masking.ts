// Writes nginx's masked access log from the request log's list of secret paths: run when the web
// image is built (`node gateway/src/nginx/access-log-masking.ts > access-log-masking.conf`), included
// by nginx/templates/site.conf.template at http level. Its servers log with `access_log … masked`.
import { SECRET_MASK, SECRET_PATH_PREFIXES } from '../http/request-log.ts';

/** The log format's name, as the servers' `access_log` lines say it. */
export const MASKED_LOG_FORMAT = 'masked';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A prefix as nginx's `~*` regex on a decoded path: any case, `//` between the segments. */
const prefixPattern = (prefix: string) => prefix.split('/').map(escapeRegex).join('/+');

/** Between the segments of a path as the client sent it: `/`, `//`, `/./`, or those as %2F and %2E. */
const RAW_SEPARATOR = '(?:/|%2f)(?:(?:\\.|%2e)?(?:/|%2f))*';
/** A character as the client may send it: itself (`~*`: either case) or %XX of either case. */
function rawCharacter(character: string): string {
  const codes = new Set([character.toLowerCase(), character.toUpperCase()].map((one) => one.charCodeAt(0)));
  return `(?:${escapeRegex(character)}${[...codes].map((code) => `|%${code.toString(16)}`).join('')})`;
}
/** A prefix as nginx's `~*` regex on the path the client sent, in every spelling nginx decodes to it. */
const rawPrefixPattern = (prefix: string) =>
  prefix
    .split('/')
    .map((segment) => [...segment].map(rawCharacter).join(''))
    .join(RAW_SEPARATOR);

/**
 * The `map`s and the format. A secret path is caught in the path nginx decoded (`$uri`: %XX, //,
 * /./) and in the one the client sent (`$request_uri`, which stays when an error page takes over
 * `$uri`), any case, query and all: its request line becomes the method, the prefix and the mask.
 * A Referer naming one (a page the visitor left) is masked the same way. Every other line is as
 * nginx's own `main` format writes it.
 */
export function accessLogMasking(prefixes: readonly string[] = SECRET_PATH_PREFIXES): string {
  const routes = prefixes.map((prefix) => `    "~*^${prefixPattern(prefix)}" "${prefix}";`);
  const sentRoutes = prefixes.map((prefix) => `    "~*^${rawPrefixPattern(prefix)}" "${prefix}";`);
  const referers = prefixes.map(
    (prefix) =>
      `    "~*^(?<masked_origin>[^/]*//[^/]*)${prefixPattern(prefix)}" "$masked_origin${prefix}${SECRET_MASK}";`,
  );
  return [
    '# Generated from the secret paths of gateway/src/http/request-log.ts when the image is built: do not edit.',
    "# The calendar feed's address and the unsubscribe keys never reach the access log.",
    'map $request_uri $secret_path_sent {',
    '    default "";',
    ...sentRoutes,
    '}',
    'map $uri $secret_path_prefix {',
    '    default $secret_path_sent;',
    ...routes,
    '}',
    'map $secret_path_prefix $masked_request {',
    '    default $request;',
    `    "~." "$request_method \${secret_path_prefix}${SECRET_MASK} $server_protocol";`,
    '}',
    'map $http_referer $masked_referer {',
    '    default $http_referer;',
    // No Referer: "-", as nginx writes an empty variable.
    '    "" "-";',
    ...referers,
    '}',
    `log_format ${MASKED_LOG_FORMAT} '$remote_addr - $remote_user [$time_local] "$masked_request" '`,
    `    '$status $body_bytes_sent "$masked_referer" "$http_user_agent" "$http_x_forwarded_for"';`,
    '',
  ].join('\n');
}

if (import.meta.main) process.stdout.write(accessLogMasking());
