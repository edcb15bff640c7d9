/** What every part of the importer shares: a site's YAML read, and what was not brought. */
import { parse } from 'yaml';

/** Something of the site the importer did not bring, and why. */
export interface Skipped {
  item: string;
  reason: string;
}

/** Reads a YAML document (authors.yml, tags.yml, _category_.yml) with the `yaml` package. */
export function parseYaml(text: string): unknown {
  return parse(text) ?? {};
}
