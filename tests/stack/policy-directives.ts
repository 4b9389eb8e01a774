/** A Content-Security-Policy as its directives: each name with its value, in order. */
export function policyDirectives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive): [string, string] => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}
