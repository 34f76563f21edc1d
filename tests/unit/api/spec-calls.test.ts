// SPEC.md §7, the table of calls, and §3, the fields of their payloads and answers, in SPEC's own
// words: the contract every call of the app (and every handler of the sandbox) is checked by
// must declare exactly these methods, paths and fields.
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentsSignedResponseSchema, ENDPOINTS } from '../../../contract';
import { SPEC_CALLS } from '../../support/spec';

/** The field names of an object schema, through any pipe around it. */
function fieldsOf(schema: v.GenericSchema | undefined): string[] {
  let node = schema as
    { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown } | undefined;
  while (node && !node.entries) {
    node = (node.pipe?.[0] ?? node.wrapped) as typeof node;
  }
  return Object.keys(node?.entries ?? {}).sort();
}

const PASSPORT = [
  'birthday',
  'birthplace',
  'id_number',
  'issuer',
  'period_validity',
  'sex',
  'when',
  'country_id',
];
const PERSONAL = ['first_name', 'last_name', 'middle_name', 'email'];

describe('the calls of SPEC §7', () => {
  it('are exactly the calls of the table, by method and path', () => {
    const declared = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    expect(declared.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it.each([
    ['iin', ['iin', 'is_resident_rk', 'is_ipdl']],
    ['personal', PERSONAL],
    ['passport', PASSPORT],
    ['personalAndPassport', [...PERSONAL, ...PASSPORT]],
    ['documentsSign', ['phone', 'sms_code', 'document_template_ids']],
    ['auth', ['phone', 'documentToken']],
    ['cabinet', ['amount', 'potential_contract_id']],
    ['utm', ['client_timestamp', 'utms']],
  ] as const)('%s sends the payload of SPEC §3/§7', (name, fields) => {
    const endpoint = ENDPOINTS[name] as { body?: v.GenericSchema };
    expect(fieldsOf(endpoint.body)).toEqual([...fields].sort());
  });

  it('asks for the signing redirect with return_to', () => {
    expect(fieldsOf(ENDPOINTS.signingRedirect.query)).toEqual(['return_to']);
  });

  it.each([
    ['auth', ['bearerToken']],
    ['countries', ['countries', 'default_country_id']],
    ['signingRedirect', ['redirect_url']],
    ['step', ['context', 'socket_channel', 'step_name', 'uuid']],
  ] as const)('%s answers the fields of SPEC §3/§7', (name, fields) => {
    expect(fieldsOf(ENDPOINTS[name].answer)).toEqual(expect.arrayContaining([...fields]));
  });

  it('signing the documents answers potentialContractId', () => {
    expect(fieldsOf(documentsSignedResponseSchema)).toContain('potentialContractId');
  });
});
