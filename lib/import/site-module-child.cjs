'use strict';
/**
 * Child process of lib/import/site-module.ts: evaluates one module of a Docusaurus site
 * (docusaurus.config.*, sidebars.*) and writes its value as JSON-safe data to a file.
 * Usage: node site-module-child.cjs <module file> <result file>
 *
 * esbuild turns the module and the site's own files it imports (TypeScript, ESM, CommonJS)
 * into one CommonJS text; packages stay `require` calls. A package that is not installed
 * (the site's node_modules is usually absent) becomes a stand-in: a callable Proxy that
 * returns itself, so `require('prism-react-renderer').themes.github` and `plugin(options)`
 * still evaluate, and their values are dropped from the data.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { pathToFileURL } = require('node:url');

const [file, resultFile] = process.argv.slice(2);
const stubs = new WeakSet();
const stubbed = new Set();

function isBare(request) {
  return !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('node:');
}

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function standIn(name) {
  stubbed.add(packageName(name));
  let proxy;
  const target = function standInForMissingPackage() {};
  proxy = new Proxy(target, {
    get(_target, key) {
      if (key === 'then') return undefined; // not a promise: `await` gives the stand-in back
      if (key === Symbol.toPrimitive) return () => '';
      if (key === '__esModule') return false;
      if (key === 'default') return proxy;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy,
  });
  stubs.add(proxy);
  return proxy;
}

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveOrName(request, ...rest) {
  try {
    return originalResolve.call(this, request, ...rest);
  } catch (error) {
    // require.resolve of a missing package answers its name, as a preset list names it.
    if (isBare(request)) return request;
    throw error;
  }
};
const originalLoad = Module._load;
Module._load = function loadOrStandIn(request, ...rest) {
  if (Module.isBuiltin(request)) return originalLoad.call(this, request, ...rest);
  try {
    return originalLoad.call(this, request, ...rest);
  } catch (error) {
    if (isBare(request)) return standIn(request);
    throw error;
  }
};

/** Where the value had functions it dropped (`presets[0][1].docs.editUrl`): the importer names what it could not compute. */
const functions = [];

/** The value as JSON would keep it: functions, symbols and stand-ins dropped, cycles cut; `at` is its path. */
function toData(value, seen, at = '') {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return String(value);
    case 'object':
      break;
    case 'function':
      if (!stubs.has(value)) functions.push(at);
      return undefined;
    default:
      return undefined;
  }
  if (stubs.has(value) || seen.has(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof URL) return value.href;
  if (value instanceof RegExp || value instanceof Map || value instanceof Set) return undefined;
  seen.add(value);
  let data;
  if (Array.isArray(value)) data = value.map((item, i) => toData(item, seen, `${at}[${i}]`) ?? null);
  else {
    data = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = toData(item, seen, at === '' ? key : `${at}.${key}`);
      if (converted !== undefined) data[key] = converted;
    }
  }
  seen.delete(value);
  return data;
}

function firstLine(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
}

async function main() {
  const esbuild = require('esbuild');
  const dir = path.dirname(file);
  const url = pathToFileURL(file).href;
  const bundled = esbuild.buildSync({
    entryPoints: [file],
    absWorkingDir: dir,
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'text', '.png': 'empty', '.jpg': 'empty' },
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(dir),
      'import.meta.filename': JSON.stringify(file),
    },
  });
  const module = new Module(file, null);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dir);
  module._compile(bundled.outputFiles[0].text, file);
  const exported = module.exports;
  let value = exported && exported.__esModule && 'default' in exported ? exported.default : exported;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'default' in value && !stubs.has(value))
    value = value.default;
  if (typeof value === 'function' && !stubs.has(value)) value = await value();
  value = await value;
  return toData(value, new Set()) ?? null;
}

function finish(result) {
  fs.writeFileSync(resultFile, JSON.stringify({ ...result, stubbed: [...stubbed].sort(), functions }));
  process.exit(0);
}

main().then(
  (value) => finish({ value }),
  (error) => {
    const esbuildError = error && Array.isArray(error.errors) && error.errors[0];
    const where = esbuildError && esbuildError.location;
    finish({
      error: esbuildError ? `${where ? `line ${where.line}: ` : ''}${esbuildError.text}` : firstLine(error),
    });
  },
);
