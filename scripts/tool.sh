# Sourced by the scripts in this directory, not run: `run_tool <command> [ARGS...]` builds the
# one tool binary, `gt` (tools/cli; the `tools` profile: optimised, no LTO, no debug info;
# `TOOLS_PROFILE=dev` takes the debug build instead, as scripts/test does) and runs
# `gt <command> ARGS`. The problems' drivers it builds are built in the same profile.
# Cargo's lines are shown only when something is compiled, so a fresh clone shows what is
# being built and a warm one shows nothing; colours only on a terminal.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export WORKSPACE_ROOT="$root"

run_tool() {
    local command=$1 color=never profile=${TOOLS_PROFILE:-tools}
    shift
    export TOOLS_PROFILE="$profile"
    [ -t 2 ] && color=always
    # No cd: paths given relative to the caller's directory keep working.
    # A line at a time as cargo prints it (awk would buffer them); `Finished` (coloured on a
    # terminal) only after a line that says what was built.
    cargo build --color "$color" --manifest-path "$root/Cargo.toml" --profile "$profile" \
        -p cli --bin gt \
        2>&1 >/dev/null | {
        local line shown=""
        local finished=$'^(\e\\[[0-9;]*m)* *Finished'
        while IFS= read -r line; do
            [[ -z $shown && $line =~ $finished ]] && continue
            shown=1
            printf '%s\n' "$line"
        done
    } >&2
    local status=${PIPESTATUS[0]}
    [ "$status" -eq 0 ] || exit "$status"
    local target=${CARGO_TARGET_DIR:-$root/target}
    # Cargo writes the dev profile's binaries to target/debug.
    local dir=$profile
    [ "$profile" = dev ] && dir=debug
    exec "$target/$dir/gt" "$command" "$@"
}
