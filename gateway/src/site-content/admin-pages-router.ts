import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  COPY_PAGES,
  type CopyPage,
  type PageCopies,
  SHARE_IMAGE_SEGMENT,
  type ShareImageInput,
  type SiteCopy,
} from '../../contract/page-copy.ts';
import { copyFieldRule, copyFields, pageCopyMessages, tidyPageCopy } from '../../contract/page-copy-rules.ts';
import type { GalleryStore } from '../gallery/index.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { publishes } from '../http/side-effects.ts';
import { fieldError, validateBody } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { PageCopyStore } from './page-copy-store.ts';

// The shape at the edge, one schema per page: every field as text (empty leaves it off the page);
// the lengths and lines are the contract's rules, shared with the dashboard's form.
const pageBodies = Object.fromEntries(
  COPY_PAGES.map((page) => [
    page,
    z.object(
      Object.fromEntries(
        copyFields(page).map((field) => {
          const { label } = copyFieldRule(page, field);
          return [
            field,
            z.string({
              error: (issue) =>
                issue.input === undefined
                  ? `${label} is missing (send it empty to leave it off).`
                  : `${label} is text.`,
            }),
          ];
        }),
      ),
      { error: 'The request body must be a JSON object.' },
    ),
  ]),
) as unknown as { [Page in CopyPage]: z.ZodType<PageCopies[Page]> };

function pageInput<Page extends CopyPage>(ctx: Context, page: Page): PageCopies[Page] {
  const copy = tidyPageCopy(page, validateBody(ctx, pageBodies[page]));
  const fields = pageCopyMessages(page, copy);
  if (Object.keys(fields).length > 0) {
    ctx.throw(400, 'Some fields need attention.', { code: 'validation_failed', fields });
  }
  return copy;
}

const NO_SUCH_PICTURE = 'There is no such picture in the gallery: choose another, or none.';

const shareImageBody = z.object(
  {
    galleryItemId: z.union([z.null(), z.number().int().positive()], {
      error: 'Choose a picture from the gallery (its id), or none (null).',
    }),
  },
  { error: 'The request body must be a JSON object.' },
);

/**
 * The words of each public page and the site's link-preview picture: read all, save one page,
 * pick the picture. Every save republishes the site (`publishes`).
 */
export function adminPagesRouter(
  copy: PageCopyStore,
  gallery: Pick<GalleryStore, 'get'>,
  requireOwner: Middleware<OwnerState>,
): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });

  router.get('/pages', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = copy.get() satisfies SiteCopy;
  });

  // One route per page, so the 401 enumeration and the bad-input fuzzing reach each of them.
  for (const page of COPY_PAGES) {
    router.put(`/pages/${page}`, requireOwner, publishes, (ctx) => {
      ctx.body = copy.save(page, pageInput(ctx, page));
    });
  }

  router.put(`/pages/${SHARE_IMAGE_SEGMENT}`, requireOwner, publishes, (ctx) => {
    const { galleryItemId } = validateBody(ctx, shareImageBody);
    if (galleryItemId !== null && !gallery.get(galleryItemId)) fieldError(ctx, 'galleryItemId', NO_SUCH_PICTURE);
    copy.saveShareImage(galleryItemId);
    ctx.body = { galleryItemId } satisfies ShareImageInput;
  });

  return router;
}
