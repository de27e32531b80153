#!/usr/bin/env bash
# Every official test of Library Checker's factorize, rebuilt from its generators (gen.py)
# and proven by sha256: each input's, and each output of the program's, against the
# repository's hash.json (official.sha256). The factorization is unique, so an output is
# right iff its hash is the reference output's.
# Usage: problems/lc_factorize/official.sh [PROGRAM...]   (default: the release binary,
# built first). About 5 minutes, most of it generating big2_worse and big_semiprime_random.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -eq 0 ]; then
    cargo build --quiet --release -p lc_factorize --manifest-path "$root/Cargo.toml"
    set -- "$root/target/release/lc_factorize"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
while read -r name seed; do
    case=$(printf '%s_%02d' "$name" "$seed")
    python3 "$here/gen.py" "$name" "$seed" >"$work/$case.in"
    start=$(date +%s%N)
    "$@" <"$work/$case.in" >"$work/$case.out"
    elapsed=$((($(date +%s%N) - start) / 1000000))
    verdict=ok
    for file in "$case.in" "$case.out"; do
        sum=$(sha256sum <"$work/$file" | cut -d' ' -f1)
        grep -qx "$sum  $file" "$here/official.sha256" || { verdict="WRONG $file"; failed=1; }
    done
    printf '%-30s %6d ms  %s\n' "$case" "$elapsed" "$verdict"
done < <(python3 "$here/gen.py" --list)
[ "$failed" -eq 0 ] && echo "all $(python3 "$here/gen.py" --list | wc -l) official tests: inputs and outputs equal the judge's"
exit "$failed"
