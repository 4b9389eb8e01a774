#!/bin/sh
# A fresh CA and server certificate per container, for the names the test reaches it by (S3_NAME):
# the test hands the CA to the gateway, whose restic then trusts this server alone.
set -eu
tls=/s3/tls
mkdir -p "$tls" /s3/data
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=S3 test server CA" \
  -keyout "$tls/ca-key.pem" -out "$tls/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=$S3_NAME" -keyout "$tls/key.pem" -out "$tls/cert.csr" 2>/dev/null
printf 'subjectAltName=DNS:%s\n' "$S3_NAME" > "$tls/ext"
openssl x509 -req -in "$tls/cert.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca-key.pem" -CAcreateserial \
  -days 2 -extfile "$tls/ext" -out "$tls/cert.pem" 2>/dev/null
exec node /s3/node_modules/s3rver/bin/s3rver.js -d /s3/data -a 0.0.0.0 -p 4568 \
  --key "$tls/key.pem" --cert "$tls/cert.pem" --no-vhost-buckets --configure-bucket "$S3_BUCKET"
