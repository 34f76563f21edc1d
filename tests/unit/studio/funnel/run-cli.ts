import { main } from '../../../../studio/funnel/cli';

/** `npm run funnel -- …argv` in process: its exit code and what it printed on each stream. */
export async function runFunnel(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(
    argv,
    (text) => void (out += text),
    (text) => void (err += text),
  );
  return { code, out, err };
}
