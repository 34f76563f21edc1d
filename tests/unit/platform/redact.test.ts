// The registration code is loaded: the forms' personal fields are known keys (contract/registration).
import '../../../contract/registration';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSensitiveValues,
  REDACTED,
  redact,
  redactText,
  rememberSensitiveValues,
} from '../../../contract/redact';

const PII = [
  '900101300017',
  '87012345678',
  '77012345678',
  '+7 (701) 234-56-78',
  'Айгерим',
  'Нурланова',
  'Серiковна',
  '012345678',
  'aigerim.n@mail.kz',
];

function leaks(value: unknown): string[] {
  const text = JSON.stringify(value);
  return PII.filter((item) => text.includes(item));
}

describe('redact', () => {
  it('blanks the fields of the registration payloads', () => {
    const out = redact({
      iin: '900101300017',
      is_resident_rk: true,
      is_ipdl: false,
      first_name: 'Айгерим',
      last_name: 'Нурланова',
      middle_name: 'Серiковна',
      email: 'aigerim.n@mail.kz',
      id_number: '012345678',
      birthday: '1990-01-01',
      birthplace: 'Алматы',
      issuer: 'МВД РК',
      country_id: 1,
    });
    expect(leaks(out)).toEqual([]);
    expect(out).toMatchObject({
      is_resident_rk: true,
      is_ipdl: false,
      issuer: 'МВД РК',
      country_id: 1,
    });
    expect(out.first_name).toBe(REDACTED);
  });

  it('blanks camelCase form drafts and the auth request', () => {
    const out = redact({
      draft: {
        firstName: 'Айгерим',
        lastName: 'Нурланова',
        middleName: 'Серiковна',
        idNumber: '012345678',
      },
      auth: { phone: '77012345678', documentToken: 'dt-secret' },
    });
    expect(leaks(out)).toEqual([]);
    expect(JSON.stringify(out)).not.toContain('dt-secret');
  });

  it('scrubs a Faro transport body: log text, page URL, exception stack and span attributes', () => {
    const body = {
      meta: {
        app: { name: 'qazcredit-web', environment: 'production' },
        page: { url: 'https://qazcredit.kz/login?phone=87012345678&utm_source=google' },
        view: { name: 'register-personal' },
        session: { id: 'k8Jd72hs9a' },
      },
      logs: [
        {
          level: 'error',
          message:
            'Submit failed {"first_name":"Айгерим","last_name":"Нурланова","iin":"900101300017"}',
          timestamp: '2026-03-01T10:00:00.000Z',
        },
      ],
      exceptions: [
        {
          type: 'ApiError',
          value: 'Клиент с ИИН900101300017 и телефоном +7 (701) 234-56-78 не найден',
          stacktrace: {
            frames: [{ filename: 'https://qazcredit.kz/assets/index-4bf92f35.js', lineno: 1 }],
          },
        },
      ],
      traces: {
        resourceSpans: [
          {
            scopeSpans: [
              {
                spans: [
                  {
                    name: 'HTTP POST',
                    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
                    startTimeUnixNano: '1740823200000000000',
                    attributes: [
                      {
                        key: 'http.url',
                        value: {
                          stringValue: '/rest/client/77012345678/documents?passport=012345678',
                        },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const out = redact(body);
    expect(leaks(out)).toEqual([]);
    // What telemetry needs survives: names, ids, timestamps.
    expect(out.meta.view.name).toBe('register-personal');
    expect(out.meta.app.name).toBe('qazcredit-web');
    expect(out.meta.page.url).toContain('utm_source=google');
    const span = out.traces.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
    expect(span.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span.startTimeUnixNano).toBe('1740823200000000000');
    expect(out.logs[0]!.timestamp).toBe('2026-03-01T10:00:00.000Z');
  });

  it('keeps document and country names, which are not about a person', () => {
    const out = redact({
      documents: [{ id: 3, name: 'Согласие на обработку данных', url: '/d/3' }],
    });
    expect(out.documents[0]!.name).toBe('Согласие на обработку данных');
  });

  it('handles errors, cycles and primitives', () => {
    const cyclic: Record<string, unknown> = { phone: '87012345678' };
    cyclic.self = cyclic;
    const out = redact(cyclic);
    expect(out.phone).toBe(REDACTED);
    expect(out.self).toBe(out);
    expect(redact(new Error('iin 900101300017'))).toMatchObject({
      name: 'Error',
      message: `iin ${REDACTED}`,
    });
    expect(redact(42)).toBe(42);
    expect(redact(null)).toBeNull();
  });
});

describe('redactText', () => {
  it.each([
    ['+7 (701) 234-56-78', REDACTED],
    ['+77012345678', REDACTED],
    ['8 701 234 56 78', REDACTED],
    ['+7 (701) ***-**-78', REDACTED],
    ['+7 (701) 2__-__-__', REDACTED],
    ['ИИН: 900101300017.', `ИИН: ${REDACTED}.`],
    ['паспорт №012345678', `паспорт №${REDACTED}`],
    ['/login?iin=900101300017&next=/', `/login?iin=${REDACTED}&next=/`],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('leaves 13-digit timestamps, amounts and hex ids alone', () => {
    const text = 'at 1740823200000 amount 78500 span 4bf92f3577b34da6a3ce929d0e0e4736';
    expect(redactText(text)).toBe(text);
  });
});

describe('remembered values', () => {
  afterEach(() => forgetSensitiveValues());

  it('scrub a name seen in an API body wherever it turns up in free text, encoded or not', () => {
    rememberSensitiveValues({
      first_name: 'Айгерим',
      last_name: 'Нурланова',
      middle_name: 'Серикқызы',
      birthplace: 'Караганда',
      country_id: 1,
    });
    expect(redactText('Profile for Айгерим Нурланова (Серикқызы), born in Караганда')).toBe(
      `Profile for ${REDACTED} ${REDACTED} (${REDACTED}), born in ${REDACTED}`,
    );
    expect(redactText(`/register/personal?q=${encodeURIComponent('Нурланова')}`)).toBe(
      `/register/personal?q=${REDACTED}`,
    );
    expect(redact({ note: 'АЙГЕРИМ звонила', page: 'home' })).toEqual({
      note: `${REDACTED} звонила`,
      page: 'home',
    });
  });

  it('scrub text sent before the value was known, and again after it was forgotten', () => {
    const text = 'Ошибка у Нурланова на шаге паспорта';
    expect(redactText(text)).toBe(text);
    rememberSensitiveValues({ last_name: 'Нурланова' });
    expect(redactText(text)).toBe(`Ошибка у ${REDACTED} на шаге паспорта`);
    forgetSensitiveValues();
    expect(redactText(text)).toBe(text);
  });

  it('leave digits to the patterns, so timestamps and durations survive a known SMS code', () => {
    rememberSensitiveValues({ sms_code: '1795', phone: '77011795334' });
    expect(redactText('timestamp 1795334369699, duration 1795')).toBe(
      'timestamp 1795334369699, duration 1795',
    );
  });
});
