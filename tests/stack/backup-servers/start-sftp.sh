#!/bin/sh
# A fresh host key and client key pair per container: nothing secret lives in the image.
# The client's private key is left at /backup-servers/client-key for the test to hand on.
set -eu
ssh-keygen -q -t ed25519 -N '' -f /etc/ssh/ssh_host_ed25519_key
ssh-keygen -q -t ed25519 -N '' -C backup-test -f /backup-servers/client-key
mkdir -p /etc/ssh/authorized_keys
cp /backup-servers/client-key.pub /etc/ssh/authorized_keys/offsite
chmod 644 /etc/ssh/authorized_keys/offsite
exec /usr/sbin/sshd -D -e
