/**
 * The Firebase web SDK's redirect sign-in, and the Auth emulator's helper iframe, both load Google's gapi loader
 * from https://apis.google.com/js/api.js to pass the sign-in result between the page and an iframe. The browser
 * tests reach nothing beyond the local stack, so they serve a stand-in: the same messaging (gapi.iframes
 * register/send/ping) over postMessage. Everything else in the flow is real: the SDK, the Auth emulator's sign-in page, its iframe and the API.
 */
import type { BrowserContext } from "playwright-core";

const GAPI_STAND_IN = String.raw`(function () {
  var TAG = "__gapiStandIn";
  function post(win, message) { message[TAG] = true; win.postMessage(message, "*"); }

  function Channel(target) { this.target = target; this.handlers = {}; this.queued = {}; this.pending = {}; this.next = 1; }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued[name] || [];
    delete this.queued[name];
    waiting.forEach(this.deliver, this);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = this.next++;
    if (callback) this.pending[id] = callback;
    post(this.target, { kind: "send", type: type, data: data, id: id });
  };
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) { (this.queued[message.type] = this.queued[message.type] || []).push(message); return; }
    var self = this;
    Promise.resolve(handler(message.data)).then(function (result) {
      post(self.target, { kind: "reply", id: message.id, result: [result] });
    });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === "send") return this.deliver(message);
    var callback = this.pending[message.id];
    if (message.kind === "reply" && callback) { delete this.pending[message.id]; callback(message.result); }
  };

  var channels = [];
  function channelFor(win) {
    var channel = new Channel(win);
    channels.push({ win: win, channel: channel });
    return channel;
  }
  window.addEventListener("message", function (event) {
    if (!event.data || !event.data[TAG]) return;
    channels.forEach(function (c) { if (c.win === event.source) c.channel.receive(event.data); });
  });

  var context = {
    // The page side: open the helper iframe and talk to it.
    open: function (options, ready) {
      var element = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === "style") Object.assign(element.style, attributes.style);
        else element.setAttribute(key, attributes[key]);
      });
      element.src = options.url;
      options.where.appendChild(element);
      var channel = channelFor(element.contentWindow);
      var iframe = {
        register: channel.register.bind(channel),
        send: channel.send.bind(channel),
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) {
          return new Promise(function (resolve) {
            channel.register("__ready", function () { callback(); resolve(); return true; });
          });
        },
      };
      return Promise.resolve(ready(iframe));
    },
    // The iframe side: talk to the page that embeds it.
    getParentIframe: function () {
      var channel = channelFor(window.parent);
      post(window.parent, { kind: "send", type: "__ready", data: null, id: 0 });
      return channel;
    },
  };

  window.gapi = {
    load: function (_name, options) { setTimeout(options.callback, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: "cross-origin", Iframe: function () {} },
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for apis.google.com and fails other internet requests at once (fonts, CDN styles). */
export async function offlineGoogleApis(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(fonts\.googleapis\.com|fonts\.gstatic\.com|unpkg\.com)\//, (route) => route.abort());
}
