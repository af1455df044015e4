/**
 * The Kubernetes manifests in cluster/kubernetes, checked with no cluster and no network.
 *
 * Every document is validated against the Kubernetes schema for its kind: kubernetes-models
 * ships validators generated from the Kubernetes 1.33 OpenAPI (types, required fields, enums
 * such as completionMode and restartPolicy). That schema leaves out what only the API server
 * checks, such as a container's image, and says nothing of oddsmith: the rules below add both.
 * They do not catch a misspelt field the schema does not name (the API server's strict field
 * validation does, at `kubectl apply`), so the fields that matter are read here by name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Job, type IJob } from 'kubernetes-models/batch/v1/Job';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Pod } from 'kubernetes-models/v1/Pod';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { buildProgram } from '../../src/cli/main.js';
import { ROOT } from '../cli/run-cli.js';

const DIR = join(ROOT, 'cluster', 'kubernetes');

/** The kinds the manifests may hold, each with the model that validates it. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'batch/v1 Job': Job,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'v1 Pod': Pod,
};

type Doc = Record<string, unknown> & { apiVersion?: string; kind?: string };

function documents(file: string): Doc[] {
  return parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]?.message}`);
    return d.toJS() as Doc;
  });
}

/** A manifest's first document with one edit, as a user might make it; the edit must apply. */
function brokenCopy(file: string, from: string | RegExp, to: string): Doc {
  const text = readFileSync(join(DIR, file), 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file} has no ${from}`);
  return parseAllDocuments(edited)[0]!.toJS() as Doc;
}

/** What the Kubernetes schema of its kind finds wrong with a document (none: valid). */
function schemaProblems(doc: Doc): string[] {
  const model = MODELS[`${doc.apiVersion} ${doc.kind}`];
  if (model === undefined) return [`no schema here for ${doc.apiVersion} ${doc.kind}`];
  try {
    new model(doc as never).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

function podSpecOf(doc: Doc): IPodSpec | undefined {
  const spec = doc['spec'] as { template?: { spec?: IPodSpec } } & IPodSpec;
  return doc.kind === 'Pod' ? spec : spec?.template?.spec;
}

/** Every container names an image: the API server requires it, the schema does not. */
function imageProblems(doc: Doc): string[] {
  return (podSpecOf(doc)?.containers ?? []).filter((c) => !c.image).map((c) => `container ${c.name} has no image`);
}

/** The folder a container has the counts claim mounted at. */
function countsMount(pod: IPodSpec, container: IContainer, claim: string): string | undefined {
  const volume = pod.volumes?.find((v) => v.persistentVolumeClaim?.claimName === claim);
  return container.volumeMounts?.find((m) => m.name === volume?.name)?.mountPath;
}

function flagValue(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args[at + 1];
}

/** What keeps the shards' Job from running the sharded balance the interface describes. */
function shardProblems(job: IJob, claim: string): string[] {
  const spec = job.spec;
  const pod = spec?.template.spec;
  const container = pod?.containers[0];
  if (spec === undefined || pod === undefined || container === undefined) return ['no pod template'];
  const args = container.args ?? [];
  const problems: string[] = [];
  if (spec.completionMode !== 'Indexed') problems.push('not an Indexed Job: no JOB_COMPLETION_INDEX for --shard n');
  if (flagValue(args, '--shard') !== String(spec.completions)) problems.push(`--shard ${flagValue(args, '--shard')} but ${spec.completions} completions`);
  if ((spec.parallelism ?? 1) > (spec.completions ?? 1)) problems.push('parallelism above completions');
  if (pod.restartPolicy !== 'Never') problems.push('backoffLimitPerIndex needs restartPolicy Never');
  if (!((spec.backoffLimitPerIndex ?? 0) >= 1)) problems.push('no backoffLimitPerIndex: a failed index would not be retried alone');
  const mount = countsMount(pod, container, claim);
  if (mount === undefined || flagValue(args, '--counts') !== mount) problems.push(`--counts ${flagValue(args, '--counts')} is not the claim's mount (${mount})`);
  if (flagValue(args, '--workers') !== String(container.resources?.requests?.['cpu'])) problems.push('--workers is not the CPUs requested');
  return problems;
}

/** What keeps the merge from taking the shards' parts: a battle writes no report, so its merge takes no --out. */
function mergeProblems(shardArgs: readonly string[], mergeArgs: readonly string[]): string[] {
  return shardArgs[0] === 'battle' && mergeArgs.includes('--out') ? ['the shards run a battle, which writes no report: the merge must not pass --out'] : [];
}

/** The long flags a command of the CLI takes, and how many arguments. */
function commandShape(name: string): { flags: Set<string>; operands: number; variadic: boolean } {
  const command = buildProgram({ stdout: { write: () => true }, stderr: { write: () => true } }).commands.find((c) => c.name() === name);
  if (command === undefined) throw new Error(`oddsmith has no command ${name}`);
  return {
    flags: new Set(command.options.map((o) => o.long).filter((f): f is string => f !== undefined)),
    operands: command.registeredArguments.length,
    variadic: command.registeredArguments.some((a) => a.variadic),
  };
}

/** What of a container's command line `oddsmith` would refuse: unknown flags, too many operands. */
function cliProblems(container: IContainer): string[] {
  const [name, ...rest] = container.args ?? [];
  if (container.command?.[0] !== 'oddsmith' || name === undefined) return ['does not run oddsmith'];
  const shape = commandShape(name);
  const problems: string[] = [];
  let operands = 0;
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i] ?? '';
    if (!token.startsWith('--')) {
      operands++;
      continue;
    }
    if (!shape.flags.has(token)) problems.push(`oddsmith ${name} has no ${token}`);
    i++; // every flag these manifests give takes a value
  }
  if (operands > shape.operands && !shape.variadic) problems.push(`oddsmith ${name} takes ${shape.operands} arguments, given ${operands}`);
  return problems;
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();
const [claim] = documents('counts-pvc.yaml') as unknown as IPersistentVolumeClaim[];
const [shards] = documents('shards-job.yaml') as unknown as IJob[];
const [merge] = documents('merge-job.yaml') as unknown as IJob[];
const claimName = claim?.metadata?.name ?? '';

describe('Kubernetes manifests (cluster/kubernetes)', () => {
  it.each(files)('%s: every document is valid for the Kubernetes schema of its kind, with an image', (file) => {
    const docs = documents(file);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect([...schemaProblems(doc), ...imageProblems(doc)]).toEqual([]);
  });

  it('the schema and the image rule reject broken copies', () => {
    const sideways = brokenCopy('shards-job.yaml', 'completionMode: Indexed', 'completionMode: Sideways');
    expect(schemaProblems(sideways)).toEqual(['data/spec/completionMode must be equal to one of the allowed values']);
    // The schema knows backoffLimitPerIndex (Kubernetes 1.29+), so it checks its type too.
    const perIndex = brokenCopy('shards-job.yaml', 'backoffLimitPerIndex: 2', 'backoffLimitPerIndex: twice');
    expect(schemaProblems(perIndex)).toEqual(['data/spec/backoffLimitPerIndex must be integer']);
    const noImage = brokenCopy('shards-job.yaml', /^ *image: .*$/m, '');
    expect(schemaProblems(noImage)).toEqual([]); // the schema lets it through ...
    expect(imageProblems(noImage)).toEqual(['container shard has no image']); // ... the rule does not
    const sometimes = brokenCopy('counts-pvc.yaml', '[ReadWriteMany]', '[ReadWriteSometimes]');
    expect(schemaProblems(sometimes)).toEqual(['data/spec/accessModes/0 must be equal to one of the allowed values']);
    expect(schemaProblems({ apiVersion: 'batch/v2', kind: 'Job' })).toEqual(['no schema here for batch/v2 Job']);
  });

  it('the shards are an Indexed Job whose --shard n is its completions, writing to the shared claim', () => {
    expect(claim?.spec?.accessModes).toEqual(['ReadWriteMany']);
    expect(shardProblems(shards!, claimName)).toEqual([]);
    expect(shards!.spec!.template.spec!.containers[0]!.args!.slice(0, 2)).toEqual(['balance', 'low']);
    // The index comes from Kubernetes alone: nothing in the manifest sets it.
    expect(JSON.stringify(shards)).not.toMatch(/JOB_COMPLETION_INDEX/);
  });

  it('the shard rules reject a count that disagrees, a job that is not Indexed, counts off the claim', () => {
    const more = structuredClone(shards!);
    more.spec!.completions = 12;
    expect(shardProblems(more, claimName)).toEqual(['--shard 16 but 12 completions']);
    const plain = structuredClone(shards!);
    plain.spec!.completionMode = 'NonIndexed';
    expect(shardProblems(plain, claimName)).toEqual(['not an Indexed Job: no JOB_COMPLETION_INDEX for --shard n']);
    expect(shardProblems(shards!, 'another-claim')).toEqual(['--counts /counts is not the claim\'s mount (undefined)']);
  });

  it('the merge reads the folder the shards write, on the same claim, and writes the report there', () => {
    const pod = merge!.spec!.template.spec!;
    const container = pod.containers[0]!;
    const mount = countsMount(pod, container, claimName);
    expect(mount).toBe(flagValue(shards!.spec!.template.spec!.containers[0]!.args!, '--counts'));
    expect(container.args).toEqual(['merge', mount, '--out', `${mount}/report`]);
    expect(mergeProblems(shards!.spec!.template.spec!.containers[0]!.args!, container.args!)).toEqual([]);
  });

  it('the merge rule rejects --out after shards that run a battle (merge refuses it)', () => {
    const battle = ['battle', 'd3h2', 'armies/d3h2-warband.yaml', 'armies/d3h2-shieldwall.yaml', '--shard', '16', '--counts', '/counts'];
    expect(mergeProblems(battle, ['merge', '/counts', '--out', '/counts/report'])).toEqual(['the shards run a battle, which writes no report: the merge must not pass --out']);
    expect(mergeProblems(battle, ['merge', '/counts'])).toEqual([]);
  });

  it('all manifests run one image: one name to replace', () => {
    const images = new Set(files.flatMap((f) => documents(f).flatMap((d) => (podSpecOf(d)?.containers ?? []).map((c) => c.image))));
    expect(images.size).toBe(1);
  });

  it('oddsmith takes both command lines: every flag is one of the command\'s own', () => {
    for (const job of [shards!, merge!]) expect(cliProblems(job.spec!.template.spec!.containers[0]!)).toEqual([]);
    expect(cliProblems({ name: 'x', command: ['oddsmith'], args: ['balance', 'low', '--shards', '16'] })).toEqual(['oddsmith balance has no --shards']);
  });
});
