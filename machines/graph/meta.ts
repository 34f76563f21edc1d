import * as v from 'valibot';

/**
 * What the graph tools read from a state node's meta. Each machine types its own meta (the
 * registration's ScreenMeta: the step a state shows, its route); the tools read any machine,
 * so they check the shape they need instead of assuming it.
 */
const StepMetaSchema = v.object({ step: v.string() });
const RouteMetaSchema = v.object({ route: v.string() });
const MetaSchema = v.record(v.string(), v.unknown());

/** The registration step a state's meta names, if it names one. */
export function metaStep(meta: unknown): string | undefined {
  return v.is(StepMetaSchema, meta) ? meta.step : undefined;
}

/** The route a state's meta gives it, if it gives one (null: the URL stays as it is). */
export function metaRoute(meta: unknown): string | undefined {
  return v.is(RouteMetaSchema, meta) ? meta.route : undefined;
}

/** A state's meta as plain data, or undefined when it has none. */
export function metaRecord(meta: unknown): Record<string, unknown> | undefined {
  return v.is(MetaSchema, meta) ? meta : undefined;
}
