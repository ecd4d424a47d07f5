/**
 * Reads the contract's source files (openapi/) and follows `$ref`s between them, so that the
 * compact-entry expander can find a named schema and build an example from it before any
 * bundling happens. Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { asRecord } from './bundle.ts';
import type { Json } from './bundle.ts';

/** A schema node and the file its relative `$ref`s are resolved against. */
export interface Located {
  node: Json;
  file: string;
}

export class SourceFiles {
  private readonly cache = new Map<string, unknown>();

  /** Parsed YAML of one file (absolute path), read once. */
  load(file: string): unknown {
    if (!this.cache.has(file)) this.cache.set(file, parse(readFileSync(file, 'utf8')));
    return this.cache.get(file);
  }

  /** Whether `file` (absolute) defines the top-level key `name`. */
  defines(file: string, name: string): boolean {
    try {
      return Object.hasOwn(asRecord(this.load(file)), name);
    } catch {
      return false;
    }
  }

  /** Follows `$ref` chains (`#/A`, `./x.yaml#/A/B`, `../schemas/x.yaml#/A`) to the node they name. */
  follow(at: Located): Located {
    let current = at;
    for (let hops = 0; typeof current.node.$ref === 'string'; hops += 1) {
      if (hops > 20) throw new Error(`$ref loop at ${current.file}`);
      const [path = '', pointer = ''] = current.node.$ref.split('#');
      const file = path ? resolve(dirname(current.file), path) : current.file;
      const node = pointer
        .split('/')
        .filter(Boolean)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((value, key) => asRecord(value)[key], this.load(file));
      if (node === undefined) throw new Error(`${current.file}: $ref ${current.node.$ref} names nothing`);
      current = { node: asRecord(node), file };
    }
    return current;
  }

  /**
   * An example value for a schema: its own `examples[0]` (or `example`, `default`, first `enum`),
   * else one built from its parts: object properties, one array item, the first `anyOf`/`oneOf`
   * branch, the `allOf` branches merged. Undefined when nothing in the schema gives a value;
   * `trail` names the place for the error when a required property has none.
   */
  exampleOf(at: Located, trail: string): unknown {
    const { node, file } = this.follow(at);
    if (Array.isArray(node.examples) && node.examples.length) return node.examples[0];
    for (const key of ['example', 'default', 'const']) if (node[key] !== undefined) return node[key];
    if (Array.isArray(node.enum) && node.enum.length) return node.enum[0];
    const part = (value: unknown) => ({ node: asRecord(value), file });
    if (Array.isArray(node.allOf)) {
      const merged: Json = {};
      for (const branch of node.allOf) Object.assign(merged, asRecord(this.exampleOf(part(branch), trail)));
      return merged;
    }
    for (const key of ['anyOf', 'oneOf']) {
      const branches = node[key];
      if (Array.isArray(branches) && branches.length) return this.exampleOf(part(branches[0]), trail);
    }
    if (node.type === 'array') {
      const item = node.items === undefined ? undefined : this.exampleOf(part(node.items), `${trail}[]`);
      return item === undefined ? [] : [item];
    }
    if (node.type === 'object' || node.properties) {
      const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
      const value: Json = {};
      for (const [key, schema] of Object.entries(asRecord(node.properties))) {
        const example = this.exampleOf(part(schema), `${trail}.${key}`);
        if (example !== undefined) value[key] = example;
        else if (required.has(key))
          throw new Error(`${trail}.${key}: required, but its schema has no example to build one from`);
      }
      return value;
    }
    return undefined;
  }
}
