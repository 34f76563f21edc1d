import { describe, expect, it } from 'vitest';
import {
  checkSigningUrl,
  signingUrlToFollow,
} from '../../../src/features/registration/runtime/signing-url';
import { recordLogs } from '../../support/logger';

// Issue 13 item 1: the signing redirect is followed only to https (http in sandbox builds) on a
// host of the settings; anything else is refused with the host only, never the URL.

const production = { hosts: ['sign.example.kz'], allowHttp: false };
const sandbox = { hosts: ['127.0.0.1', 'localhost'], allowHttp: true };

describe('the signing redirect URL', () => {
  it('is followed to https on a listed host, any port, any path and query', () => {
    expect(checkSigningUrl('https://sign.example.kz/s?session=1&return_to=x', production)).toEqual({
      ok: true,
      url: 'https://sign.example.kz/s?session=1&return_to=x',
    });
    expect(checkSigningUrl('https://SIGN.example.kz:8443/s', production)).toMatchObject({
      ok: true,
    });
  });

  it('over http only in a sandbox build', () => {
    expect(checkSigningUrl('http://sign.example.kz/s', production)).toEqual({
      ok: false,
      host: 'sign.example.kz',
      reason: 'scheme',
    });
    expect(checkSigningUrl('http://127.0.0.1:4173/sandbox/signing?session=1', sandbox)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4173/sandbox/signing?session=1',
    });
  });

  it.each([
    ['javascript:alert(document.cookie)', null, 'scheme'],
    ['JavaScript:alert(1)//https://sign.example.kz', null, 'scheme'],
    ['data:text/html,<script>alert(1)</script>', null, 'scheme'],
    ['https://evil.example/steal?signing=signed', 'evil.example', 'host'],
    ['https://sign.example.kz.evil.example/s', 'sign.example.kz.evil.example', 'host'],
    ['https://sign.example.kz@evil.example/s', 'evil.example', 'credentials'],
    ['https://evil.example#@sign.example.kz', 'evil.example', 'host'],
    ['https://user:pw@sign.example.kz/s', 'sign.example.kz', 'credentials'],
    ['//sign.example.kz/s', null, 'malformed'],
    ['/sandbox/signing', null, 'malformed'],
    ['', null, 'malformed'],
  ])('refuses %s, naming only its host', (url, host, reason) => {
    expect(checkSigningUrl(url, production)).toEqual({ ok: false, host, reason });
    expect(checkSigningUrl(url, sandbox).ok).toBe(false);
  });
});

describe('following the signing redirect (SPEC.md §8: a refused one is fatal)', () => {
  it('goes to a listed host, logging nothing', () => {
    const log = recordLogs();
    expect(signingUrlToFollow('https://sign.example.kz/s?session=1', production)).toBe(
      'https://sign.example.kz/s?session=1',
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses any other as a fatal failure of the call, logged with the host only', () => {
    const log = recordLogs();
    const url = 'https://evil.example/steal?session=secret';
    expect(() => signingUrlToFollow(url, production)).toThrow(
      expect.objectContaining({ kind: 'fatal', statusCode: 500 }),
    );
    // Once, and without the URL: it carries the applicant's signing session.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('error', 'SigningRedirectRefused', {
      host: 'evil.example',
      reason: 'host',
    });
  });
});
