// Search on pages opened from disk. Help > Documentation opens the site with a file:// URL, and a
// browser starts no Web Worker from such a page, while Material's search runs in one. Here, on a
// file:// page only, Worker runs the worker's script in a hidden frame of the page instead, with
// the same messages (asynchronous, as a worker's are). The search needs nothing more for English
// pages (its worker imports no script).
//
// Written for this project. Its name holds "iframe-worker" because Material's offline plugin
// otherwise adds a script of that name from the web to every page, which an offline reader
// cannot load.
(function () {
  "use strict";
  if (location.protocol !== "file:") {
    return;
  }

  class FrameWorker extends EventTarget {
    constructor(url) {
      super();
      this.onmessage = null;
      this.ready = false;
      this.waiting = [];
      this.frame = document.createElement("iframe");
      this.frame.hidden = true;
      (document.body || document.documentElement).appendChild(this.frame);
      const inside = this.frame.contentWindow;
      // The worker's script answers with postMessage(data): to this object's listeners.
      inside.postMessage = (data) => setTimeout(() => this.deliver(data), 0);
      inside.importScripts = () => {
        throw new Error("importScripts: not available to a worker run in a frame");
      };
      const script = inside.document.createElement("script");
      script.src = new URL(url, document.baseURI).href;
      script.onload = () => {
        this.ready = true;
        this.waiting.splice(0).forEach((data) => this.postMessage(data));
      };
      inside.document.head.appendChild(script);
    }

    deliver(data) {
      const event = new MessageEvent("message", { data });
      this.dispatchEvent(event);
      if (typeof this.onmessage === "function") {
        this.onmessage(event);
      }
    }

    postMessage(data) {
      if (!this.ready) {
        this.waiting.push(data);
        return;
      }
      const inside = this.frame.contentWindow;
      setTimeout(() => inside.dispatchEvent(new inside.MessageEvent("message", { data })), 0);
    }

    terminate() {
      this.frame.remove();
    }
  }

  window.Worker = FrameWorker;
})();
