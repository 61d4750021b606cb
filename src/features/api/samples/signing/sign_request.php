<?php
// Signs and sends requests to the Coinloom API. PHP 8.1 or later, no Composer
// packages: requests go through PHP's own HTTPS streams, so no cURL extension.
//
// Set these environment variables before you run code that includes this file:
//   COINLOOM_KEY_ID      the API key id
//   COINLOOM_KEY_SECRET  the API key secret
//   COINLOOM_API_BASE    optional: the live base URL; the sandbox otherwise

declare(strict_types=1);

const COINLOOM_SANDBOX_API_BASE = 'https://sandbox-api.coinloom.example/v1';

/**
 * The request signature: lowercase hex HMAC-SHA256, under the key secret, of
 * the timestamp, the method, the path with its query and the raw body, joined
 * by line feeds. The path starts with /v1; the body is the exact text sent
 * ('' when there is none).
 */
function sign_request(
    string $secret,
    string $timestamp,
    string $method,
    string $pathWithQuery,
    string $body = '',
): string {
    $message = implode("\n", [$timestamp, strtoupper($method), $pathWithQuery, $body]);
    return hash_hmac('sha256', $message, $secret);
}

/** An answer outside 2xx, with the problem's `code`, such as `invalid_signature`. */
final class CoinloomApiError extends RuntimeException
{
    public function __construct(
        public readonly int $status,
        public readonly array $problem,
    ) {
        $code = $problem['code'] ?? 'unknown_error';
        $detail = $problem['detail'] ?? $problem['title'] ?? 'no detail';
        parent::__construct("$status $code: $detail");
    }

    public function problemCode(): ?string
    {
        return $this->problem['code'] ?? null;
    }

    public function requestId(): ?string
    {
        return $this->problem['request_id'] ?? null;
    }
}

function coinloom_required_env(string $name): string
{
    $value = getenv($name);
    if ($value === false || $value === '') {
        throw new RuntimeException("Set the $name environment variable.");
    }
    return $value;
}

/**
 * Sends a signed request and returns the decoded JSON answer as an array.
 * $path follows the base URL, for example '/checkouts' or '/payments?limit=10'.
 * A POST carries a new Idempotency-Key unless you pass your own, to retry safely.
 */
function coinloom_request(
    string $method,
    string $path,
    array|object|null $body = null,
    ?string $idempotencyKey = null,
): ?array {
    $keyId = coinloom_required_env('COINLOOM_KEY_ID');
    $secret = coinloom_required_env('COINLOOM_KEY_SECRET');
    $base = getenv('COINLOOM_API_BASE') ?: COINLOOM_SANDBOX_API_BASE;
    $url = rtrim($base, '/') . $path;
    $query = parse_url($url, PHP_URL_QUERY);
    $pathWithQuery = parse_url($url, PHP_URL_PATH) . ($query !== null ? "?$query" : '');
    $verb = strtoupper($method);
    $flags = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR;
    $rawBody = $body === null ? '' : json_encode($body, $flags);
    $timestamp = (string) time();

    $signature = sign_request($secret, $timestamp, $verb, $pathWithQuery, $rawBody);
    $headers = [
        'Accept: application/json',
        "X-Coinloom-Key: $keyId",
        "X-Coinloom-Timestamp: $timestamp",
        "X-Coinloom-Signature: $signature",
    ];
    if ($rawBody !== '') {
        $headers[] = 'Content-Type: application/json';
    }
    if ($verb === 'POST') {
        $headers[] = 'Idempotency-Key: ' . ($idempotencyKey ?? coinloom_uuid4());
    }

    $context = stream_context_create([
        'http' => [
            'method' => $verb,
            'header' => implode("\r\n", $headers),
            'content' => $rawBody,
            'ignore_errors' => true, // read the problem+json body of an error too
            'timeout' => 30,
        ],
    ]);
    $text = @file_get_contents($url, false, $context);
    if ($text === false) {
        throw new RuntimeException("Could not reach $url.");
    }
    $responseHeaders = function_exists('http_get_last_response_headers')
        ? http_get_last_response_headers()
        : $http_response_header;
    $status = coinloom_last_status($responseHeaders ?? []);

    if ($status < 200 || $status > 299) {
        $problem = json_decode($text, true);
        $problem = is_array($problem) ? $problem : ['detail' => $text];
        throw new CoinloomApiError($status, $problem);
    }
    return $text === '' ? null : json_decode($text, true, 512, JSON_THROW_ON_ERROR);
}

/** The status code of the final answer, after any redirect. */
function coinloom_last_status(array $responseHeaders): int
{
    $status = 0;
    foreach ($responseHeaders as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $match) === 1) {
            $status = (int) $match[1];
        }
    }
    return $status;
}

function coinloom_uuid4(): string
{
    $bytes = random_bytes(16);
    $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);
    $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);
    return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
}
