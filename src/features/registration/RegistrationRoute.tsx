import { useLoaderData } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { FormStep } from '../../../contract';
import { useMaybeRegistrationRuntime } from './runtime/context';
import { AnyStepScreen } from './screens/AnyStepScreen';
import { FormStepScreen } from './screens/form/FormStepScreen';

/**
 * A registration screen as a route component, under the layout's runtime (RegistrationFlow):
 * the route's step guard has made it before the screen renders. Only the build renders a
 * screen without one, when it writes the screen's HTML (src/entry-server.tsx): `Preview` is what
 * that HTML shows before the app runs.
 */
export function registrationScreen(Screen: ComponentType, Preview?: ComponentType) {
  return function RegistrationRoute() {
    const runtime = useMaybeRegistrationRuntime();
    if (!runtime && Preview && import.meta.env.SSR) return <Preview />;
    if (!runtime) throw new Error('A registration route rendered before its step guard ran');
    return <Screen />;
  };
}

/** A form step's route component: the generic form screen of its declaration (contract/steps). */
export function formStepRoute(step: FormStep) {
  return registrationScreen(function FormStepRoute() {
    return <FormStepScreen step={step} />;
  });
}

/**
 * register/$step's component: the form declared at the address (its loader found it), a new
 * screen for each step (the route stays, its step changes), or, at an address no form is
 * declared at, the frame the step guard takes the applicant on from.
 */
export const declaredFormRoute = registrationScreen(function DeclaredFormRoute() {
  const form = useLoaderData({ from: '/{-$locale}/_auth/register/$step' });
  return form ? <FormStepScreen key={form.step} step={form.step} /> : <AnyStepScreen />;
});
