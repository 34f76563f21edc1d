/**
 * Text chunks in, whole lines out (LF or CRLF), for readers that get a file in pieces (a Web
 * Worker reading a File's stream through TextDecoderStream). Only the unfinished last line is
 * held between chunks. The CLI reads files with node:readline instead.
 */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = '';
  return {
    push(chunk: string) {
      let start = 0;
      let end = chunk.indexOf('\n');
      if (end === -1) {
        rest += chunk;
        return;
      }
      onLine(stripCr(rest + chunk.slice(0, end)));
      start = end + 1;
      while ((end = chunk.indexOf('\n', start)) !== -1) {
        onLine(stripCr(chunk.slice(start, end)));
        start = end + 1;
      }
      rest = chunk.slice(start);
    },
    end() {
      if (rest !== '') onLine(stripCr(rest));
      rest = '';
    },
  };
}

const stripCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
