/**
 * The contract (openapi/platform.yaml, 650 KB of YAML) as one parsed document per process: the
 * body rules and the routes bound from it both start from it, and every app a process builds (a
 * test file builds several) reads the file once. The document is frozen: fastify-openapi-glue
 * works on a copy of its own.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ContractOperation {
  operationId?: string;
  requestBody?: { required?: boolean };
}

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
}

const documents = new Map<string, ContractDocument>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function contractDocument(contractPath: string): ContractDocument {
  let document = documents.get(contractPath);
  if (!document) {
    document = deepFreeze(parse(readFileSync(contractPath, 'utf8')) as ContractDocument);
    documents.set(contractPath, document);
  }
  return document;
}
