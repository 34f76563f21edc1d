// Login: consent documents → SMS code → signed documents → bearer token (contract README).
import {
  ENDPOINTS,
  SMS_SENT_STATUS,
  type AuthResponse,
  type DocumentsListResponse,
  type DocumentsSignedResponse,
  type Lang,
  type SmsSentResponse,
} from '../../contract';
import { langOf, text, type TextKey } from '../texts';
import { payloadOf } from '../http/validate';
import { CONSENT_DOCUMENTS, documentPage, findDocument } from '../pages/documents';
import type { Services } from '../services';
import { newId } from '../store';
import { fail, validationFailed } from '../http/refusal';
import type { SandboxApp } from '../http/env';
import { onCall } from '../http/contract-call';

const smsError = (key: TextKey, lang: Lang) => validationFailed({ sms_code: [text(key, lang)] });

/** The one document list the app asks for: GET /rest/documents/list/registration. */
const REGISTRATION_LIST = 'registration';

export function authRoutes(app: SandboxApp, services: Services): void {
  const { store, options } = services;

  onCall(app, services, ENDPOINTS.documentsList, (c) => {
    if (c.req.param('id') !== REGISTRATION_LIST) throw fail(404, text('notFound', c.var.lang));
    const query = c.var.lang === 'kk' ? '?lang=kk' : '';
    const answer: DocumentsListResponse = {
      documents: CONSENT_DOCUMENTS.map((document) => ({
        id: document.id,
        name: document.name[c.var.lang],
        url: `${c.var.origin}/sandbox/documents/${document.id}${query}`,
      })),
    };
    return c.json(answer);
  });

  onCall(app, services, ENDPOINTS.documentsSign, (c) => {
    const payload = payloadOf(ENDPOINTS.documentsSign, c);
    if (!payload.document_template_ids.every((id) => findDocument(id))) {
      throw validationFailed({ document_template_ids: [text('unknownDocuments', c.var.lang)] });
    }
    const { phone, sms_code: smsCode } = payload;
    if (smsCode === undefined) {
      const code = phone.slice(-4);
      store.sms.set(phone, { code, sentAt: Date.now(), used: false });
      options.log(`SMS code for ${phone}: ${code}`);
      const answer: SmsSentResponse = {
        sms_sent: true,
        resend_after: options.smsResendAfterSeconds,
      };
      return c.json(answer, SMS_SENT_STATUS);
    }
    const sent = store.sms.get(phone);
    if (!sent || sent.used) throw smsError('smsNotRequested', c.var.lang);
    if (Date.now() - sent.sentAt > options.smsCodeTtlMs) throw smsError('smsExpired', c.var.lang);
    if (sent.code !== smsCode) throw smsError('smsWrong', c.var.lang);
    sent.used = true;
    const applicant = store.applicantFor(phone);
    const documentToken = newId();
    store.documentTokens.set(documentToken, {
      phone,
      potentialContractId: applicant.potentialContractId,
    });
    const answer: DocumentsSignedResponse = {
      potentialContractId: applicant.potentialContractId,
      documentToken,
    };
    return c.json(answer);
  });

  onCall(app, services, ENDPOINTS.auth, (c) => {
    const { phone, documentToken } = payloadOf(ENDPOINTS.auth, c);
    const signed = store.documentTokens.get(documentToken);
    if (signed?.phone !== phone) {
      throw validationFailed({ document_token: [text('documentTokenInvalid', c.var.lang)] });
    }
    store.documentTokens.delete(documentToken);
    const answer: AuthResponse = {
      bearerToken: store.issueToken(phone, signed.potentialContractId),
    };
    return c.json(answer);
  });

  app.get('/sandbox/documents/:id', (c) => {
    const document = findDocument(Number(c.req.param('id')));
    if (!document) throw fail(404, text('notFound', c.var.lang));
    return c.html(documentPage(document, langOf(c.req.query('lang'), c.var.lang)), 200);
  });
}
