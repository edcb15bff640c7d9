/**
 * A front-matter `image` (lib/content/front-matter-schema.ts checks its text) resolved against the
 * site's files: a site path of public/, a file beside the MDX file, or an https address.
 */
import { assetPath } from '../urls';
import { MISSING_ASSET_HINT, missingAssetMessage, resolveAssetReference, type ContentAssets } from './assets';
import { reportProblem, type FieldContext } from './fields';

/** What a front-matter `image` may name: a file of public/, or a file beside the MDX file. */
export interface ImageFiles {
  publicFileExists: (sitePath: string) => boolean;
  /** The MDX file a relative path starts from (`content/es/blog/2024-11-05-x/index.mdx`). */
  from: string;
  assets: ContentAssets;
  /** Line of the `image:` field in the file, for messages. */
  line?: number;
}

/**
 * `image` as the page publishes it: a site path (`/img/card.png`, checked against public/), a
 * path relative to the MDX file (`./cover.png`, published under /assets/: lib/content/assets.ts),
 * or an https URL. `field` names it elsewhere than in front matter (a category link's
 * `link.image`), where only a site path or an address is possible (no file to be relative to).
 * @example resolveImage(ctx, '/img/a.png', files) === '/img/a.png'
 * @example resolveImage(ctx, './cover.png', files) === '/assets/cover-1a2b3c4d.png'
 */
export function resolveImage(
  ctx: FieldContext,
  image: string | undefined,
  files: ImageFiles | Pick<ImageFiles, 'publicFileExists'>,
  field = 'image',
): string | undefined {
  if (image === undefined) return undefined;
  if (/^https:\/\//.test(image)) return image;
  const at = 'line' in files && files.line !== undefined ? `line ${files.line}: ` : '';
  const relative = 'from' in files ? resolveAssetReference(image, files.from, files.assets) : undefined;
  if (relative?.kind === 'missing')
    return reportProblem(ctx, field, `${at}${missingAssetMessage(image, relative.file)}`, MISSING_ASSET_HINT);
  if (relative) return assetPath(relative.name);
  if (!image.startsWith('/'))
    return reportProblem(
      ctx,
      field,
      `${at}"${image}" is not a site path`,
      'from' in files
        ? 'give the path of a file in public/, such as /img/social/card.png, or of a file beside this one, such as ./cover.png'
        : 'give the path of a file in public/, such as /img/social/card.png',
    );
  if (!files.publicFileExists(image)) return reportProblem(ctx, field, `${at}public${image} does not exist`);
  return image;
}
