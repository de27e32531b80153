//! The one policy for a file a tool writes, stated once: **whole or not at all, and never
//! over a file the tool did not write.** The bytes go to a temporary file beside the target
//! (`tempfile`), synced, then renamed onto it: a reader sees the old file or the new one,
//! never half of one; an interrupted write (an error, a full disk, Ctrl-C) leaves no target
//! behind. An existing target is replaced only when the caller recognises it as its own
//! ([`Existing`]); otherwise the new file is linked in only where nothing is (no race can make
//! it replace one). The temporary file is created new under a name of its own (never an
//! existing file or a link), `.NAME.XXXXXX.partial` beside `NAME`: removed on any error; only
//! a kill in the instant between its creation and the rename leaves it, under that name.
//!
//! Every tool that writes a person's files goes through [`write`]: `scripts/bundle -o`, the
//! cases `scripts/stress` keeps, the files `scripts/new` scaffolds, the pictures of
//! `scripts/table`, the drivers' generated sources.

use std::io::{self, Write};
use std::path::Path;

/// What may be replaced at the target.
#[derive(Clone, Copy)]
pub enum Existing<'a> {
    /// Nothing: the file must be new.
    Keep,
    /// A regular file that this predicate recognises as the tool's own (a picture it drew,
    /// a bundle with its header).
    ReplaceIf(&'a dyn Fn(&Path) -> bool),
    /// Anything at the target: files the tool alone owns (generated ones under `target/`).
    Replace,
}

/// Why nothing was written.
#[derive(Debug)]
pub enum NotWritten {
    /// Something is there that [`Existing`] does not allow to replace.
    Exists,
    /// The system's error, in its own words (no temporary file's name added).
    Io(io::Error),
}

impl std::fmt::Display for NotWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotWritten::Exists => write!(f, "it exists and is not ours to replace"),
            NotWritten::Io(error) => write!(f, "{error}"),
        }
    }
}

impl From<io::Error> for NotWritten {
    /// The system's words: `tempfile` adds the temporary file's name to an error, which is not
    /// the file a message should name.
    fn from(error: io::Error) -> Self {
        if error.raw_os_error().is_some() || error.get_ref().is_none() {
            return NotWritten::Io(error);
        }
        // tempfile's wrapper: "<the system's words> at path <its temporary file>".
        let text = error.to_string();
        let system = text.split(" at path ").next().unwrap_or_default();
        NotWritten::Io(io::Error::new(error.kind(), system))
    }
}

/// Writes `bytes` to `path` by the policy of this module.
///
/// # Errors
/// [`NotWritten::Exists`] when something is at `path` that `existing` does not allow to
/// replace; [`NotWritten::Io`] when the file cannot be written.
pub fn write(path: &Path, bytes: &[u8], existing: Existing<'_>) -> Result<(), NotWritten> {
    let replace = match (std::fs::symlink_metadata(path), existing) {
        // Whatever is there by the rename, another process's file too (two tools generating
        // the drivers at once): nothing to refuse.
        (_, Existing::Replace) => true,
        (Err(_), _) => false,
        (Ok(meta), Existing::ReplaceIf(ours)) if meta.is_file() && ours(path) => true,
        (Ok(_), _) => return Err(NotWritten::Exists),
    };
    let dir = path.parent().filter(|dir| !dir.as_os_str().is_empty());
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // Created as any file is (0666 less the umask), not 0600 as temporary files are.
    let mut file = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".partial")
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(dir.unwrap_or(Path::new(".")))?;
    file.as_file_mut().write_all(bytes)?;
    file.as_file().sync_all()?;
    let kept = if replace {
        file.persist(path)
    } else {
        file.persist_noclobber(path)
    };
    kept.map(drop).map_err(|e| match e.error.kind() {
        io::ErrorKind::AlreadyExists => NotWritten::Exists,
        _ => NotWritten::from(e.error),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_files_are_written_and_others_kept_unless_ours() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        write(&path, b"one", Existing::Keep).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        assert!(matches!(
            write(&path, b"two", Existing::Keep),
            Err(NotWritten::Exists)
        ));
        let not_ours = |_: &Path| false;
        let refused = write(&path, b"two", Existing::ReplaceIf(&not_ours));
        assert!(matches!(refused, Err(NotWritten::Exists)));
        assert_eq!(std::fs::read(&path).unwrap(), b"one");
        let ours = |p: &Path| std::fs::read(p).is_ok_and(|b| b == b"one");
        write(&path, b"two", Existing::ReplaceIf(&ours)).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        write(&path, b"three", Existing::Replace).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"three");
        // A directory is never ours, and no temporary file is left beside the target.
        let refused = write(dir.path(), b"x", Existing::ReplaceIf(&|_: &Path| true));
        assert!(matches!(refused, Err(NotWritten::Exists)));
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    /// Processes that generate the same file at once (`Existing::Replace`) all succeed, when
    /// the file is new too: the last rename wins, nobody is told that it exists.
    #[test]
    fn replacing_writers_racing_for_a_new_file_all_succeed() {
        let dir = tempfile::tempdir().unwrap();
        for round in 0..50 {
            let path = dir.path().join(format!("generated-{round}"));
            let start = std::sync::Barrier::new(4);
            std::thread::scope(|scope| {
                for writer in 0..4u8 {
                    let (path, start) = (&path, &start);
                    scope.spawn(move || {
                        start.wait();
                        let written = write(path, &[writer], Existing::Replace);
                        assert!(written.is_ok(), "round {round}: {written:?}");
                    });
                }
            });
        }
    }

    /// An error is the system's, in its words: the temporary file is not named (the caller
    /// names the target), and none is left.
    #[test]
    fn errors_are_the_systems_and_leave_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no-such-folder/a.txt");
        let Err(NotWritten::Io(error)) = write(&path, b"x", Existing::Keep) else {
            panic!("written into a folder that does not exist");
        };
        assert_eq!(error.to_string(), "No such file or directory (os error 2)");
        if std::path::Path::new("/dev/full").exists() {
            // Not a folder: the temporary file cannot be made beside it.
            let Err(NotWritten::Io(error)) = write(Path::new("/dev/full/x"), b"x", Existing::Keep)
            else {
                panic!("written under /dev/full");
            };
            assert_eq!(error.to_string(), "Not a directory (os error 20)");
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    /// A written file has the mode any new file gets (0666 less the umask: group and others
    /// may read it where the umask lets them), not a temporary file's 0600.
    #[test]
    fn written_files_follow_the_umask() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        // What a file created here gets: the umask is a process's, read back from a new file.
        let probe = dir.path().join("probe");
        std::fs::write(&probe, b"").unwrap();
        let usual = std::fs::metadata(&probe).unwrap().permissions().mode() & 0o777;
        let path = dir.path().join("a.png");
        write(&path, b"x", Existing::Keep).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, usual, "{mode:o} against {usual:o}");
    }
}
