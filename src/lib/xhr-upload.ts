// Sending a multipart form with XMLHttpRequest, whose upload events give real progress (fetch has
// none), with the bearer token; a 401 'Invalid token' gets one silent token refresh, as every
// other API call does. The answer is the status (0 when the network failed, timed out or the
// request was aborted) and the JSON body (null when there is none or it is not JSON).
export interface XhrAnswer<B> {
  status: number;
  body: B | null;
}

export interface XhrUploadOptions {
  headers?: Record<string, string>;
  onProgress?: (percent: number) => void;
  /** The whole body has reached the server (it is now being read there). */
  onSent?: () => void;
}

export function postForm<B>(url: string, form: FormData, token: string | null, options: XhrUploadOptions = {}): Promise<XhrAnswer<B>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    const { onProgress, onSent } = options;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
      };
    }
    if (onSent) xhr.upload.onload = () => onSent();
    xhr.onload = () => {
      let body: B | null = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as B) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    const failed = () => resolve({ status: 0, body: null });
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(form);
  });
}

export interface UploadAuth {
  token(): string | null;
  /** A new access token, or a rejection when the session cannot be renewed. */
  refresh(): Promise<string>;
}

/** `postForm`, sent again once with a fresh token after 'Invalid token'; 'session-ended' when no token can be had. */
export async function postFormWithRefresh<B extends { detail?: string } | null>(
  url: string,
  form: () => FormData,
  auth: UploadAuth,
  options: XhrUploadOptions = {},
): Promise<XhrAnswer<B> | 'session-ended'> {
  const answer = await postForm<B>(url, form(), auth.token(), options);
  if (answer.status !== 401 || answer.body?.detail !== 'Invalid token') return answer;
  let token: string;
  try {
    token = await auth.refresh();
  } catch {
    return 'session-ended';
  }
  return postForm<B>(url, form(), token, options);
}
