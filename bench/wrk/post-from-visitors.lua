-- A POST whose body is wrk's first argument after the URL (`wrk … -s post-from-visitors.lua URL -- BODY`),
-- each request from another visitor: X-Forwarded-For names an address of 198.18.0.0/15 (RFC 2544's
-- range for benchmarks), which nginx believes from the load generator's network (TRUSTED_PROXIES).
-- One address per request keeps the per-address flood guards out of the figures, as real visitors'
-- requests come from many addresses. The figures are printed by report.lua's done().
dofile('/wrk/report.lua')

-- 2^17 addresses: a run of 10 s sends far fewer than that at this machine's rates, so each address
-- sends one or two (warm-up and run) requests, far under any zone's burst.
local ADDRESSES = 131072
local visitor = 0

init = function(args)
  wrk.method = 'POST'
  wrk.body = args[1]
end

request = function()
  local n = visitor % ADDRESSES
  visitor = visitor + 1
  wrk.headers['X-Forwarded-For'] =
    string.format('198.%d.%d.%d', 18 + math.floor(n / 65536), math.floor(n / 256) % 256, n % 256)
  return wrk.format()
end
