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
import { text, type TextKey } from '../http/i18n';
import { fail, html, json, validationFailed } from '../http/reply';
import type { Router } from '../http/router';
import { payloadOf } from '../http/validate';
import { CONSENT_DOCUMENTS, documentPage, findDocument } from '../pages/documents';
import type { Services } from '../services';
import { newId } from '../store';

const smsError = (key: TextKey, lang: Lang) => validationFailed({ sms_code: [text(key, lang)] });

/** The one document list the app asks for: GET /rest/documents/list/registration. */
const REGISTRATION_LIST = 'registration';

export function authRoutes(router: Router, services: Services): void {
  const { store, options } = services;

  router.on(ENDPOINTS.documentsList, (ctx) => {
    if (ctx.params.id !== REGISTRATION_LIST) throw fail(404, text('notFound', ctx.lang));
    const query = ctx.lang === 'kk' ? '?lang=kk' : '';
    const answer: DocumentsListResponse = {
      documents: CONSENT_DOCUMENTS.map((document) => ({
        id: document.id,
        name: document.name[ctx.lang],
        url: `${ctx.origin}/sandbox/documents/${document.id}${query}`,
      })),
    };
    return json(200, answer);
  });

  router.on(ENDPOINTS.documentsSign, (ctx) => {
    const payload = payloadOf(ENDPOINTS.documentsSign, ctx);
    if (!payload.document_template_ids.every((id) => findDocument(id))) {
      throw validationFailed({ document_template_ids: [text('unknownDocuments', ctx.lang)] });
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
      return json(SMS_SENT_STATUS, answer);
    }
    const sent = store.sms.get(phone);
    if (!sent || sent.used) throw smsError('smsNotRequested', ctx.lang);
    if (Date.now() - sent.sentAt > options.smsCodeTtlMs) throw smsError('smsExpired', ctx.lang);
    if (sent.code !== smsCode) throw smsError('smsWrong', ctx.lang);
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
    return json(200, answer);
  });

  router.on(ENDPOINTS.auth, (ctx) => {
    const { phone, documentToken } = payloadOf(ENDPOINTS.auth, ctx);
    const signed = store.documentTokens.get(documentToken);
    if (signed?.phone !== phone) {
      throw validationFailed({ document_token: [text('documentTokenInvalid', ctx.lang)] });
    }
    store.documentTokens.delete(documentToken);
    const answer: AuthResponse = {
      bearerToken: store.issueToken(phone, signed.potentialContractId),
    };
    return json(200, answer);
  });

  router.get('/sandbox/documents/:id', (ctx) => {
    const document = findDocument(Number(ctx.params.id));
    if (!document) throw fail(404, text('notFound', ctx.lang));
    const lang = ctx.url.searchParams.get('lang') === 'kk' ? 'kk' : ctx.lang;
    return html(200, documentPage(document, lang));
  });
}
