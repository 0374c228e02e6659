/** The development mailbox as a page for people: its HTML and the content security policy it is sent with. */
import { createHash } from 'node:crypto';
import type { MailboxMessage } from './rules';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1a1a1a;background:#fafafa}
h1{font-size:1.5rem;margin:0 0 .25rem}
p.note{margin:0 0 1rem;color:#444}
form{margin:0 0 1rem;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
input{font:inherit;padding:.3rem .5rem;min-width:18rem}
button{font:inherit;padding:.3rem .8rem}
table{border-collapse:collapse;width:100%;background:#fff}
caption{text-align:left;padding:.25rem 0}
th,td{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
th{background:#eee}
td.body{white-space:pre-wrap;max-width:40rem}
ul{margin:0;padding-left:1.1rem}
a{color:#0645ad}
a:focus,button:focus,input:focus{outline:3px solid #1a73e8;outline-offset:2px}
.status{font-size:.85rem;color:#555}
td,h2{overflow-wrap:anywhere}
@media (max-width:760px){
body{padding:1rem}
input{min-width:0;flex:1 1 12rem}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table,caption,tbody,tr,td{display:block;width:auto}
table{background:none}
tr{border:1px solid #ccc;margin:0 0 1rem;background:#fff}
td{border:0;border-bottom:1px solid #eee}
td::before{content:attr(data-label);display:block;font-size:.8rem;font-weight:600;color:#555}
}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** Nothing runs on the page; only its own inline style, and the filter form submits to itself. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Links become <a> elements only for http(s) addresses; anything else is shown as text. */
function linkHtml(link: { label: string; url: string }): string {
  const safe = URL.canParse(link.url) && ['http:', 'https:'].includes(new URL(link.url).protocol);
  const label = escape(link.label || link.url);
  return safe ? `<a href="${escape(link.url)}">${label}</a> <span class="status">${escape(link.url)}</span>` : `${label}: ${escape(link.url)}`;
}

/** The mailbox page: the filter form and the messages, newest first. */
export function pageHtml(list: MailboxMessage[], to: string): string {
  const rows = list
    .map(
      (m) => `<tr>
<td data-label="Time"><time datetime="${m.time}">${escape(m.time.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></td>
<td data-label="Channel">${m.channel === 'sms' ? 'SMS' : 'Email'}<br><span class="status">${escape(m.status)}</span></td>
<td data-label="Recipient"><a href="?to=${encodeURIComponent(m.recipient)}">${escape(m.recipient)}</a></td>
<td data-label="Subject">${escape(m.subject) || '<span class="status">(no subject)</span>'}</td>
<td class="body" data-label="Body">${escape(m.body)}</td>
<td data-label="Links">${m.links.length ? `<ul>${m.links.map((l) => `<li>${linkHtml(l)}</li>`).join('')}</ul>` : ''}</td>
</tr>`,
    )
    .join('\n');
  const heading = to ? `Messages to ${escape(to)}` : 'All messages';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p class="note">Every email and SMS the storefront sends, newest first. Nothing here left this machine unless SMTP or an SMS gateway is configured. Reload the page to see new messages.</p>
<form method="get" role="search">
<label for="to">Recipient (email or phone)</label>
<input id="to" name="to" type="search" value="${escape(to)}" autocomplete="off">
<button type="submit">Filter</button>
${to ? '<a href="?">Show all</a>' : ''}
</form>
<h2>${heading} (${list.length})</h2>
${
  list.length
    ? `<table>
<caption class="status">Newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Body</th><th scope="col">Links</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet.</p>'
}
</main>
</body>
</html>
`;
}
