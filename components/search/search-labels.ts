/** The search interface's texts in the page's locale (messages `search.*`), passed to the client. */
export interface SearchLabels {
  button: string;
  shortcut: string;
  /** The same shortcut as Apple keyboards print it. */
  shortcutApple: string;
  dialogTitle: string;
  inputLabel: string;
  placeholder: string;
  close: string;
  hint: string;
  loading: string;
  /** With `{query}` in it. */
  noResults: string;
  resultsOne: string;
  /** With `{count}` in it. */
  resultsOther: string;
  resultsLabel: string;
  instructions: string;
  unavailable: string;
  /** The control that widens a search from the page's docs version to all: only on a versioned site's doc pages. */
  allVersions?: string;
}
