#!/bin/sh
# nginx 1.22 resolves an upstream's host once, at start or reload, and will not start when it
# does not resolve. So: while GATEWAY_UPSTREAM's host does not resolve, its server line is
# parked (API requests get the JSON 503 at once); a watcher re-resolves every few seconds and
# reloads nginx when the gateway appears, goes, or comes back at a new address.
set -eu

conf=/etc/nginx/conf.d/gateway-upstream.conf
ready=/etc/nginx/gateway-upstream.ready
interval=${GATEWAY_RESOLVE_INTERVAL_S:-2}
target=${GATEWAY_UPSTREAM:-gateway:3000}
host=${target%:*}

say() { echo "$0: $*" >&2; }

[ -f "$ready" ] || cp "$conf" "$ready"

addresses() {
    getent ahosts "$host" 2>/dev/null | awk '{ print $1 }' | sort -u | tr '\n' ' ' || true
}

write_conf() {
    if [ -n "$1" ]; then
        cp "$ready" "$conf.tmp"
    else
        sed 's|^\([[:space:]]*\)server .*;|\1server 127.0.0.1:9 down; # parked: '"$host"' does not resolve|' \
            "$ready" >"$conf.tmp"
    fi
    mv "$conf.tmp" "$conf"
}

current=$(addresses)
write_conf "$current"
if [ -n "$current" ]; then say "$host resolves to $current"; else say "$host does not resolve yet: API answers 503 until it does"; fi

(
    while sleep "$interval"; do
        next=$(addresses)
        [ "$next" != "$current" ] || continue
        current=$next
        write_conf "$current"
        if [ -n "$current" ]; then say "$host now resolves to $current; reloading"; else say "$host no longer resolves; reloading"; fi
        nginx -s reload 2>&1 || say "reload failed"
    done
) &
