//! `rmlir-opt`: reads MLIR, verifies it, prints it, as upstream mlir-opt.

mod cli;
mod render;
mod split;
mod verify_diagnostics;

use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rmlir_asm_parser::ParseOptions;
use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::printer::{print_ir_to, PrintOptions};
use rmlir_ir::Context;

use cli::Options;
use render::Source;
use verify_diagnostics::Verifier;

/// Deeply nested input recurses in the parser, verifier and printer; those
/// grow the stack on demand, and running on a thread with a generous stack
/// keeps the common case fast.
const MAIN_STACK: usize = 256 << 20;

fn main() -> ExitCode {
    let child = std::thread::Builder::new()
        .stack_size(MAIN_STACK)
        .spawn(run);
    match child.map(|c| c.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => ExitCode::from(1),
    }
}

fn run() -> u8 {
    let opts = match cli::parse_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rmlir-opt: {e}");
            return 1;
        }
    };
    if opts.show_help {
        print!("{}", cli::HELP);
        return 0;
    }
    if opts.show_version {
        println!(
            "rmlir version {}\n  mlir-opt compatible (LLVM 22 syntax)",
            env!("CARGO_PKG_VERSION")
        );
        return 0;
    }
    let input = opts.input.clone().unwrap_or_else(|| "-".into());
    let (name, text) = match read_input(&input) {
        Ok(t) => t,
        Err(e) => {
            // std's message appends "(os error N)"; upstream prints the bare text.
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            eprintln!("cannot open input file '{input}': {text}");
            return 1;
        }
    };

    let start = Instant::now();
    let mut timing = Timing::default();
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);

    let mut out = match Output::open(opts.output.as_deref()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rmlir-opt: cannot open output: {e}");
            return 1;
        }
    };
    let mut ok = true;
    match &opts.split_input_file {
        Some(marker) => {
            let chunks = split::split_chunks(&text, marker);
            let n = chunks.len();
            for (i, c) in chunks.into_iter().enumerate() {
                ok &= process_chunk(&ctx, &opts, &name, &c, &mut out, &mut timing);
                if i + 1 < n {
                    out.write(opts.output_split_marker.as_bytes());
                    out.write(b"\n");
                }
            }
        }
        None => {
            let whole = split::Chunk {
                text: &text,
                first_line: 0,
                first_col: 0,
            };
            ok = process_chunk(&ctx, &opts, &name, &whole, &mut out, &mut timing)
        }
    }

    let t = Instant::now();
    if let Err(e) = out.finish(ok) {
        eprintln!("rmlir-opt: cannot write output: {e}");
        return 1;
    }
    timing.output += t.elapsed();
    if opts.timing {
        timing.report(start.elapsed());
    }
    // The process exits now; the OS frees the context's arenas at once.
    std::mem::forget(ctx);
    if ok {
        0
    } else {
        1
    }
}

/// Wall time per phase, for `--mlir-timing`.
#[derive(Default)]
struct Timing {
    parser: Duration,
    verifier: Duration,
    output: Duration,
}

impl Timing {
    /// Prints a report laid out like mlir-opt's `--mlir-timing` list display.
    fn report(&self, total: Duration) {
        let total_s = total.as_secs_f64();
        let rest = total
            .saturating_sub(self.parser + self.verifier + self.output)
            .as_secs_f64();
        let bar = "===-------------------------------------------------------------------------===";
        let mut s =
            format!("{bar}\n                         ... Execution time report ...\n{bar}\n");
        s.push_str(&format!(
            "  Total Execution Time: {total_s:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
        ));
        let line = |v: f64, name: &str| {
            let pct = if total_s > 0.0 {
                100.0 * v / total_s
            } else {
                0.0
            };
            format!("  {v:8.4} ({pct:5.1}%)  {name}\n")
        };
        s.push_str(&line(self.parser.as_secs_f64(), "Parser"));
        s.push_str(&line(self.verifier.as_secs_f64(), "Verifier"));
        s.push_str(&line(self.output.as_secs_f64(), "Output"));
        s.push_str(&line(rest, "Rest"));
        s.push_str(&line(total_s, "Total"));
        let _ = std::io::stderr().write_all(s.as_bytes());
    }
}

fn read_input(path: &str) -> std::io::Result<(String, Vec<u8>)> {
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf)?;
        Ok(("<stdin>".into(), buf))
    } else {
        Ok((path.to_string(), read_file(path)?))
    }
}

/// Reads a file; a large one in two halves at once, so the copy out of
/// the page cache (and the faults on the fresh buffer) take half as long.
fn read_file(path: &str) -> std::io::Result<Vec<u8>> {
    use std::os::unix::fs::FileExt;
    const PARALLEL_FROM: u64 = 4 << 20;
    let file = std::fs::File::open(path)?;
    let len = file.metadata()?.len();
    let Ok(n) = usize::try_from(len) else {
        return std::fs::read(path);
    };
    if len < PARALLEL_FROM || !file.metadata()?.is_file() {
        return std::fs::read(path);
    }
    // Zeroed memory comes from the OS untouched: each half is faulted in by
    // the thread reading it.
    let mut buf = vec![0u8; n];
    let (a, b) = buf.split_at_mut(n / 2);
    std::thread::scope(|s| {
        let second = s.spawn(|| file.read_exact_at(b, (n / 2) as u64));
        file.read_exact_at(a, 0)?;
        second
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })?;
    // A file that grew while being read: the rest, as `fs::read` would.
    let mut rest = Vec::new();
    let mut f = &file;
    std::io::Seek::seek(&mut f, std::io::SeekFrom::Start(len))?;
    std::io::Read::read_to_end(&mut f, &mut rest)?;
    buf.extend_from_slice(&rest);
    Ok(buf)
}

/// The output stream: standard output, or a file that, like LLVM's
/// `ToolOutputFile`, is removed again when the run fails.
struct Output {
    sink: std::io::BufWriter<Box<dyn Write>>,
    path: Option<String>,
    error: Option<std::io::Error>,
}

impl Output {
    fn open(path: Option<&str>) -> std::io::Result<Output> {
        let (inner, path): (Box<dyn Write>, _) = match path {
            None | Some("-") => (Box::new(std::io::stdout().lock()), None),
            Some(p) => (Box::new(std::fs::File::create(p)?), Some(p.to_string())),
        };
        Ok(Output {
            sink: std::io::BufWriter::with_capacity(1 << 16, inner),
            path,
            error: None,
        })
    }

    fn write(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.sink.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    fn record(&mut self, r: std::io::Result<()>) {
        if let (Err(e), None) = (r, &self.error) {
            self.error = Some(e);
        }
    }

    fn finish(mut self, success: bool) -> std::io::Result<()> {
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

/// Whether a failed run removes its output file: as LLVM's
/// `sys::fs::remove`, only regular files and symlinks, never `/dev/null`,
/// a pipe or another special file.
fn removable_output(path: &str) -> bool {
    std::fs::symlink_metadata(path)
        .is_ok_and(|m| m.file_type().is_file() || m.file_type().is_symlink())
}

#[cfg(test)]
mod output_tests {
    #[test]
    fn only_regular_files_are_removed_on_failure() {
        assert!(!super::removable_output("/dev/null"));
        assert!(!super::removable_output("/"));
        let f = std::env::temp_dir().join(format!("rmlir-out-{}", std::process::id()));
        std::fs::write(&f, b"x").unwrap();
        assert!(super::removable_output(f.to_str().unwrap()));
        std::fs::remove_file(&f).unwrap();
    }
}

/// Parses, verifies and prints one chunk. Returns false on failure.
fn process_chunk(
    ctx: &Context,
    opts: &Options,
    name: &str,
    c: &split::Chunk<'_>,
    out: &mut Output,
    timing: &mut Timing,
) -> bool {
    let (chunk, first_line) = (c.text, c.first_line);
    // Line and column numbers in diagnostics count from the start of the
    // whole file, as upstream reports them; padding the chunk to its place
    // keeps the parser's positions right.
    let padded;
    let text: &[u8] = if first_line == 0 && c.first_col == 0 {
        chunk
    } else {
        let mut v = vec![b'\n'; first_line];
        v.resize(first_line + c.first_col, b' ');
        v.extend_from_slice(chunk);
        padded = v;
        &padded
    };
    let src = Source::new(name, text);
    let mut verifier = opts.verify_diagnostics.then(|| {
        let v = Verifier::new(text, 0);
        if opts.verify_only_expected {
            v.only_expected()
        } else {
            v
        }
    });
    let ok = process_chunk_inner(ctx, opts, name, &src, &mut verifier, out, timing);
    if !opts.verify_diagnostics && memchr_expected(chunk) {
        let report = Verifier::new(text, 0).report_unverified(&src);
        let _ = std::io::stderr().write_all(&message_bytes(&report));
    }
    ok
}

fn memchr_expected(chunk: &[u8]) -> bool {
    memchr::memmem::find(chunk, b"expected-").is_some()
}

fn process_chunk_inner(
    ctx: &Context,
    opts: &Options,
    name: &str,
    src: &Source<'_>,
    verifier: &mut Option<Verifier>,
    out: &mut Output,
    timing: &mut Timing,
) -> bool {
    let t = Instant::now();
    let parsed = parse_chunk(ctx, opts, name, src.text);
    timing.parser += t.elapsed();
    let parsed = match parsed {
        Ok(p) => p,
        Err(diags) => {
            report(ctx, src, verifier, diags);
            return finish(verifier.take(), src);
        }
    };

    let popts = PrintOptions {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        pretty_debug_info: opts.pretty_debuginfo,
        local_scope: opts.print_local_scope,
        single_threaded: opts.disable_threading,
        unique_ssa_ids: opts.unique_ssa_ids,
        skip_regions: opts.skip_regions,
        value_users: opts.value_users,
        use_nameloc_as_prefix: opts.use_nameloc_as_prefix,
        // Only IR that verified below gets printed.
        assume_verified: true,
        elide_elements_if_larger: opts.elide_elements_if_larger,
        hex_elements_if_larger: opts.hex_elements_if_larger,
        ..PrintOptions::default()
    };
    let t = Instant::now();
    let mut diags = rmlir_ir::verifier::verify_with(ctx, &parsed.ir, &popts);
    timing.verifier += t.elapsed();
    // Upstream verifies bytecode while reading it, where every diagnostic
    // gets a note naming the file's version and producer.
    if let Some(note) = &parsed.bytecode_note {
        for d in &mut diags {
            d.notes.push(Diagnostic::note(d.loc, note.clone()));
        }
    }
    let has_error = diags.iter().any(|d| d.severity == Severity::Error);
    report(ctx, src, verifier, diags);
    if verifier.is_some() {
        return finish(verifier.take(), src);
    }
    if has_error {
        return false;
    }
    let t = Instant::now();
    if opts.emit_bytecode {
        let wopts = rmlir_bytecode::WriteOptions {
            version: opts
                .emit_bytecode_version
                .unwrap_or(rmlir_bytecode::encoding::version::CURRENT),
            elide_resource_data: opts.elide_resource_data,
            single_threaded: opts.disable_threading,
            ..Default::default()
        };
        let ok = match rmlir_bytecode::write_bytecode(ctx, &parsed.ir, &parsed.metadata, &wopts) {
            Ok(bytes) => {
                out.write(&bytes);
                timing.output += t.elapsed();
                true
            }
            Err(msg) => {
                let loc = parsed
                    .ir
                    .top()
                    .map(|top| parsed.ir.body(top.body).op(top.op).loc)
                    .unwrap_or_else(|| ctx.unknown_loc());
                report(ctx, src, verifier, vec![Diagnostic::error(loc, msg)]);
                false
            }
        };
        if opts.split_input_file.is_none() {
            // As after printing: the OS reclaims the IR faster at exit.
            std::mem::forget(parsed);
        }
        return ok;
    }
    let written = print_ir_to(ctx, &parsed.ir, &parsed.metadata, &popts, &mut out.sink);
    out.record(written);
    timing.output += t.elapsed();
    if opts.split_input_file.is_none() {
        // The process is about to exit and the OS reclaims everything at
        // once; freeing a large IR piece by piece only costs time.
        std::mem::forget(parsed);
    }
    true
}

/// Emits diagnostics to stderr, or hands them to the verifier.
fn report(
    ctx: &Context,
    src: &Source<'_>,
    verifier: &mut Option<Verifier>,
    diags: Vec<Diagnostic>,
) -> bool {
    let mut ok = true;
    let mut text = String::new();
    for d in &diags {
        ok &= d.severity != Severity::Error;
        match verifier {
            Some(v) => v.handle(ctx, src, d),
            None => render::render(ctx, src, d, &mut text),
        }
    }
    if !text.is_empty() {
        let _ = std::io::stderr().write_all(&message_bytes(&text));
    }
    ok
}

fn finish(verifier: Option<Verifier>, src: &Source<'_>) -> bool {
    match verifier {
        Some(v) => {
            let (ok, failures) = v.finish(src);
            let _ = std::io::stderr().write_all(&message_bytes(&failures));
            ok
        }
        None => false,
    }
}

/// The IR and resources of an input, text or bytecode.
struct Input {
    ir: rmlir_ir::Ir,
    metadata: rmlir_ir::resources::FileMetadata,
    /// The note every verifier diagnostic of a bytecode input gets.
    bytecode_note: Option<String>,
}

/// Parses a chunk, text or bytecode (by its magic bytes).
fn parse_chunk(
    ctx: &Context,
    opts: &Options,
    name: &str,
    buf: &[u8],
) -> Result<Input, Vec<Diagnostic>> {
    let popts = ParseOptions {
        filename: name.to_string(),
        no_implicit_module: opts.no_implicit_module,
        single_threaded: opts.disable_threading,
        ..ParseOptions::default()
    };
    rmlir_bytecode::parse_source_file(ctx, buf, &popts).map(|m| Input {
        bytecode_note: m.bytecode_note(),
        ir: m.ir,
        metadata: m.metadata,
    })
}

/// Diagnostics as bytes: the bytes of names that are not UTF-8 written
/// back as they were (see `rmlir_ir::diagnostics::message_text`).
fn message_bytes(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    rmlir_ir::diagnostics::write_message(text, &mut out);
    out
}
