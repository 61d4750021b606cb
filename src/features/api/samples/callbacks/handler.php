<?php
// A minimal callback endpoint: it verifies each callback, acknowledges it at
// once and handles each event once. PHP 8.1 or later, no Composer packages;
// verify_callback.php sits beside this file.
//
// Serve it as the script behind the merchant's Callback URL, or try it
// locally with PHP's own server:
//   COINLOOM_CALLBACK_SECRET=... php -S localhost:8000 handler.php

declare(strict_types=1);

require __DIR__ . '/verify_callback.php';

function handle_event(array $event): void
{
    // Events can arrive out of order, and $event['data'] may be stale: read the
    // object again through the API before you act on it (Integration in your
    // system, step 4).
    $id = $event['data']['id'];
    // The amount due has arrived: overpaid is final too, so both deliver.
    if (in_array($event['type'], ['payment.paid', 'payment.overpaid'], true)) {
        $status = substr($event['type'], strlen('payment.'));
        error_log("payment $id is $status: fulfil the order");
    } else {
        error_log("{$event['type']} for $id");
    }
}

/**
 * Records the event id and says whether it is new. Opening a file with mode
 * 'x' fails when it exists, so two deliveries of one event cannot both pass.
 * In production, use your database with a unique key on the event id.
 */
function first_delivery(string $eventId): bool
{
    $dir = dirname(delivery_marker($eventId));
    if (!is_dir($dir)) {
        mkdir($dir, 0700, true);
    }
    $marker = @fopen(delivery_marker($eventId), 'x');
    if ($marker === false) {
        return false;
    }
    fclose($marker);
    return true;
}

/** Removes the event's record, so that a later delivery of it is handled. */
function forget_delivery(string $eventId): void
{
    @unlink(delivery_marker($eventId));
}

/** The file that records one event id. */
function delivery_marker(string $eventId): string
{
    $dir = getenv('COINLOOM_EVENTS_DIR') ?: sys_get_temp_dir() . '/coinloom-events';
    return $dir . '/' . hash('sha256', $eventId);
}

$secret = getenv('COINLOOM_CALLBACK_SECRET');
if ($secret === false || $secret === '') {
    http_response_code(500);
    error_log('Set the COINLOOM_CALLBACK_SECRET environment variable.');
    exit;
}
if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}

// Verify the bytes as received: parsing and re-serialising would change them.
$rawBody = file_get_contents('php://input');
try {
    verify_callback($secret, $_SERVER['HTTP_COINLOOM_SIGNATURE'] ?? null, $rawBody);
} catch (CallbackVerificationError $error) {
    error_log("refused a callback: {$error->reason}");
    http_response_code(400);
    header('Content-Type: text/plain');
    echo $error->reason;
    exit;
}
$event = json_decode($rawBody, true, 512, JSON_THROW_ON_ERROR);
$isNew = first_delivery($event['id']);

// Acknowledge first, work afterwards: Coinloom waits only seconds for the 2xx.
http_response_code(200);
if (function_exists('fastcgi_finish_request')) {
    fastcgi_finish_request();
}
if ($isNew) {
    try {
        handle_event($event);
    } catch (Throwable $error) {
        // Forget a failed event, so that a resend of it is handled once the
        // cause is fixed.
        forget_delivery($event['id']);
        error_log("handling {$event['id']} failed: {$error->getMessage()}");
    }
} else {
    error_log("duplicate {$event['id']} skipped");
}
