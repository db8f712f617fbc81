/**
 * fetch with upload progress, over XMLHttpRequest. It settles like fetch (a Response for any
 * HTTP answer, a rejection for a network failure or an abort) so that client.ts keeps one error
 * path for both transports.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Headers; body?: string | FormData; signal: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    init.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    const abort = () => xhr.abort();
    init.signal.addEventListener('abort', abort, { once: true });
    const settle = () => init.signal.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      onProgress(1);
      const type = xhr.getResponseHeader('Content-Type');
      // A Response refuses a body with these statuses, even an empty one.
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: type ? { 'Content-Type': type } : {} }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
    xhr.send(init.body ?? null);
  });
}
