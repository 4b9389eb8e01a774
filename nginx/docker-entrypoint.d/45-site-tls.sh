#!/bin/sh
# HTTPS by itself. With SITE_URL=https://…, the gateway obtains the site's certificate (ACME,
# HTTP-01) and writes it into the site-tls volume, read-only here at TLS_DIR: site.pem (the key
# and the chain, one file so one rename swaps both), then site.json ("trusted":true once the
# certificate comes from the ACME server, false for the self-signed stand-in). This script writes
# nginx's part for the state it finds, and a watcher reloads nginx when it changes: a reload is
# graceful (old workers finish their connections), so a renewal drops nothing.
#   SITE_URL http://… (the default)  port 80 serves the site, as always
#   https, no certificate yet        port 80 serves the site and answers ACME challenges
#   https, self-signed stand-in      the same, and 443 serves the site with the stand-in
#   https, trusted certificate       443 serves the site (HTTP/2, HSTS); port 80 answers ACME
#                                    challenges and sends everything else to https with a 301
# So a fresh install is never down: port 80 keeps serving until a trusted certificate is there.
# Without an https SITE_URL, the owner may connect a domain from the dashboard ("Your website's
# address"): the gateway writes a trusted certificate for it, and its names (site.json's, the first
# the site's host, the rest sent there) are taken from there, as SITE_URL's would be:
#   SITE_URL http, no trusted certificate     port 80 serves the site, as always
#   SITE_URL http, a trusted one (dashboard)  as "trusted" above, for site.json's names
set -eu

site_url=${SITE_URL:-http://localhost:8080}
tls_dir=${TLS_DIR:-/tls}
interval=${TLS_WATCH_INTERVAL_S:-5}
conf=/etc/nginx/site

say() { echo "$0: $*" >&2; }

mkdir -p "$conf/servers"

# Only plain host names reach the config: anything else would be read as nginx syntax.
valid_host() {
    printf '%s' "$1" | grep -Eq '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$'
}

case "$site_url" in
https://*)
    authority=${site_url#https://}
    authority=${authority%%/*}
    host=${authority%%:*}
    ;;
*)
    authority=
    host=
    ;;
esac
aliases=$(printf '%s' "${SITE_ALIASES:-}" | tr ',' ' ')
# The names come from SITE_URL (the environment wins), else from a dashboard domain's site.json.
from_environment=${host:+yes}

if [ -n "$host" ]; then
    for name in $host $aliases; do
        valid_host "$name" || {
            say "SITE_URL / SITE_ALIASES: '$name' is not a host name (like www.example.com); not starting"
            exit 1
        }
    done
fi

trusted_file() {
    [ -s "$tls_dir/site.pem" ] && grep -q '"trusted":true' "$tls_dir/site.json" 2>/dev/null
}

# Without an https SITE_URL: the names of a trusted certificate in TLS_DIR (the domain the owner
# connected from the dashboard) become host, aliases and authority; none, or one not a plain host
# name, leaves them empty.
dashboard_names() {
    [ -z "$from_environment" ] || return 0
    host=
    aliases=
    authority=
    trusted_file || return 0
    names=$(sed -n 's/.*"names":\[\([^]]*\)\].*/\1/p' "$tls_dir/site.json" | tr -d '"' | tr ',' ' ')
    for name in $names; do
        valid_host "$name" || {
            say "$tls_dir/site.json: '$name' is not a host name; plain HTTP on port 80"
            return 0
        }
    done
    set -- $names
    [ $# -gt 0 ] || return 0
    host=$1
    shift
    aliases=$*
    authority=$host
}

state() {
    dashboard_names
    if [ -z "$host" ]; then
        echo http
    elif [ ! -s "$tls_dir/site.pem" ]; then
        echo waiting
    elif grep -q '"trusted":true' "$tls_dir/site.json" 2>/dev/null; then
        echo trusted
    else
        echo self-signed
    fi
}

fingerprint() {
    echo "$(state) $(cksum "$tls_dir/site.pem" 2>/dev/null || true) $(cksum "$tls_dir/site.json" 2>/dev/null || true)"
}

# Writes a file whole, so a reload never reads half of one.
put() {
    cat >"$1.tmp"
    mv "$1.tmp" "$1"
}

write_conf() {
    mode=$1
    alias_pattern=$(printf '%s' "$aliases" | sed -e 's/\./\\./g' -e 's/^ *//' -e 's/ *$//' -e 's/  */|/g')
    case "$mode" in
    http | waiting)
        echo 'listen 80 default_server;' | put "$conf/listen.conf"
        ;;
    self-signed)
        printf 'listen 80 default_server;\nlisten 443 ssl http2 default_server;\nssl_certificate %s/site.pem;\nssl_certificate_key %s/site.pem;\ninclude /etc/nginx/snippets/tls.conf;\n' \
            "$tls_dir" "$tls_dir" | put "$conf/listen.conf"
        ;;
    trusted)
        printf 'listen 443 ssl http2 default_server;\nssl_certificate %s/site.pem;\nssl_certificate_key %s/site.pem;\ninclude /etc/nginx/snippets/tls.conf;\n' \
            "$tls_dir" "$tls_dir" | put "$conf/listen.conf"
        ;;
    esac
    if [ "$mode" = trusted ]; then
        # A year, as OWASP asks; no preload: that list is hard to leave, so it is the owner's choice.
        echo 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' | put "$conf/hsts.conf"
        sed -e "s|__SITE_AUTHORITY__|$authority|g" /etc/nginx/snippets/https-redirect-server.conf | put "$conf/servers/https-redirect.conf"
    else
        : | put "$conf/hsts.conf"
        rm -f "$conf/servers/https-redirect.conf"
    fi
    if [ -n "$alias_pattern" ]; then
        # The aliases (www.…) send visitors to SITE_URL's host; ACME challenges for them stay here.
        printf 'set $site_alias "";\nif ($host ~* "^(?:%s)$") { set $site_alias "$scheme"; }\nif ($uri ~ "^/\\.well-known/(acme-challenge|painting-site-check)/") { set $site_alias ""; }\nif ($site_alias) { return 301 $site_alias://%s$request_uri; }\n' \
            "$alias_pattern" "$authority" | put "$conf/aliases.conf"
    else
        : | put "$conf/aliases.conf"
    fi
}

# state() runs in a subshell: the names it reads are read here too, for write_conf.
dashboard_names
current=$(state)
write_conf "$current"
# A certificate nginx cannot load must not keep the site down: serve port 80 and say why. (This
# runs after 40-gateway-upstream.sh, so an unresolved gateway does not fail the check.)
if [ "$current" != http ] && [ "$current" != waiting ] && ! problem=$(nginx -t -q 2>&1); then
    say "nginx cannot use the certificate in $tls_dir/site.pem ($problem); port 80 only until a new one arrives"
    current=waiting
    write_conf waiting
fi
case "$current" in
http) say "SITE_URL is $site_url: plain HTTP on port 80 until a domain is connected from the dashboard" ;;
waiting) say "SITE_URL is $site_url: no certificate yet, port 80 serves the site until the gateway writes one" ;;
*) say "serving the $current certificate in $tls_dir/site.pem for ${host}${from_environment:+ (SITE_URL)}" ;;
esac

applied=$(fingerprint)
(
    while sleep "$interval"; do
        next=$(fingerprint)
        [ "$next" != "$applied" ] || continue
        dashboard_names
        mode=$(state)
        write_conf "$mode"
        if nginx -s reload 2>/dev/null; then
            applied=$next
            say "the certificate changed ($mode): nginx reloaded"
        else
            say "the certificate changed ($mode) but nginx did not reload; trying again"
        fi
    done
) &
