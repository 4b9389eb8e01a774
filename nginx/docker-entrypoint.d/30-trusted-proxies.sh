#!/bin/sh
# TRUSTED_PROXIES (CIDR ranges or addresses, IPv4 or IPv6, comma or space separated): the proxies
# or CDN in front of this nginx. Their X-Forwarded-For gives the visitor's address (realip), so
# every flood guard and the gateway's limits key on the visitor, not on the proxy. Empty: the
# connection's address. A bad entry stops the container, named, before nginx starts.
set -eu

conf=/etc/nginx/trusted-proxies.conf

say() { echo "$0: $*" >&2; }

# An IPv4 address: four numbers 0-255.
is_ipv4() {
    echo "$1" | awk -F. 'NF != 4 { exit 1 } { for (i = 1; i <= 4; i++) if ($i !~ /^[0-9]+$/ || $i + 0 > 255) exit 1 }'
}

# An IPv6 address: up to eight groups of 1-4 hex digits, at most one "::", an IPv4 tail allowed.
is_ipv6() {
    case "$1" in *:*) ;; *) return 1 ;; esac
    address=$1
    case "$address" in *.*)
        is_ipv4 "${address##*:}" || return 1
        address="${address%:*}:0:0" ;;
    esac
    echo "$address" | awk '{
        rest = $0; compressed = 0
        while ((i = index(rest, "::")) > 0) { compressed++; rest = substr(rest, i + 2) }
        if (compressed > 1 || $0 ~ /:::/) exit 1
        if (!compressed && ($0 ~ /^:/ || $0 ~ /:$/)) exit 1
        if (compressed && ($0 ~ /^:[^:]/ || $0 ~ /[^:]:$/)) exit 1
        n = split($0, parts, ":"); groups = 0
        for (i = 1; i <= n; i++) {
            if (parts[i] == "") continue
            if (parts[i] !~ /^[0-9a-fA-F]+$/ || length(parts[i]) > 4) exit 1
            groups++
        }
        if (compressed ? groups > 7 : groups != 8) exit 1
    }'
}

# An address, or a CIDR range whose prefix fits its family.
is_proxy() {
    address=${1%/*}
    if [ "$address" = "$1" ]; then
        bits=
    else
        bits=${1##*/}
        case "$bits" in '' | *[!0-9]*) return 1 ;; esac
    fi
    if is_ipv4 "$address"; then max=32; elif is_ipv6 "$address"; then max=128; else return 1; fi
    [ -z "$bits" ] || [ "$bits" -le "$max" ]
}

entries=$(echo "${TRUSTED_PROXIES:-}" | tr ',' ' ')
{
    echo "# Written at start from TRUSTED_PROXIES by $0."
    for entry in $entries; do
        if ! is_proxy "$entry"; then
            say "TRUSTED_PROXIES: \"$entry\" is not an IP address or CIDR range (like 203.0.113.0/24 or 2001:db8::/32)"
            exit 1
        fi
        echo "set_real_ip_from $entry;"
    done
    if [ -n "$entries" ]; then
        echo "real_ip_header X-Forwarded-For;"
        echo "real_ip_recursive on;"
    fi
} >"$conf.tmp"
mv "$conf.tmp" "$conf"

if [ -n "$entries" ]; then
    say "visitor addresses from X-Forwarded-For sent by:" $entries
else
    say "TRUSTED_PROXIES is empty: each visitor is the connection's address"
fi
