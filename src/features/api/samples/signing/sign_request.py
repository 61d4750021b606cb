"""Signs and sends requests to the Coinloom API.
Python 3.8 or later, standard library only.

Set these environment variables before you run code that imports this file:
  COINLOOM_KEY_ID      the API key id
  COINLOOM_KEY_SECRET  the API key secret
  COINLOOM_API_BASE    optional: the live base URL; the sandbox otherwise
"""
import hashlib
import hmac
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

SANDBOX_API_BASE = "https://sandbox-api.coinloom.example/v1"


def sign_request(secret, timestamp, method, path_with_query, body=""):
    """The request signature: lowercase hex HMAC-SHA256, under the key secret, of
    the timestamp, the method, the path with its query and the raw body, joined
    by line feeds. The path starts with /v1; the body is the exact text sent
    ("" when there is none)."""
    if isinstance(body, bytes):
        body = body.decode("utf-8")
    message = "\n".join([str(timestamp), method.upper(), path_with_query, body])
    digest = hmac.new(secret.encode("utf-8"), message.encode("utf-8"), hashlib.sha256)
    return digest.hexdigest()


class CoinloomApiError(Exception):
    """An answer outside 2xx, with the problem's `code`, such as `invalid_signature`."""

    def __init__(self, status, problem):
        self.status = status
        self.code = problem.get("code")
        self.request_id = problem.get("request_id")
        self.problem = problem
        detail = problem.get("detail") or problem.get("title") or "no detail"
        super().__init__(f"{status} {self.code or 'unknown_error'}: {detail}")


def _required_env(name):
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"Set the {name} environment variable.")
    return value


def _parse_problem(text):
    try:
        problem = json.loads(text)
    except ValueError:
        return {"detail": text}
    return problem if isinstance(problem, dict) else {"detail": text}


def coinloom_request(method, path, body=None, idempotency_key=None):
    """Sends a signed request and returns the parsed JSON answer. `path` follows
    the base URL, for example "/checkouts" or "/payments?limit=10". A POST
    carries a new Idempotency-Key unless you pass your own, to retry safely."""
    key_id = _required_env("COINLOOM_KEY_ID")
    secret = _required_env("COINLOOM_KEY_SECRET")
    base = os.environ.get("COINLOOM_API_BASE") or SANDBOX_API_BASE
    url = base.rstrip("/") + path
    parts = urllib.parse.urlsplit(url)
    path_with_query = parts.path + (f"?{parts.query}" if parts.query else "")
    verb = method.upper()
    raw_body = ""
    if body is not None:
        raw_body = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    timestamp = str(int(time.time()))

    signature = sign_request(secret, timestamp, verb, path_with_query, raw_body)
    headers = {
        "Accept": "application/json",
        "X-Coinloom-Key": key_id,
        "X-Coinloom-Timestamp": timestamp,
        "X-Coinloom-Signature": signature,
    }
    if raw_body:
        headers["Content-Type"] = "application/json"
    if verb == "POST":
        headers["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())

    data = raw_body.encode("utf-8") if raw_body else None
    request = urllib.request.Request(url, data=data, headers=headers, method=verb)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        problem = _parse_problem(error.read().decode("utf-8"))
        raise CoinloomApiError(error.code, problem) from None
    return json.loads(text) if text else None
