/**
 * The one declared shape of `content/site.json`: what the chrome, the blog and the feeds
 * read. Every visible string is a `Text`, given per locale or as a key of messages/*.json.
 * The `docs` key (versions) is validated by lib/docs; here it passes through as it is.
 */
import { z } from 'zod';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../mdx/code-line-marks';

/**
 * A visible string: the same in every locale (`"Docs"`), one per locale
 * (`{"es": "Documentación", "en": "Documentation"}`), or a message key with ICU values
 * (`{"message": "siteFooter.copyright", "values": {"year": 2025}}`).
 */
export const textSchema = z.union([
  z.string(),
  z.strictObject({
    message: z.string().min(1),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  z
    .strictObject({ es: z.string().optional(), en: z.string().optional() })
    .refine((t) => t.es !== undefined || t.en !== undefined, 'give the text in at least one locale ("es" or "en")'),
]);
export type Text = z.infer<typeof textSchema>;

/** Trusted HTML from the site's own configuration (Docusaurus' `html` items, copyright, announcement). */
const htmlSchema = z.strictObject({ html: textSchema });

/** Visible text that may be HTML. */
export const richTextSchema = z.union([textSchema, htmlSchema]);
export type RichText = z.infer<typeof richTextSchema>;

const productKeys = ['app', 'admin', 'website', 'api', 'github', 'contact'] as const;
export type ProductKey = (typeof productKeys)[number];

/**
 * Where a link leads: `to` a path of the site (without locale prefix or base path),
 * `href` an absolute URL, `docId` a doc, `product` one of `productLinks`.
 */
const targetShape = {
  to: z.string().startsWith('/', 'a site path starts with "/"').optional(),
  href: z.string().min(1).optional(),
  docId: z.string().min(1).optional(),
  product: z.enum(productKeys).optional(),
};
const hasOneTarget = (l: { to?: string; href?: string; docId?: string; product?: string }) =>
  [l.to, l.href, l.docId, l.product].filter((v) => v !== undefined).length === 1;
const ONE_TARGET = 'give exactly one of "to", "href", "docId" or "product"';

export const linkSchema = z
  .strictObject({ label: textSchema, ...targetShape, className: z.string().optional() })
  .refine(hasOneTarget, ONE_TARGET);
export type SiteLinkConfig = z.infer<typeof linkSchema>;

const position = z.enum(['left', 'right']).default('left');
const common = { position, className: z.string().optional() };

const navbarLinkItem = z
  .strictObject({ type: z.literal('link'), label: textSchema, ...targetShape, ...common })
  .refine(hasOneTarget, ONE_TARGET);

/** The navbar items of Docusaurus' classic theme that the site renders, discriminated on `type`. */
export const navbarItemSchema = z.union([
  z.strictObject({ type: z.literal('doc'), docId: z.string().min(1), label: textSchema.optional(), ...common }),
  z.strictObject({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: textSchema, ...common }),
  navbarLinkItem,
  z.strictObject({ type: z.literal('dropdown'), label: textSchema, items: z.array(linkSchema).min(1), ...common }),
  z.strictObject({ type: z.literal('localeDropdown'), ...common }),
  z.strictObject({ type: z.literal('docsVersionDropdown'), ...common }),
  z.strictObject({ type: z.literal('search'), ...common }),
  z.strictObject({ type: z.literal('html'), value: textSchema, ...common }),
]);
export type NavbarItemConfig = z.infer<typeof navbarItemSchema>;

const footerColumnSchema = z.strictObject({
  /** Stable key of the column (its heading's id). */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only'),
  title: textSchema,
  items: z.array(linkSchema),
});

/** A `routeBasePath`: a URL path ("docs", "/", "guides/v2"), slashes around it optional. */
const routeBaseSchema = z.string().regex(/^\/?([\w.~-]+(\/[\w.~-]+)*)?\/?$/, 'a path such as "docs", "/" or "posts"');

const feedTypes = z.enum(['rss', 'atom', 'json']);

const magicCommentSchema = z
  .strictObject({
    className: z.string().regex(/^\s*-?[_a-zA-Z][\w-]*(\s+-?[_a-zA-Z][\w-]*)*\s*$/, 'CSS class names'),
    line: z.string().min(1).optional(),
    block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
  })
  .refine((comment) => comment.line !== undefined || comment.block !== undefined, 'give "line", "block" or both');

export const siteConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  title: textSchema,
  /** Short name (the navbar brand when `navbar.title` is not given, the web app name). */
  shortTitle: textSchema.optional(),
  tagline: textSchema,
  /** Absolute origin the export is published at; `SITE_URL` overrides it. */
  url: z.url({ message: 'an absolute URL, e.g. "https://docs.example.com"' }),
  /** Sub-path the export is served under ("" or "/docs"); `BASE_PATH` overrides it. */
  baseUrl: z
    .string()
    .regex(/^(\/[^/]+)*\/?$/, 'a path such as "/" or "/docs/"')
    .default('/'),
  /** A file of public/ (e.g. "/favicon.svg"). */
  favicon: z.string().startsWith('/', 'a path of public/, starting with "/"'),
  /** Where "Edit this page" links lead, the source path appended; `VIGIA_EDIT_URL` overrides it. */
  editUrl: z.string().optional(),
  /** The doc a visitor lands on from "Documentation" links. */
  mainDocId: z.string().min(1).default('intro'),
  productLinks: z.partialRecord(z.enum(productKeys), z.string()).default({}),
  locales: z.partialRecord(z.enum(['es', 'en']), z.strictObject({ label: z.string().min(1) })).default({}),
  navbar: z.strictObject({
    title: textSchema.optional(),
    logo: z
      .strictObject({
        src: z.string().min(1),
        srcDark: z.string().optional(),
        alt: textSchema.optional(),
        width: z.number().positive().optional(),
        height: z.number().positive().optional(),
      })
      .optional(),
    items: z.array(navbarItemSchema),
  }),
  footer: z
    .strictObject({
      columns: z.array(footerColumnSchema).default([]),
      copyright: richTextSchema.optional(),
      /**
       * Docusaurus' `themeConfig.footer.style`: "dark" is its dark footer (a dark background and
       * light text in both colour modes); without it, the site's own footer look.
       */
      style: z
        .enum(['dark', 'light'], { message: 'is "dark" or "light" (Docusaurus\' themeConfig.footer.style)' })
        .optional(),
    })
    .default({ columns: [] }),
  /** `newestPost`: the bar links the newest post, `content` a template with `<link>{title}</link>`. */
  announcementBar: z
    .strictObject({
      id: z.string().optional(),
      content: richTextSchema,
      newestPost: z.boolean().default(false),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }),
  /**
   * Code blocks. `magicComments` as Docusaurus' `prism.magicComments`: a comment line `line`
   * marks the next line, `block.start`…`block.end` the lines between, with `className`.
   */
  code: z
    .strictObject({
      additionalLanguages: z.array(z.string()).default([]),
      magicComments: z.array(magicCommentSchema).default(DEFAULT_MAGIC_COMMENTS as MagicComment[]),
    })
    .default({ additionalLanguages: [], magicComments: DEFAULT_MAGIC_COMMENTS as MagicComment[] }),
  blog: z
    .strictObject({
      title: textSchema.optional(),
      description: textSchema.optional(),
      postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
      feedOptions: z
        .strictObject({
          type: z.union([z.array(feedTypes), z.literal('all'), z.null()]).default('all'),
          title: textSchema.optional(),
          description: textSchema.optional(),
          copyright: textSchema.optional(),
          limit: z.union([z.number().int().positive(), z.literal(false)]).optional(),
        })
        .default({ type: 'all' }),
    })
    .default({ postsPerPage: 10, feedOptions: { type: 'all' } }),
  /** The home page: `sections` shows the project's own cards about its docs and blog (an imported site has none). */
  home: z.strictObject({ sections: z.boolean().default(true) }).default({ sections: true }),
  /**
   * Where docs and blog are served, as Docusaurus' `routeBasePath` ("docs", "/" for docs at
   * the root, "posts"), and other docs instances: a folder of the docs at its own base.
   * Read by lib/urls.ts through lib/site-config/file.mjs.
   */
  routes: z
    .strictObject({
      docs: routeBaseSchema.default('docs'),
      blog: routeBaseSchema.default('blog'),
      docsInstances: z
        .array(
          z.strictObject({
            id: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" or "_"'),
            folder: z.string().regex(/^[\w.~-]+$/, 'one folder name below content/<locale>/docs/'),
            routeBasePath: routeBaseSchema,
          }),
        )
        .default([]),
    })
    .optional(),
  /** Versions settings: validated by lib/docs, passed through here. */
  docs: z.record(z.string(), z.unknown()).optional(),
});

/** content/site.json as given (defaults not yet applied). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** content/site.json, validated, defaults applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
