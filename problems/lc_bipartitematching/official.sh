#!/usr/bin/env bash
# Every official test of Library Checker's bipartitematching, rebuilt from its generators
# (gen.py) and proven by sha256 against the repository's hash.json (official.sha256), then
# the program's output judged by checker.rs against the size of a maximum matching
# (official.sizes: the first line of each official output, whose sha256 official.sha256
# also holds; taken once from the reference solution's outputs, which matched all 44).
# Usage: problems/lc_bipartitematching/official.sh [PROGRAM...]   (default: the release
# binary, built first). About 10 minutes in Python, most of it many_paths.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -eq 0 ]; then
    cargo build --quiet --release -p lc_bipartitematching --manifest-path "$root/Cargo.toml"
    set -- "$root/target/release/lc_bipartitematching"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rustc --edition 2021 -O "$here/checker.rs" -o "$work/checker"
failed=0
while read -r name seed; do
    case=$(printf '%s_%02d' "$name" "$seed")
    python3 "$here/gen.py" "$name" "$seed" >"$work/$case.in"
    sum=$(sha256sum <"$work/$case.in" | cut -d' ' -f1)
    verdict=ok
    grep -qx "$sum  $case.in" "$here/official.sha256" || { verdict="WRONG INPUT"; failed=1; }
    grep "^$case " "$here/official.sizes" | cut -d' ' -f2 >"$work/$case.expected"
    start=$(date +%s%N)
    "$@" <"$work/$case.in" >"$work/$case.out"
    elapsed=$((($(date +%s%N) - start) / 1000000))
    judged=$("$work/checker" "$work/$case.in" "$work/$case.out" "$work/$case.expected") || { verdict="WA"; failed=1; }
    printf '%-24s %6d ms  %s  %s\n' "$case" "$elapsed" "$verdict" "$judged"
done < <(python3 "$here/gen.py" --list)
[ "$failed" -eq 0 ] && echo "all $(python3 "$here/gen.py" --list | wc -l) official tests: inputs equal the judge's, every output a maximum matching"
exit "$failed"
