#!/usr/bin/env bash
# Every official test of a Library Checker problem at full size: each input rebuilt by the
# problem's generator (problems/ID/gen.py) and proven equal to the judge's by its sha256 in
# the repository's hash.json (official.sha256); then the program's output judged, by the
# problem's checker.rs against the size of the reference answer where answers are many
# (official.sizes: the first line of each official output, whose sha256 official.sha256 also
# holds), else by its sha256 against the reference output's.
# Usage: problems/library_checker.sh ID [PROGRAM...]   (default: ID's release binary, built
# first). lc_factorize about 5 minutes, lc_bipartitematching about 10 (most of it gen.py's
# many_paths), lc_general_matching about 1.
set -euo pipefail
if [ $# -eq 0 ] || [ "$1" = --help ] || [ "$1" = -h ]; then
    sed -n '2,10s/^# \{0,1\}//p' "$0"
    [ $# -eq 0 ] && exit 2 || exit 0
fi
id=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
here=$root/problems/$id
[ -f "$here/gen.py" ] && [ -f "$here/official.sha256" ] || {
    echo "error: problems/$id has no gen.py and official.sha256: not a Library Checker problem" >&2
    exit 2
}
if [ $# -eq 0 ]; then
    cargo build --quiet --release -p "$id" --manifest-path "$root/Cargo.toml"
    set -- "$root/target/release/$id"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checker=
if [ -f "$here/checker.rs" ]; then
    rustc --edition 2021 -O "$here/checker.rs" -o "$work/checker"
    checker=$work/checker
fi
official() { grep -qx "$(sha256sum <"$work/$1" | cut -d' ' -f1)  $1" "$here/official.sha256"; }
failed=0
while read -r name seed; do
    case=$(printf '%s_%02d' "$name" "$seed")
    python3 "$here/gen.py" "$name" "$seed" >"$work/$case.in"
    verdict=ok judged=
    official "$case.in" || { verdict="WRONG INPUT"; failed=1; }
    start=$(date +%s%N)
    "$@" <"$work/$case.in" >"$work/$case.out"
    elapsed=$((($(date +%s%N) - start) / 1000000))
    if [ -n "$checker" ]; then
        grep "^$case " "$here/official.sizes" | cut -d' ' -f2 >"$work/$case.expected"
        judged=$("$checker" "$work/$case.in" "$work/$case.out" "$work/$case.expected") || { verdict="WA"; failed=1; }
    else
        official "$case.out" || { verdict="WRONG $case.out"; failed=1; }
    fi
    printf '%-30s %6d ms  %s  %s\n' "$case" "$elapsed" "$verdict" "$judged"
done < <(python3 "$here/gen.py" --list)
[ "$failed" -eq 0 ] && echo "all $(python3 "$here/gen.py" --list | wc -l) official tests of $id: inputs equal the judge's, every output right"
exit "$failed"
