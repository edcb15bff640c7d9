// What the docs layout holds (each sidebar's top level), for docs served at another base:
// a doc-to-doc navigation there keeps it too.
export { default } from '../docs/layout';
