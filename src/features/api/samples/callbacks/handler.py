"""A minimal callback endpoint: it verifies each callback, acknowledges it at
once and handles each event once. Python 3.8 or later, standard library only;
verify_callback.py sits beside this file.

  COINLOOM_CALLBACK_SECRET=... python3 handler.py

It listens on PORT (default 8000) at /coinloom/callbacks: put that address,
on your own domain, in the merchant's Callback URL.
"""
import json
import os
import queue
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from verify_callback import CallbackVerificationError, verify_callback

SECRET = os.environ.get("COINLOOM_CALLBACK_SECRET")
if not SECRET:
    raise SystemExit("Set the COINLOOM_CALLBACK_SECRET environment variable.")
PORT = int(os.environ.get("PORT") or 8000)

# Ids of the events already taken in. In production, keep them in your
# database with a unique key on the id, so that a repeated delivery is
# caught across restarts and servers.
seen_event_ids = set()
seen_lock = threading.Lock()
events = queue.Queue()


def handle_event(event):
    # Events can arrive out of order, and event["data"] may be stale: read the
    # object again through the API before you act on it (Integration in your
    # system, step 4).
    # The amount due has arrived: overpaid is final too, so both deliver.
    if event["type"] in ("payment.paid", "payment.overpaid"):
        status = event["type"].split(".", 1)[1]
        print(f"payment {event['data']['id']} is {status}: fulfil the order", flush=True)
    else:
        print(f"{event['type']} for {event['data']['id']}", flush=True)


def work():
    while True:
        event = events.get()
        try:
            handle_event(event)
        except Exception as error:  # keep the worker alive; log it and look into it
            # Forget a failed event, so that a resend of it is handled once
            # the cause is fixed.
            with seen_lock:
                seen_event_ids.discard(event["id"])
            print(f"handling {event['id']} failed: {error!r}", flush=True)


class CallbackHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        if self.path != "/coinloom/callbacks":
            self.send_error(404)
            return
        # Verify the bytes as received: parsing and re-serialising would change them.
        raw_body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            verify_callback(SECRET, self.headers.get("Coinloom-Signature"), raw_body)
        except CallbackVerificationError as error:
            print(f"refused a callback: {error.reason}", flush=True)
            self.send_response(400)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            self.wfile.write(error.reason.encode("ascii"))
            return
        event = json.loads(raw_body)

        # Acknowledge first, work afterwards: Coinloom waits only seconds for the 2xx.
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()
        with seen_lock:
            duplicate = event["id"] in seen_event_ids
            seen_event_ids.add(event["id"])
        if duplicate:
            print(f"duplicate {event['id']} skipped", flush=True)
        else:
            events.put(event)

    def log_message(self, format, *args):
        pass  # the handler prints what matters


if __name__ == "__main__":
    threading.Thread(target=work, daemon=True).start()
    server = ThreadingHTTPServer(("", PORT), CallbackHandler)
    print(f"listening on http://localhost:{PORT}/coinloom/callbacks", flush=True)
    server.serve_forever()
