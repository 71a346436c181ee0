import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = path.join(root, 'server', 'repositories');

/**
 * The rule: a repository read (a method named list…, find…, get…, read… or page…) that narrows by who asks takes
 * that person as a `Viewer`, never as loose `userId` / `kindergartenId` / `role` values or an object carrying them.
 * A Viewer is built once from the signed-in user (viewerOf), so a read cannot be handed another kindergarten's id
 * or a role the user does not have, and the visibility rules in sync-visibility.ts apply to all three fields.
 *
 * `findAny…` reads are deliberately unscoped: they look a row up by id so that a route can tell "gone" (404) from
 * "not yours" (403), and must not be used to show anything.
 */
const readMethod = /^(list|find|get|read|page)[A-Z]?/;

/** Reads keyed by a user that are not someone looking at kindergarten data, each with why. */
const notAViewersRead = new Map([
  ['idempotencyRepository.find', 'replays the same requester’s earlier answer; nothing of anyone else is read'],
  ['passwordResetRepository.findOpen', 'runs before sign-in, for the account the reset link names'],
  ['inviteCodeRepository.list', 'the operator’s command line, which has no signed-in user'],
]);
const unscopedByName = /^findAny[A-Z]/;
const identityNames = new Set(['userId', 'kindergartenId', 'role', 'viewerId']);

type Finding = { method: string; parameter: string };

function repositoryReads(): { checked: string[]; findings: Finding[] } {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('-repository.ts'))
    .map((name) => path.join(folder, name));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  const checked: string[] = [];

  const isViewer = (type: ts.Type) => (type.aliasSymbol ?? type.getSymbol())?.getName() === 'Viewer';
  const carriesIdentity = (type: ts.Type): boolean => {
    if (isViewer(type)) return false;
    if (type.isUnion()) return type.types.some(carriesIdentity);
    if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayType(type)) return false;
    return type.getProperties().some((property) => identityNames.has(property.getName()));
  };

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const module = checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const declaration = exported.valueDeclaration;
      if (!declaration || !ts.isFunctionDeclaration(declaration) || !exported.getName().endsWith('Repository'))
        continue;
      const signature = checker.getSignatureFromDeclaration(declaration);
      if (!signature) continue;
      const repository = checker.getReturnTypeOfSignature(signature);
      for (const method of repository.getProperties()) {
        const name = method.getName();
        const qualified = `${exported.getName()}.${name}`;
        if (!readMethod.test(name) || unscopedByName.test(name) || notAViewersRead.has(qualified)) continue;
        checked.push(qualified);
        const methodType = checker.getTypeOfSymbolAtLocation(method, declaration);
        for (const call of methodType.getCallSignatures()) {
          for (const parameter of call.getParameters()) {
            const parameterType = checker.getTypeOfSymbolAtLocation(parameter, declaration);
            if (identityNames.has(parameter.getName()) || carriesIdentity(parameterType)) {
              findings.push({ method: qualified, parameter: parameter.getName() });
            }
          }
        }
      }
    }
  }
  return { checked, findings };
}

describe('repository reads scoped by who asks', () => {
  const { checked, findings } = repositoryReads();

  it('take the asker as a Viewer, not as a loose user id, kindergarten id or role', () => {
    expect(findings.map((finding) => `${finding.method}(${finding.parameter})`)).toEqual([]);
  });

  it('are all looked at: the rule sees the repositories and their reads', () => {
    expect(checked).toEqual(
      expect.arrayContaining([
        'absenceRepository.listVisible',
        'blackboardRepository.page',
        'chatRepository.findPrivateRoom',
        'notificationRepository.listOfKinds',
      ]),
    );
  });
});
