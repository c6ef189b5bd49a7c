// Static assets of the provider's pages, kept as strings so the bundle carries them.
export const LOGO_SVG = `<svg class="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M21.5 11.2c-1-1.3-2.8-2.1-4.9-2.1-3 0-5.1 1.6-5.1 3.9 0 2 1.4 3.1 4.3 3.7l1.6.3c2.5.5 3.6 1.3 3.6 2.8 0 1.9-1.9 3.1-4.6 3.1-2.3 0-4.3-.9-5.5-2.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>`;

export const IDP_CSS = `
:root{color-scheme:light dark;--bg:#f1f5f9;--card:#fff;--text:#0f172a;--muted:#475569;--line:#cbd5e1;--brand:#0f766e;--brand-strong:#115e59;--brand-soft:#ccfbf1;--danger:#b91c1c;--danger-soft:#fee2e2;--focus:#14b8a6}
@media (prefers-color-scheme:dark){:root{--bg:#0b1220;--card:#111a2e;--text:#e2e8f0;--muted:#94a3b8;--line:#334155;--brand:#14b8a6;--brand-strong:#2dd4bf;--brand-soft:#134e4a;--danger:#fca5a5;--danger-soft:#450a0a}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;display:flex;flex-direction:column;align-items:center;padding:max(24px,env(safe-area-inset-top)) 16px max(24px,env(safe-area-inset-bottom))}
main{width:100%;max-width:420px;margin:auto 0}
.brand{display:flex;align-items:center;gap:10px;justify-content:center;margin-bottom:20px;font-weight:700;font-size:20px;letter-spacing:-.01em}
.logo{width:36px;height:36px;flex:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:28px 22px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 8px 24px rgba(15,23,42,.06)}
h1{font-size:22px;line-height:1.3;margin:0 0 6px;letter-spacing:-.01em}
p{margin:0 0 16px;color:var(--muted)}
.lead{margin-bottom:22px}
form{display:flex;flex-direction:column;gap:16px;margin:0}
label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
input[type=email],input[type=password],input[type=text]{width:100%;min-height:48px;padding:10px 14px;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:10px}
input:focus-visible,a:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-size:13px;color:var(--muted);margin-top:6px}
.field-error{font-size:13px;color:var(--danger);margin-top:6px}
.row{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.show{display:flex;align-items:center;gap:8px;font-size:14px;color:var(--muted);font-weight:400;margin:0}
.show input{width:18px;height:18px;margin:0}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 16px;border:0;border-radius:10px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
@media (prefers-color-scheme:dark){button,.button{color:#042f2e}}
button:hover,.button:hover{background:var(--brand-strong)}
button[disabled]{opacity:.7;cursor:progress}
.secondary{background:transparent;color:var(--brand);border:1px solid var(--line)}
.secondary:hover{background:var(--brand-soft)}
a{color:var(--brand);font-weight:600}
.alt{text-align:center;margin:20px 0 0;font-size:15px}
.alert{border-radius:10px;padding:12px 14px;margin:0 0 16px;background:var(--danger-soft);color:var(--danger);font-size:15px}
.notice{border-radius:10px;padding:12px 14px;margin:0 0 16px;background:var(--brand-soft);color:var(--text);font-size:15px}
.foot{text-align:center;font-size:13px;color:var(--muted);margin-top:20px}
.stack{display:flex;flex-direction:column;gap:12px}
.mail{border-top:1px solid var(--line);padding-top:14px;margin-top:14px}.mail h2{font-size:17px;margin:0 0 2px}.mail pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;margin:0}
@media (min-width:640px){.card{padding:36px 32px}}
`;

/** Posts a silent-authentication result to the parent window (response_mode=web_message). */
export const WEB_MESSAGE_JS = `(function(){var el=document.getElementById('authorization-response');if(!el)return;var origin=el.getAttribute('data-origin');var response=JSON.parse(el.textContent||'{}');(window.opener||window.parent).postMessage({type:'authorization_response',response:response},origin);})();`;

/** Progressive niceties for the forms: show-password and a busy submit button. */
export const IDP_JS = `(function(){document.querySelectorAll('[data-show-password]').forEach(function(box){box.addEventListener('change',function(){var t=document.getElementById(box.getAttribute('data-show-password'));if(t)t.type=box.checked?'text':'password';});});document.querySelectorAll('form[data-busy]').forEach(function(f){f.addEventListener('submit',function(){var b=f.querySelector('button[type=submit]');if(b){b.disabled=true;b.textContent=f.getAttribute('data-busy');}});});})();`;
