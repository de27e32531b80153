//! Nothing but a home for `benches/snippets.rs` (criterion): `cargo bench -p bench-snippets`.
