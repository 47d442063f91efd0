/**
 * The product's calls over HTTP from an end-to-end test, in the shape the in-process tests use
 * (tests/support/api.ts), so that the setup steps of tests/support serve both; every answer is
 * held to the contract as there.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Call } from '../../support/api.ts';
import { contractErrors } from '../../support/contract.ts';

export function callsOver(request: APIRequestContext): Call {
  return async (operationId, init) => {
    const response = await request.fetch(init.url, {
      method: init.method ?? 'GET',
      data: init.payload,
      headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    });
    const text = await response.text();
    const body = JSON.parse(text);
    const problem = contractErrors(operationId, response.status(), body);
    if (problem) throw new Error(`${operationId} → ${response.status()} breaks the contract: ${problem}\n${text.slice(0, 500)}`);
    return { status: response.status(), body, headers: response.headers() };
  };
}
