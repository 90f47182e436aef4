/**
 * XSS payloads after the OWASP XSS Filter Evasion Cheat Sheet, grouped by technique. Shared by the server
 * sanitiser's tests, the browser sanitiser's tests and the hardening tests: every one must come out inert.
 */
export interface XssVector {
  name: string;
  html: string;
}

const TAB = "\t";
const NEWLINE = "\n";
const NUL = "\0";

export const XSS_CORPUS: XssVector[] = [
  // Script tags in their many spellings.
  { name: "basic script", html: `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>` },
  { name: "inline script", html: `<script>alert('XSS')</script>` },
  { name: "script with odd attribute quoting", html: `<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>` },
  { name: "script with slash separator", html: `<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>` },
  { name: "extraneous open brackets", html: `<<SCRIPT>alert("XSS");//\\<</SCRIPT>` },
  { name: "no closing script tag", html: `<SCRIPT SRC=https://xss.example/xss.js?< B >` },
  { name: "half-open script", html: `<SCRIPT SRC=//xss.example/.j>` },
  { name: "end title tag", html: `</TITLE><SCRIPT>alert("XSS");</SCRIPT>` },
  { name: "script in comment break-out", html: `<!--<script>--><script>alert(1)</script>-->` },
  { name: "conditional comment", html: `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->` },
  { name: "script in CDATA", html: `<![CDATA[<script>alert(1)</script>]]>` },
  { name: "nested script splitting", html: `<scr<script>ipt>alert(1)</scr</script>ipt>` },
  { name: "upper-case mixed script", html: `<ScRiPt>alert(1)</sCrIpT>` },
  { name: "textarea break-out", html: `<textarea></textarea><script>alert(1)</script>` },
  { name: "noscript break-out", html: `<noscript><p title="</noscript><img src=x onerror=alert(1)>">` },

  // Event handlers.
  { name: "img onerror", html: `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>` },
  {
    name: "img onerror with entity-encoded code",
    html: `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  },
  { name: "body onload", html: `<BODY ONLOAD=alert('XSS')>` },
  { name: "svg onload", html: `<svg/onload=alert('XSS')>` },
  { name: "non-alpha-non-digit handler", html: `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>` },
  { name: "allowed tag with handler", html: `<p onclick="alert(1)" onmouseover=alert(2)>text</p>` },
  { name: "allowed img with handler", html: `<img src="/objects/uploads/abc" onload="alert(1)">` },
  { name: "anchor with handler", html: `<a href="https://example.com" onfocus="alert(1)" autofocus>x</a>` },
  { name: "handler split with slash", html: `<img/src="x"/onerror=alert(1)>` },
  { name: "details ontoggle", html: `<details open ontoggle=alert(1)>` },
  { name: "video source onerror", html: `<video><source onerror="alert(1)">` },
  { name: "input autofocus", html: `<input autofocus onfocus=alert(1)>` },
  { name: "marquee onstart", html: `<marquee onstart=alert(1)>x</marquee>` },
  { name: "form action", html: `<form action="javascript:alert(1)"><button>go</button></form>` },
  { name: "button formaction", html: `<button formaction="javascript:alert(1)">go</button>` },

  // javascript:, vbscript: and data: URLs, with obfuscation.
  { name: "img javascript src", html: `<IMG SRC="javascript:alert('XSS');">` },
  { name: "img unquoted javascript", html: `<IMG SRC=javascript:alert('XSS')>` },
  { name: "img case-insensitive", html: `<IMG SRC=JaVaScRiPt:alert('XSS')>` },
  { name: "img grave accents", html: "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>" },
  {
    name: "img decimal entities",
    html: `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  },
  {
    name: "img long decimal entities",
    html: `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  },
  {
    name: "img hex entities",
    html: `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  },
  { name: "embedded tab", html: `<IMG SRC="jav${TAB}ascript:alert('XSS');">` },
  { name: "embedded encoded tab", html: `<IMG SRC="jav&#x09;ascript:alert('XSS');">` },
  { name: "embedded newline", html: `<IMG SRC="jav&#x0A;ascript:alert('XSS');">` },
  { name: "embedded carriage return", html: `<IMG SRC="jav&#x0D;ascript:alert('XSS');">` },
  { name: "null in scheme", html: `<IMG SRC="java${NUL}script:alert('XSS')">` },
  { name: "spaces and meta chars before scheme", html: `<IMG SRC=" &#14;  javascript:alert('XSS');">` },
  { name: "anchor javascript", html: `<a href="javascript:alert(1)">click</a>` },
  { name: "anchor entity-obfuscated javascript", html: `<a href="&#106;avascript:alert(1)">click</a>` },
  { name: "anchor newline in scheme", html: `<a href="java${NEWLINE}script:alert(1)">click</a>` },
  { name: "anchor padded and upper case", html: `<a href="  JAVASCRIPT:alert(1)">click</a>` },
  { name: "anchor colon entity", html: `<a href="javascript&colon;alert(1)">click</a>` },
  { name: "anchor vbscript", html: `<a href="vbscript:msgbox('XSS')">click</a>` },
  { name: "img vbscript", html: `<IMG SRC='vbscript:msgbox("XSS")'>` },
  {
    name: "anchor data html",
    html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">click</a>`,
  },
  { name: "img data svg", html: `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">` },
  {
    name: "object data html",
    html: `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  },
  {
    name: "embed svg",
    html: `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  },
  { name: "iframe javascript", html: `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>` },
  { name: "iframe srcdoc", html: `<iframe srcdoc="<script>alert(1)</script>"></iframe>` },
  { name: "frameset", html: `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>` },
  { name: "meta refresh", html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">` },
  {
    name: "meta refresh data",
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  },
  { name: "base href", html: `<BASE HREF="javascript:alert('XSS');//">` },
  { name: "link stylesheet", html: `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">` },
  { name: "protocol-relative image", html: `<img src="//xss.example/x.png">` },

  // SVG.
  { name: "svg script", html: `<svg><script>alert(1)</script></svg>` },
  {
    name: "svg animate href",
    html: `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Click</text></a></svg>`,
  },
  {
    name: "svg use external",
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x" /></svg>`,
  },
  {
    name: "svg foreignObject",
    html: `<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>`,
  },
  {
    name: "math xlink",
    html: `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">CLICKME</maction></math>`,
  },
  { name: "svg style mutation", html: `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">` },
  {
    name: "math mglyph mutation",
    html: `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  },

  // CSS.
  { name: "style expression", html: `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))" src="/objects/uploads/abc">` },
  { name: "style width expression", html: `<img src="/objects/uploads/abc" style="width:expression(alert(1))">` },
  { name: "style url javascript", html: `<p style="background-image: url(javascript:alert('XSS'))">x</p>` },
  { name: "style behavior", html: `<p style="behavior: url(xss.htc)">x</p>` },
  { name: "style moz-binding", html: `<p style="-moz-binding: url(https://xss.example/xss.xml#xss)">x</p>` },
  { name: "style escaped expression", html: `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>` },
  {
    name: "style with unicode escapes",
    html: `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  },
  { name: "style tag import", html: `<STYLE>@import'https://xss.example/xss.css';</STYLE>` },
  {
    name: "style tag javascript",
    html: `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  },
  {
    name: "text-align break-out",
    html: `<p style="text-align: center; position: fixed; top: 0; left: 0; width: 100%; height: 100%">overlay</p>`,
  },

  // Attribute and markup break-outs.
  { name: "quote break-out in alt", html: `<img src="/objects/uploads/abc" alt='"><script>alert(1)</script>'>` },
  { name: "title break-out", html: `<a href="https://example.com" title="&quot;><script>alert(1)</script>">x</a>` },
  { name: "malformed a tag", html: `\\<a onmouseover="alert(document.cookie)"\\>xxs link\\</a\\>` },
  { name: "malformed img tag", html: `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>` },
  {
    name: "xml namespace",
    html: `<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert('XSS')</SCRIPT>"></BODY></HTML>`,
  },
  { name: "template content", html: `<template><script>alert(1)</script></template>` },
  { name: "form with input", html: `<form><input name="password" type="password"></form>` },
  { name: "target without rel", html: `<a href="https://example.com" target="_blank" rel="opener">tab-napping</a>` },
];
