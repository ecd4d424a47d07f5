/**
 * Wrongly typed answers: the real `result.data` of a call with one field of the
 * wrong type, as a backend bug or a half-finished backend change would send it. Used by the
 * mock's `wrong-type` scenario and by the catalogue's fuzz test; pure data work, no MSW, so
 * any test can import it.
 *
 * Each shape changes the first place (breadth-first, so the outermost) where it applies, and
 * otherwise the whole payload, so that every shape breaks any typed payload:
 *
 * | shape               | e.g. on bankCardList's `{acctName, cards: [...]}`          |
 * | ------------------- | ---------------------------------------------------------- |
 * | array-to-string     | `cards: "[object Object],[object Object]"`                 |
 * | null-in-list        | `cards: [null, …the cards]`                                |
 * | item-without-fields | `cards: [{}, …the other cards]`                            |
 * | number-for-string   | `acctName: 12345`                                          |
 * | string-items        | `cards: ["BC202406180001", …]` (each item's first text)    |
 */
export const WRONG_SHAPES = [
  'array-to-string',
  'null-in-list',
  'item-without-fields',
  'number-for-string',
  'string-items',
] as const;

export type WrongShape = (typeof WRONG_SHAPES)[number];

/** For the dev panel and test names. */
export const WRONG_SHAPE_LABELS: Readonly<Record<WrongShape, string>> = {
  'array-to-string': 'a list arrives as a string',
  'null-in-list': 'null inside a list',
  'item-without-fields': 'a list item (or the object) without its fields',
  'number-for-string': 'a number where a string is expected',
  'string-items': 'list items that are strings instead of objects',
};

export const isWrongShape = (value: string): value is WrongShape =>
  (WRONG_SHAPES as readonly string[]).includes(value);

type Path = readonly (string | number)[];
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasFields = (value: Json) => isObject(value) && Object.keys(value).length > 0;

/** The path of the first node (breadth-first, root included) that satisfies `test`. */
function findPath(root: Json, test: (value: Json) => boolean): Path | undefined {
  const queue: { value: Json; path: Path }[] = [{ value: root, path: [] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (test(next.value)) return next.path;
    const { value, path } = next;
    if (Array.isArray(value)) value.forEach((item, i) => queue.push({ value: item, path: [...path, i] }));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) queue.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

function at(root: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], root);
}

/** A copy of `root` with the node at `path` replaced by `change(node)`. */
function replaceAt(root: Json, path: Path, change: (node: Json) => Json): Json {
  if (path.length === 0) return change(root);
  const copy = structuredClone(root) as Record<string | number, Json>;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  parent[key] = change(parent[key]);
  return copy;
}

/** What a backend that flattens a list item to text would send: its first text, else JSON. */
function asText(item: Json): string {
  if (typeof item === 'string') return item;
  if (isObject(item)) {
    const text = Object.values(item).find((value) => typeof value === 'string');
    if (typeof text === 'string') return text;
  }
  return JSON.stringify(item) ?? 'null';
}

const WRONG_TEXT = 'wrong-type';
const WRONG_NUMBER = 12345;

/** `data` with one field of the wrong type (see the table above). Never changes `data`. */
export function wrongShape(data: Json, shape: WrongShape): Json {
  switch (shape) {
    case 'array-to-string': {
      const path = findPath(data, Array.isArray);
      if (!path) return typeof data === 'string' ? [data] : WRONG_TEXT;
      return replaceAt(data, path, (list) => String(list as Json[]));
    }
    case 'null-in-list': {
      const path = findPath(data, Array.isArray);
      if (!path) return [null];
      return replaceAt(data, path, (list) => [null, ...(list as Json[])]);
    }
    case 'item-without-fields': {
      const path = findPath(data, (node) => Array.isArray(node) && node.some(hasFields));
      if (!path) return hasFields(data) ? {} : [{}];
      return replaceAt(data, path, (list) => {
        const items = [...(list as Json[])];
        items[items.findIndex(hasFields)] = {};
        return items;
      });
    }
    case 'number-for-string': {
      const path = findPath(data, (node) => typeof node === 'string');
      if (!path) return typeof data === 'number' ? String(data) : WRONG_NUMBER;
      return replaceAt(data, path, () => WRONG_NUMBER);
    }
    case 'string-items': {
      const path =
        findPath(data, (node) => Array.isArray(node) && node.some((item) => typeof item !== 'string')) ??
        findPath(data, Array.isArray);
      if (!path) return [WRONG_TEXT];
      return replaceAt(data, path, (list) => {
        const items = list as Json[];
        return items.some((item) => typeof item !== 'string') ? items.map(asText) : [WRONG_TEXT];
      });
    }
  }
}

/** Every wrong shape of `data`, for table-driven tests. */
export const wrongShapesOf = (data: Json): { shape: WrongShape; data: Json }[] =>
  WRONG_SHAPES.map((shape) => ({ shape, data: wrongShape(data, shape) }));
