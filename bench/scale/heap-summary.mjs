// What a heap snapshot (bench/scale/memory-probe.mjs) holds: its objects by kind and
// constructor, its largest strings by their first characters, and what keeps one object
// of a given constructor alive (its path from the roots).
// `node bench/scale/heap-summary.mjs <file.heapsnapshot> [constructor]` (the snapshot is
// read whole: up to ~500 MB, a heap of ~0.5 GB).
import { readFileSync } from 'node:fs';

const [file, retained] = process.argv.slice(2);
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const meta = snapshot.snapshot.meta;
const { nodes, edges, strings } = snapshot;
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const field = (name) => meta.node_fields.indexOf(name);
const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map(field);
const [E_TYPE, E_NAME, E_TO] = ['type', 'name_or_index', 'to_node'].map((f) =>
  meta.edge_fields.indexOf(f),
);
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const count = nodes.length / NF;
const typeOf = (i) => nodeTypes[nodes[i * NF + TYPE]];
const nameOf = (i) => String(strings[nodes[i * NF + NAME]]);
const mb = (bytes) => (bytes / 1e6).toFixed(1).padStart(7);
const STRINGS = new Set(['string', 'concatenated string', 'sliced string']);

/** Sizes summed by a key of each node, the largest first. */
function top(keyOf, n) {
  const sums = new Map();
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    if (key === undefined) continue;
    const sum = sums.get(key) ?? { bytes: 0, count: 0 };
    sum.bytes += nodes[i * NF + SIZE];
    sum.count++;
    sums.set(key, sum);
  }
  return [...sums].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, n);
}

let total = 0;
for (let i = 0; i < count; i++) total += nodes[i * NF + SIZE];
console.log(`${file}: ${mb(total)} MB in ${count} objects\n\nby kind and constructor:`);
for (const [key, { bytes, count: n }] of top((i) => {
  const type = typeOf(i);
  return STRINGS.has(type) || type === 'code' ? `(${type})` : `${type}: ${nameOf(i).slice(0, 50)}`;
}, 15))
  console.log(`${mb(bytes)} MB ${String(n).padStart(8)}  ${key}`);
// A string's name is its text (cut at 1,024 characters): strings of 2 kB or more, by how
// they start, tell which data is held.
console.log('\nstrings of 2 kB or more, by their first 40 characters:');
for (const [key, { bytes, count: n }] of top(
  (i) =>
    typeOf(i) === 'string' && nodes[i * NF + SIZE] >= 2000
      ? nameOf(i).slice(0, 40).replace(/\s+/g, ' ')
      : undefined,
  12,
))
  console.log(`${mb(bytes)} MB ${String(n).padStart(8)}  ${key}`);

if (retained) {
  // Edges backwards, then a breadth-first walk from the first such object to the roots.
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + EDGES] * EF;
  }
  firstEdge[count] = edges.length;
  const into = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++)
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF)
      if (edgeTypes[edges[e + E_TYPE]] !== 'weak') into[edges[e + E_TO] / NF].push([i, e]);
  let start = -1;
  for (let i = 0; i < count && start < 0; i++)
    if (typeOf(i) === 'object' && nameOf(i) === retained) start = i;
  if (start < 0) throw new Error(`no ${retained} object in ${file}`);
  const next = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length && !next.has(0)) {
    const i = queue.shift();
    for (const [from, e] of into[i])
      if (!next.has(from)) {
        next.set(from, [i, e]);
        queue.push(from);
      }
  }
  const edgeName = (e) => {
    const type = edgeTypes[edges[e + E_TYPE]];
    const name = edges[e + E_NAME];
    return type === 'element' || type === 'hidden' ? `[${name}]` : String(strings[name]);
  };
  console.log(`\nwhat holds a ${retained}, from the roots:`);
  for (let i = 0; next.get(i); i = next.get(i)[0])
    console.log(`  ${typeOf(i)} ${nameOf(i).slice(0, 50)} --${edgeName(next.get(i)[1])}-->`);
  console.log(`  ${retained}`);
}
