/**
 * The YAML text of an imported scenario (import-session.ts): its steps under construction, with the comments
 * that go before each, as a document people would have written: small flat maps on one line, long and
 * multi-line texts as blocks, the header as the file's first comment.
 */
import { Document, isMap, isScalar, isSeq, YAMLSeq, visit, type Node } from 'yaml';
import { obj } from './read-transcript.js';

/** A step under construction, with the comment lines that go before it. */
export interface StepEntry {
  value: Record<string, unknown>;
  before: string[];
}

/** A list of steps under construction; `pending` holds comments for its next step (or below its last one). */
export interface StepList {
  entries: StepEntry[];
  pending: string[];
}

export const newList = (): StepList => ({ entries: [], pending: [] });

/**
 * The scenario's text: `fields` in their order (name, prompt, `steps` as a placeholder, end), `steps` in
 * the placeholder's place, under the `header` comment lines.
 */
export function scenarioYaml(
  fields: Record<string, unknown>,
  steps: StepList,
  header: readonly string[],
): string {
  const doc = new Document(fields);
  doc.set('steps', listNode(doc, steps));
  flowSmallMaps(doc);
  doc.commentBefore = header.join('\n');
  return doc.toString({ lineWidth: 0 });
}

function commentBlock(lines: readonly string[]): string | undefined {
  return lines.length === 0 ? undefined : lines.map((line) => ` ${line}`).join('\n');
}

/** The YAML node of a step list, comments attached. */
function listNode(doc: Document, list: StepList): YAMLSeq {
  const seq = new YAMLSeq();
  for (const entry of list.entries) {
    const value = { ...entry.value };
    const agent = obj(value.subagent);
    const then = value.then as StepList | undefined;
    const node = doc.createNode(
      agent ? { subagent: { ...agent, steps: [] } } : then ? { ...value, then: [] } : value,
    ) as Node;
    if (agent && isMap(node)) {
      const inner = node.get('subagent', true);
      if (isMap(inner)) inner.set('steps', listNode(doc, agent.steps as StepList));
    }
    if (then && isMap(node)) node.set('then', listNode(doc, then));
    const before = commentBlock(entry.before);
    if (before !== undefined) node.commentBefore = before;
    seq.items.push(node);
  }
  const after = commentBlock(list.pending);
  if (after !== undefined) seq.comment = after;
  return seq;
}

/** Small flat maps (tool arguments, `{}` steps) on one line, as people write them; texts of several lines stay blocks. */
function flowSmallMaps(doc: Document): void {
  visit(doc, {
    Map(key, node) {
      if (key !== 'value' || node.items.length > 3 || node.commentBefore || node.comment) return;
      const block = node.items.some(
        (pair) =>
          isMap(pair.value) ||
          isSeq(pair.value) ||
          (isScalar(pair.value) &&
            (String(pair.value.value).includes('\n') || String(pair.value.value).length > 60)),
      );
      if (!block) node.flow = true;
    },
  });
}
