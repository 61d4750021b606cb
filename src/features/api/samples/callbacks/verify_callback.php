<?php
// Verifies the Coinloom-Signature header of a callback.
// PHP 8.1 or later, no Composer packages.
//
//   Coinloom-Signature: t=<Unix seconds>,v1=<signature>
//
// The signature is the hex HMAC-SHA256 of "<t>.<raw body>" under the callback
// secret. The header carries one v1; the parser skips names it does not know,
// so a header that gains fields later still verifies.

declare(strict_types=1);

// How far a callback's timestamp may be from your clock, in seconds: the
// window the docs give (Callbacks > Verify the signature). Older callbacks
// are refused as possible replays.
const COINLOOM_TIMESTAMP_TOLERANCE_SECONDS = 300;

/**
 * Why a callback was refused, in $reason: missing_header, malformed_header,
 * signature_mismatch or timestamp_out_of_range.
 */
final class CallbackVerificationError extends RuntimeException
{
    public function __construct(public readonly string $reason, string $message)
    {
        parent::__construct($message);
    }
}

function coinloom_malformed(string $message): CallbackVerificationError
{
    return new CallbackVerificationError('malformed_header', $message);
}

/**
 * Reads the timestamp and the v1 signatures; entries with other names are skipped.
 *
 * @return array{0: int, 1: list<string>}
 */
function parse_signature_header(?string $header): array
{
    if ($header === null || trim($header) === '') {
        $message = 'No Coinloom-Signature header.';
        throw new CallbackVerificationError('missing_header', $message);
    }
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $entry) {
        $parts = explode('=', $entry, 2);
        $key = trim($parts[0]);
        if (count($parts) !== 2 || $key === '') {
            $shown = trim($entry);
            throw coinloom_malformed("\"$shown\" is not a key=value entry.");
        }
        $value = trim($parts[1]);
        if ($key === 't') {
            if ($timestamp !== null || preg_match('/^\d{1,12}$/D', $value) !== 1) {
                throw coinloom_malformed('t must appear once, as Unix seconds.');
            }
            $timestamp = (int) $value;
        } elseif ($key === 'v1') {
            if (preg_match('/^[0-9a-fA-F]{64}$/D', $value) !== 1) {
                throw coinloom_malformed('v1 must be 64 hexadecimal characters.');
            }
            $signatures[] = strtolower($value);
        }
    }
    if ($timestamp === null || $signatures === []) {
        throw coinloom_malformed('The header needs a t and a v1.');
    }
    return [$timestamp, $signatures];
}

/** The v1 signature of a timestamp and a raw body. */
function compute_signature(string $secret, int $timestamp, string $rawBody): string
{
    return hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
}

/**
 * Checks a callback against your callback secret and returns its timestamp,
 * or throws a CallbackVerificationError. Pass the body exactly as received
 * (php://input).
 */
function verify_callback(
    string $secret,
    ?string $header,
    string $rawBody,
    ?int $now = null,
    int $toleranceSeconds = COINLOOM_TIMESTAMP_TOLERANCE_SECONDS,
): int {
    [$timestamp, $signatures] = parse_signature_header($header);
    $expected = compute_signature($secret, $timestamp, $rawBody);
    $matches = false;
    foreach ($signatures as $signature) {
        $matches = hash_equals($expected, $signature) || $matches;
    }
    if (!$matches) {
        $message = 'The v1 signature does not match this body and secret.';
        throw new CallbackVerificationError('signature_mismatch', $message);
    }
    $age = ($now ?? time()) - $timestamp;
    if (abs($age) > $toleranceSeconds) {
        $distance = abs($age) . ' s ' . ($age >= 0 ? 'old' : 'in the future');
        $message = "The timestamp is $distance, more than $toleranceSeconds s.";
        throw new CallbackVerificationError('timestamp_out_of_range', $message);
    }
    return $timestamp;
}
