//! Where rmlir-opt writes: standard output or a file, buffered as
//! mlir-opt's `raw_fd_ostream` buffers it, and standard error, unbuffered
//! as LLVM's `errs()`.
//!
//! When both streams go to one pipe or file (`2>&1`, as lit runs tests),
//! what a reader sees is how the two interleave. mlir-opt's output stream
//! fills a buffer of the output's preferred block size and writes it out
//! whenever it is full (nothing when it goes to a terminal), while each
//! diagnostic is written at once: diagnostics appear where the output had
//! reached a multiple of the block size. [`LlvmStream`] writes at exactly
//! those points, so the interleaving is mlir-opt's byte for byte.

use std::io::{IsTerminal, Write};

/// A writer that buffers as LLVM's `raw_ostream::write` does: the buffer is
/// filled to its capacity before it is written out, and a write larger
/// than the empty buffer goes out directly in whole multiples of it.
pub struct LlvmStream {
    inner: Box<dyn Write>,
    buf: Vec<u8>,
    /// Buffer size; 0 writes every piece at once.
    cap: usize,
}

impl LlvmStream {
    pub fn new(inner: Box<dyn Write>, cap: usize) -> Self {
        LlvmStream {
            inner,
            buf: Vec::with_capacity(cap),
            cap,
        }
    }

    fn write_llvm(&mut self, mut data: &[u8]) -> std::io::Result<()> {
        if self.cap == 0 {
            return self.inner.write_all(data);
        }
        loop {
            let space = self.cap - self.buf.len();
            if data.len() <= space {
                self.buf.extend_from_slice(data);
                return Ok(());
            }
            if self.buf.is_empty() {
                let direct = data.len() - data.len() % self.cap;
                self.inner.write_all(&data[..direct])?;
                self.buf.extend_from_slice(&data[direct..]);
                return Ok(());
            }
            self.buf.extend_from_slice(&data[..space]);
            data = &data[space..];
            self.inner.write_all(&self.buf)?;
            self.buf.clear();
        }
    }
}

impl Write for LlvmStream {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.write_llvm(data)?;
        Ok(data.len())
    }

    fn write_all(&mut self, data: &[u8]) -> std::io::Result<()> {
        self.write_llvm(data)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.buf.is_empty() {
            self.inner.write_all(&self.buf)?;
            self.buf.clear();
        }
        self.inner.flush()
    }
}

/// Large enough that writing is cheap, when nobody can see where the
/// output was cut.
const QUIET_BUFFER: usize = 1 << 16;

/// The buffer size mlir-opt's output stream uses on standard output, when
/// it can be seen how output and diagnostics interleave (both go to the
/// same place); otherwise [`QUIET_BUFFER`].
fn stdout_buffer_size() -> usize {
    use std::os::unix::fs::MetadataExt;
    if std::io::stdout().is_terminal() {
        // LLVM does not buffer a terminal.
        return 0;
    }
    let (Ok(out), Ok(err)) = (
        std::fs::metadata("/proc/self/fd/1"),
        std::fs::metadata("/proc/self/fd/2"),
    ) else {
        return QUIET_BUFFER;
    };
    if (out.dev(), out.ino()) == (err.dev(), err.ino()) {
        // `st_blksize`, as `raw_fd_ostream::preferred_buffer_size`.
        out.blksize().max(1) as usize
    } else {
        QUIET_BUFFER
    }
}

/// The output stream: standard output, or a file that, like LLVM's
/// `ToolOutputFile`, is removed again when the run fails.
pub struct Output {
    pub sink: LlvmStream,
    path: Option<String>,
    error: Option<std::io::Error>,
}

impl Output {
    pub fn open(path: Option<&str>) -> std::io::Result<Output> {
        let (sink, path) = match path {
            None | Some("-") => {
                // Rust's `Stdout` buffers lines; a duplicate of its file
                // descriptor writes exactly what the stream hands it.
                let fd = std::os::fd::AsFd::as_fd(&std::io::stdout()).try_clone_to_owned()?;
                let raw = std::fs::File::from(fd);
                (LlvmStream::new(Box::new(raw), stdout_buffer_size()), None)
            }
            Some(p) => (
                LlvmStream::new(Box::new(std::fs::File::create(p)?), QUIET_BUFFER),
                Some(p.to_string()),
            ),
        };
        Ok(Output {
            sink,
            path,
            error: None,
        })
    }

    pub fn write(&mut self, bytes: &[u8]) {
        let r = self.sink.write_all(bytes);
        self.record(r);
    }

    pub fn record(&mut self, r: std::io::Result<()>) {
        if let (Err(e), None) = (r, &self.error) {
            self.error = Some(e);
        }
    }

    pub fn finish(mut self, success: bool) -> std::io::Result<()> {
        let flushed = self.sink.flush();
        if !success {
            if let Some(p) = &self.path {
                if removable_output(p) {
                    let _ = std::fs::remove_file(p);
                }
            }
        }
        match self.error.take() {
            Some(e) => Err(e),
            None => flushed,
        }
    }
}

/// Writes to standard error at once, as LLVM's unbuffered `errs()`.
pub fn write_stderr(bytes: &[u8]) {
    let _ = std::io::stderr().lock().write_all(bytes);
}

/// Whether a failed run removes its output file: as LLVM's
/// `sys::fs::remove`, only regular files and symlinks, never `/dev/null`,
/// a pipe or another special file.
fn removable_output(path: &str) -> bool {
    std::fs::symlink_metadata(path)
        .is_ok_and(|m| m.file_type().is_file() || m.file_type().is_symlink())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[test]
    fn only_regular_files_are_removed_on_failure() {
        assert!(!removable_output("/dev/null"));
        assert!(!removable_output("/"));
        let f = std::env::temp_dir().join(format!("rmlir-out-{}", std::process::id()));
        std::fs::write(&f, b"x").unwrap();
        assert!(removable_output(f.to_str().unwrap()));
        std::fs::remove_file(&f).unwrap();
    }

    /// Records the size of every write reaching the file.
    #[derive(Clone, Default)]
    struct Writes(Arc<Mutex<Vec<usize>>>);
    impl Write for Writes {
        fn write(&mut self, d: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().push(d.len());
            Ok(d.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn writes_out_at_multiples_of_the_buffer_size() {
        let w = Writes::default();
        let mut s = LlvmStream::new(Box::new(w.clone()), 8);
        s.write_all(b"abc").unwrap();
        s.write_all(b"defgh").unwrap(); // fills the buffer exactly: kept
        s.write_all(b"ij").unwrap(); // now it goes out
        s.write_all(&[b'x'; 21]).unwrap(); // 6 to fill, then 15: 8 direct, 7 kept
        s.flush().unwrap();
        assert_eq!(*w.0.lock().unwrap(), vec![8, 8, 8, 7]);
        let w = Writes::default();
        let mut s = LlvmStream::new(Box::new(w.clone()), 0);
        s.write_all(b"abc").unwrap();
        s.write_all(b"d").unwrap();
        assert_eq!(*w.0.lock().unwrap(), vec![3, 1]);
    }
}
