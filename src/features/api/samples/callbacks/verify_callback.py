"""Verifies the Coinloom-Signature header of a callback.
Python 3.8 or later, standard library only.

  Coinloom-Signature: t=<Unix seconds>,v1=<signature>

The signature is the hex HMAC-SHA256 of "<t>.<raw body>" under the callback
secret. The header carries one v1; the parser skips names it does not know,
so a header that gains fields later still verifies.
"""
import hashlib
import hmac
import re
import time

# How far a callback's timestamp may be from your clock, in seconds: the
# window the docs give (Callbacks > Verify the signature). Older callbacks
# are refused as possible replays.
TIMESTAMP_TOLERANCE_SECONDS = 300

_TIMESTAMP = re.compile(r"\d{1,12}")
_V1 = re.compile(r"[0-9a-fA-F]{64}")


class CallbackVerificationError(Exception):
    """Why a callback was refused, in `reason`: missing_header, malformed_header,
    signature_mismatch or timestamp_out_of_range."""

    def __init__(self, reason, message):
        super().__init__(message)
        self.reason = reason


def _malformed(message):
    return CallbackVerificationError("malformed_header", message)


def parse_signature_header(header):
    """Reads t and the v1 signatures; entries with other names are skipped."""
    if not header or not header.strip():
        message = "No Coinloom-Signature header."
        raise CallbackVerificationError("missing_header", message)
    timestamp = None
    signatures = []
    for entry in header.split(","):
        key, separator, value = entry.partition("=")
        key, value = key.strip(), value.strip()
        if not separator or not key:
            raise _malformed(f'"{entry.strip()}" is not a key=value entry.')
        if key == "t":
            if timestamp is not None or not _TIMESTAMP.fullmatch(value):
                raise _malformed("t must appear once, as Unix seconds.")
            timestamp = int(value)
        elif key == "v1":
            if not _V1.fullmatch(value):
                raise _malformed("v1 must be 64 hexadecimal characters.")
            signatures.append(value.lower())
    if timestamp is None or not signatures:
        raise _malformed("The header needs a t and a v1.")
    return timestamp, signatures


def compute_signature(secret, timestamp, raw_body):
    """The v1 signature of a timestamp and a raw body (bytes or str)."""
    if isinstance(raw_body, str):
        raw_body = raw_body.encode("utf-8")
    message = str(timestamp).encode("ascii") + b"." + raw_body
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


def verify_callback(
    secret, header, raw_body, now=None, tolerance_seconds=TIMESTAMP_TOLERANCE_SECONDS
):
    """Checks a callback against your callback secret and returns its timestamp,
    or raises CallbackVerificationError. Pass the body exactly as received,
    before any JSON parsing."""
    timestamp, signatures = parse_signature_header(header)
    expected = compute_signature(secret, timestamp, raw_body)
    if not any(hmac.compare_digest(signature, expected) for signature in signatures):
        raise CallbackVerificationError(
            "signature_mismatch", "The v1 signature does not match this body and secret."
        )
    age = (int(time.time()) if now is None else now) - timestamp
    if abs(age) > tolerance_seconds:
        distance = f"{abs(age)} s {'old' if age >= 0 else 'in the future'}"
        message = f"The timestamp is {distance}, more than {tolerance_seconds} s."
        raise CallbackVerificationError("timestamp_out_of_range", message)
    return timestamp
