// Issue 34: the sandbox reads a body only as docs/openapi.json says: JSON in UTF-8 within the
// limits, or a JSON answer saying why not (415, 400, 413) in the request's language.
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, SAMPLE_VALUES } from '../../../contract';
import { structureProblem } from '../../../sandbox/http/body';
import { login, useSandbox } from './support';

const sandbox = useSandbox();
const { call } = sandbox;

const PHONE = '77051234567';

/** A raw request: the body as bytes or text, the headers as given (no JSON added). */
async function send(
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const response = await fetch(sandbox.url + path, {
    method,
    headers: { 'x-visitor-id': 'visitor-test', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    data: JSON.parse(text) as { message?: string },
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the type of the body', () => {
  it('a form-encoded login gets 415, never a token', async () => {
    const answer = await send('/rest/auth', `phone=${PHONE}&documentToken=x`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer).toMatchObject({ status: 415, type: 'application/json; charset=utf-8' });
    expect(answer.data.message).toBe(
      'Тело запроса должно быть JSON в UTF-8 (Content-Type: application/json)',
    );
  });

  it.each([
    ['text/plain'],
    ['application/xml'],
    ['application/json; charset=windows-1251'],
    [undefined],
  ])('JSON sent as %s gets 415, in Kazakh when asked', async (type) => {
    const body = JSON.stringify({ phone: PHONE, document_template_ids: [1] });
    const answer = await send('/rest/documents/sign', body, {
      ...(type && { 'content-type': type }),
      'accept-language': 'kk-KZ,kk;q=0.9,ru;q=0.8',
    });
    expect(answer.status).toBe(415);
    expect(answer.data.message).toBe(
      'Сұраудың денесі UTF-8 кодтауындағы JSON болуы керек (Content-Type: application/json)',
    );
    expect(sandbox.state.sms.has(PHONE)).toBe(false);
  });

  it('application/json with charset utf-8 is JSON; the SMS call answers 202', async () => {
    const answer = await send(
      '/rest/documents/sign',
      JSON.stringify({ phone: PHONE, document_template_ids: [1] }),
      { 'content-type': 'Application/JSON; charset="UTF-8"' },
    );
    expect(answer).toMatchObject({ status: 202, data: { sms_sent: true } });
  });

  it('a call without a body (signing repeat, PUT) needs no type', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'signing_failed' } });
    const answer = await fetch(`${sandbox.url}/rest/registration/signing/repeat`, {
      method: 'PUT',
      headers: { 'x-visitor-id': 'v', authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
  });
});

describe('bytes that are not JSON in UTF-8', () => {
  it('malformed JSON gets 400', async () => {
    for (const body of ['{"phone":', "{'phone': 1}", '{"a":1,}', 'NaN']) {
      const answer = await send('/rest/auth', body, JSON_TYPE);
      expect(answer.status, body).toBe(400);
      expect(answer.data.message).toBe('Тело запроса не является корректным JSON');
    }
  });

  it('invalid UTF-8 gets 400 and nothing is stored (no U+FFFD)', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    const json = JSON.stringify({ ...SAMPLE_VALUES.personal, first_name: 'Ала@@ты' });
    const [before, after] = json.split('@@') as [string, string];
    const bytes = Buffer.concat([
      Buffer.from(before),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(after),
    ]);
    const answer = await send('/rest/registration/personal', bytes, {
      ...JSON_TYPE,
      authorization: `Bearer ${token}`,
      'accept-language': 'kz',
    });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe('Сұраудың денесі UTF-8 кодтауында емес');
    const applicant = sandbox.state.applicants.get(PHONE);
    // Only the IIN form's data: nothing of the refused personal form.
    expect(Object.keys(applicant?.client ?? {}).sort()).toEqual([
      'iin',
      'is_ipdl',
      'is_resident_rk',
    ]);
    expect(applicant?.step).toBe('personal');
  });

  it.each([
    ['an overlong slash', [0xc0, 0xaf]],
    ['a lone continuation byte', [0x80]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('%s in a collector body gets 400 too', async (_, bad) => {
    const bytes = Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bad), Buffer.from('"}')]);
    expect((await send('/sandbox/collect', bytes, { 'content-type': 'text/plain' })).status).toBe(
      400,
    );
    expect(sandbox.state.telemetry.collect).toEqual([]);
  });
});

describe('limits, checked before parsing', () => {
  it('a body over 1 MiB gets 413 as JSON in the language asked', async () => {
    const body = JSON.stringify({ phone: 'x'.repeat(BODY_LIMITS.bytes) });
    const ru = await send('/rest/auth', body, {
      ...JSON_TYPE,
      'accept-language': 'ru-RU,ru;q=0.9',
    });
    expect(ru).toMatchObject({ status: 413, data: { message: 'Тело запроса больше 1 МиБ' } });
    const kk = await send('/rest/auth', body, { ...JSON_TYPE, 'accept-language': 'kk' });
    expect(kk.data.message).toBe('Сұраудың денесі 1 МиБ-тан үлкен');
  });

  it('a body sent in chunks, without a length, is cut at the limit too', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * BODY_LIMITS.bytes) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const response = await fetch(`${sandbox.url}/rest/auth`, {
      method: 'POST',
      headers: { 'x-visitor-id': 'v', ...JSON_TYPE },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('a UTM body nested 10,000 deep gets 413, and /sandbox/utm still answers', async () => {
    const deep = `{"client_timestamp":1,"utms":[${'['.repeat(10_000)}${']'.repeat(10_000)}]}`;
    const answer = await send('/rest/utm/apply/bulk', deep, JSON_TYPE);
    expect(answer).toMatchObject({
      status: 413,
      data: { message: `В теле запроса вложенность глубже ${BODY_LIMITS.depth} уровней` },
    });
    const utm = await call('GET', '/sandbox/utm');
    expect(utm).toMatchObject({ status: 200, data: { received: [] } });
  });

  it('the telemetry collector is bounded the same way, and the telemetry still reads', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect((await send('/sandbox/collect', deep, { 'content-type': 'text/plain' })).status).toBe(
      413,
    );
    const wide = `[${Array.from({ length: BODY_LIMITS.items + 1 }, () => 0).join(',')}]`;
    expect((await send('/sandbox/collect', wide, JSON_TYPE)).status).toBe(413);
    // Within the limits: kept, and read back.
    const nested = '['.repeat(BODY_LIMITS.depth) + ']'.repeat(BODY_LIMITS.depth);
    expect((await send('/sandbox/collect', nested, { 'content-type': 'text/plain' })).status).toBe(
      202,
    );
    const telemetry = await call<{ collect: unknown[] }>('GET', '/sandbox/telemetry');
    expect(telemetry.status).toBe(200);
    expect(telemetry.data.collect).toHaveLength(1);
    expect((await fetch(`${sandbox.url}/sandbox/telemetry.ndjson`)).status).toBe(200);
  });

  it('a UTM record of nested objects is refused (422): a record is flat', async () => {
    const answer = await call('POST', '/rest/utm/apply/bulk', {
      body: { client_timestamp: 1, utms: [{ utm_source: { deep: { deeper: 1 } } }] },
    });
    expect(answer.status).toBe(422);
    expect(sandbox.state.utm).toEqual([]);
  });

  it("a UTM record that is a list is refused (422) in the caller's language: a record is an object", async () => {
    for (const [lang, message] of [
      ['ru', 'Должно быть объектом JSON'],
      ['kk', 'JSON нысаны болуы керек'],
    ] as const) {
      const answer = await call('POST', '/rest/utm/apply/bulk', {
        body: { client_timestamp: 1, utms: [['google']] },
        lang,
      });
      expect(answer).toMatchObject({ status: 422, data: { errors: { 'utms.0': [message] } } });
    }
    expect(sandbox.state.utm).toEqual([]);
  });
});

describe('Accept-Language as a browser sends it', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'Нужен заголовок X-VISITOR-ID'],
    ['en-US,en;q=0.9,kk;q=0.8,ru;q=0.7', 'X-VISITOR-ID тақырыбы қажет'],
    ['kz', 'X-VISITOR-ID тақырыбы қажет'],
    ['de-DE', 'Нужен заголовок X-VISITOR-ID'],
  ])('%j: the messages in the most preferred of ru and kk', async (language, message) => {
    const answer = await fetch(`${sandbox.url}/rest/documents/list/registration`, {
      headers: { 'accept-language': language },
    });
    expect(await answer.json()).toEqual({ message });
  });

  it('a header not in the form of RFC 9110 gets 400', async () => {
    const answer = await call('GET', '/rest/documents/list/registration', { lang: 'ru;q=5' });
    expect(answer.status).toBe(400);
  });
});

describe('the free-text rule at the server', () => {
  it.each([
    ['a line separator in a name', { first_name: 'Айгерим\u2028Болатовна' }, 'first_name'],
    ['a zero-width space in an e-mail', { email: 'a\u200B@example.kz' }, 'email'],
  ])('%s: 422 on that field', async (_, patch, field) => {
    const token = await login(call, PHONE);
    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    const answer = await call('POST', '/rest/registration/personal', {
      token,
      body: { ...SAMPLE_VALUES.personal, ...patch },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.data as { errors: object }).errors)).toEqual([field]);
  });

  it.each([
    ['birthplace', 'Ала\u200Bматы'],
    ['issuer', 'МВД\u200FРК'],
  ])('%s with an invisible mark: 422', async (field, value) => {
    const token = await login(call, PHONE);
    await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'passport' } });
    const answer = await call('POST', '/rest/registration/passport', {
      token,
      lang: 'kk',
      body: { ...SAMPLE_VALUES.passport, [field]: value },
    });
    expect(answer.data).toMatchObject({
      errors: {
        [field]: ['< > таңбаларын, жол ауыстыруды және көрінбейтін таңбаларды алып тастаңыз'],
      },
    });
  });

  it('a wrong type or an out-of-range number says so, not «Обязательное поле»', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'passport' } });
    const negative = await call('POST', '/rest/registration/passport', {
      token,
      body: { ...SAMPLE_VALUES.passport, country_id: -1 },
    });
    expect(negative.data).toEqual({
      message: 'Выберите страну из списка',
      errors: { country_id: ['Выберите страну из списка'] },
    });
    const text = await call('POST', '/rest/registration/passport', {
      token,
      lang: 'kk',
      body: { ...SAMPLE_VALUES.passport, country_id: '1' },
    });
    expect(text.data).toMatchObject({ errors: { country_id: ['Елді таңдаңыз'] } });
    const amount = await call('POST', '/rest/cabinet', {
      token,
      body: { amount: '1', potential_contract_id: 0 },
    });
    expect(amount.status).toBe(409); // not on the cabinet step: nothing is read
    await call('POST', '/sandbox/control/jump', {
      body: { phone: PHONE, step: 'personal_cabinet' },
    });
    const cabinet = await call('POST', '/rest/cabinet', {
      token,
      body: { amount: '1', potential_contract_id: 0 },
    });
    expect(cabinet.data).toMatchObject({
      errors: {
        amount: ['Должно быть числом'],
        potential_contract_id: ['Должно быть не меньше 1'],
      },
    });
  });
});

describe('structureProblem (the scan before parsing)', () => {
  const scan = (text: string) =>
    structureProblem(new TextEncoder().encode(text), { depth: 3, items: 3 });

  it('counts the nesting and the entries of arrays and objects, outside strings only', () => {
    expect(scan('[[[]]]')).toBeNull();
    expect(scan('[[[[]]]]')).toBe('tooDeep');
    expect(scan('{"a":{"b":{"c":{}}}}')).toBe('tooDeep');
    expect(scan('[1,2,3]')).toBeNull();
    expect(scan('[1,2,3,4]')).toBe('tooManyItems');
    expect(scan('{"a":1,"b":2,"c":3,"d":4}')).toBe('tooManyItems');
    expect(scan('["[[[[[[", "a,b,c,d,e"]')).toBeNull();
    expect(scan('["\\"[[[[[[\\""]')).toBeNull();
    expect(scan('[[1,2],[1,2],[1,2]]')).toBeNull();
  });
});
