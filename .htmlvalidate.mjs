/**
 * html-validate's configuration for the export (tests/e2e/html-validate.spec.ts checks
 * every HTML file of out/). The recommended rules, less only those that React's and
 * Next.js' serialisation cannot meet; each of these is valid HTML, only a style the
 * rule prefers. Nothing here hides a problem our own markup could fix.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (`<meta/>`, `<link/>`, `<img/>`): valid HTML.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (`async=""`, `open=""`,
    // `disabled=""`): the HTML spec allows the empty string for every boolean attribute.
    'attribute-boolean-style': 'off',
    // The same for `hidden=""`, which Next.js' own markup carries.
    'attribute-empty-style': 'off',
    // React keeps the DOM's camelCase names in server output (`charSet`, `noModule`,
    // `fetchPriority`); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Next.js' inline bootstrap script has `id="_R_"`. HTML allows any id without
    // whitespace; `relaxed` keeps that check and drops the "begins with a letter" style.
    'valid-id': ['error', { relaxed: true }],
    // Not a React limit but a choice: every title is "<page> | <site name>", and the
    // suffix alone takes 20-25 of the default 70 characters. Search engines cut titles
    // from the end, so the page's own words stay visible; 80 still catches a runaway.
    'long-title': ['error', { maxlength: 80 }],
  },
};
