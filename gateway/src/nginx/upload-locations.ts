// Writes nginx's upload locations from the contract's list of upload routes: run when the web
// image is built (`node gateway/src/nginx/upload-locations.ts > upload-locations.conf`), included
// by nginx/templates/site.conf.template.
import { UPLOAD_ROUTES, type UploadRoute } from '../../contract/uploads.ts';

const MEGABYTE = 1024 * 1024;
/** Room for the form around the picture (boundaries, headers, the form token). */
const FORM_OVERHEAD_MEGABYTES = 1;
/** nginx's zone for visitors' uploads (site.conf.template): all five photos of a request at once. */
const VISITOR_UPLOAD_GUARD = 'limit_req zone=quote_photos burst=5 nodelay;';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The location for one route: every spelling nginx normalises to the path (any case, trailing
 * slashes), as the guarded paths in the template; `:id` stands for a number.
 */
function location(route: UploadRoute): string {
  const pattern = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[0-9]+' : escapeRegex(segment)))
    .join('/');
  const bodyLimit = Math.ceil(route.maxBytes / MEGABYTE) + FORM_OVERHEAD_MEGABYTES;
  return [
    `# ${route.method} ${route.path}: one picture of up to ${route.maxBytes / MEGABYTE} MB, sent by the ${route.sender}.`,
    `location ~* ^${pattern}/*$ {`,
    ...(route.sender === 'visitor' ? [`    ${VISITOR_UPLOAD_GUARD}`] : []),
    `    client_max_body_size ${bodyLimit}m;`,
    '    include /etc/nginx/snippets/proxy-gateway.conf;',
    '}',
  ].join('\n');
}

export function uploadLocations(routes: readonly UploadRoute[] = UPLOAD_ROUTES): string {
  return `# Generated from gateway/contract/uploads.ts when the image is built: do not edit.\n${routes.map(location).join('\n')}\n`;
}

if (import.meta.main) process.stdout.write(uploadLocations());
