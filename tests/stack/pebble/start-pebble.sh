#!/bin/sh
# Pebble serves its ACME API over https only: a throwaway CA signs a certificate for the name
# the gateway reaches it by ("pebble"); the tests hand /pebble/tls/ca.pem to the gateway as
# NODE_EXTRA_CA_CERTS. Pebble's own issuing root is separate (management API, /roots/0).
set -eu
tls=/pebble/tls
mkdir -p "$tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Pebble test listener CA" \
    -keyout "$tls/ca-key.pem" -out "$tls/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=pebble" -keyout "$tls/key.pem" -out "$tls/cert.csr" 2>/dev/null
printf 'subjectAltName=DNS:pebble,DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n' >"$tls/ext.cnf"
openssl x509 -req -in "$tls/cert.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca-key.pem" -CAcreateserial \
    -days 2 -extfile "$tls/ext.cnf" -out "$tls/cert.pem" 2>/dev/null
# PEBBLE_CERT_VALIDITY_S: how long its certificates last (90 days unless a test wants renewals).
sed -e "s/\"certificateValidityPeriod\": [0-9]*/\"certificateValidityPeriod\": ${PEBBLE_CERT_VALIDITY_S:-7776000}/" /pebble/pebble-config.json >"$tls/config.json"
exec pebble -config "$tls/config.json"
