// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LoginScreen,
  LoginScreenPreview,
} from '../../../../src/features/registration/screens/LoginScreen';
import { renderScreen } from '../../../support/render-screen';

const DOCUMENTS = [{ id: 1, name: 'Согласие на обработку данных', url: 'https://docs.test/1' }];

describe('the login screen', () => {
  it("the preview in /login's HTML is the live phone step's markup up to the documents", async () => {
    const preview = renderScreen(<LoginScreenPreview />, { loggedIn: false });
    const previewHtml = preview.view.container.innerHTML;
    preview.view.unmount();
    const live = renderScreen(<LoginScreen />, {
      loggedIn: false,
      answers: { 'GET /rest/documents/list/registration': { documents: DOCUMENTS } },
    });
    await screen.findByRole('checkbox');
    // The documents and what follows them are the app's alone; everything above them is the same.
    const shared = previewHtml.slice(0, previewHtml.indexOf('</section>'));
    expect(shared).toContain('id="phone"');
    expect(live.view.container.innerHTML.startsWith(shared)).toBe(true);
  });
});
