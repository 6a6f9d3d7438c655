//! `rmlir-opt`: reads MLIR, verifies it, prints it, as upstream mlir-opt.

mod chunk;
mod cli;
mod malloc_tuning;
mod output;
mod passes;
mod roundtrip;
mod split;
mod verify_diagnostics;

use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::Arc;

use rmlir_ir::source_mgr::{SourceMgr, SourceText};
use rmlir_ir::Context;

use output::Output;
use verify_diagnostics::Verifier;

/// Deeply nested input recurses in the parser, verifier and printer; those
/// grow the stack on demand, and running on a thread with a generous stack
/// keeps the common case fast.
const MAIN_STACK: usize = 256 << 20;

fn main() -> ExitCode {
    malloc_tuning::tune();
    let child = std::thread::Builder::new()
        .stack_size(MAIN_STACK)
        .spawn(run);
    match child.map(|c| c.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => ExitCode::from(1),
    }
}

/// The tool's name as LLVM's option errors give it: `argv[0]`'s file name.
fn program_name() -> String {
    std::env::args()
        .next()
        .and_then(|a| {
            std::path::Path::new(&a)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| "rmlir-opt".into())
}

/// Every pass rmlir implements (upstream's `registerAllPasses`).
fn pass_registry() -> rmlir_pass::PassRegistry {
    let mut registry = rmlir_pass::PassRegistry::new();
    rmlir_pass::register(&mut registry);
    rmlir_transforms::register(&mut registry);
    rmlir_conversion::register(&mut registry);
    rmlir_scf::transforms::register(&mut registry);
    rmlir_tosa::transforms::register(&mut registry);
    rmlir_linalg::transforms::register(&mut registry);
    registry
}

fn run() -> u8 {
    let registry = pass_registry();
    let program = program_name();
    let opts = match cli::parse_args(std::env::args().skip(1), &registry, &program) {
        Ok(o) => o,
        Err(e) => {
            // LLVM's option errors carry the program name already.
            if e.starts_with(&format!("{program}: ")) {
                eprintln!("{e}");
            } else {
                eprintln!("rmlir-opt: {e}");
            }
            return 1;
        }
    };
    let mut ctx = rmlir_dialects::context();
    // Upstream's `registerAllExtensions`: interfaces attached from outside
    // the dialects.
    rmlir_conversion::runtime_verification::attach(&mut ctx);
    if opts.show_help {
        print!("{}", cli::help_with_passes(&dialect_names(&ctx), &registry));
        return 0;
    }
    if opts.list_passes {
        print!("{}", registry.list_passes());
        return 0;
    }
    if opts.show_dialects {
        // As mlir-opt: the names one per line, the last without a newline.
        print!("Available Dialects:\n{}", dialect_names(&ctx).join("\n"));
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

    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    // Expected diagnostics are upstream's: rmlir's own notes would be
    // unexpected ones.
    ctx.set_explain_unimplemented(!opts.verify_diagnostics);

    let mut out = match Output::open(opts.output.as_deref()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rmlir-opt: cannot open output: {e}");
            return 1;
        }
    };
    let mgr = SourceMgr::new();
    mgr.add_shared_buffer(name.clone(), text.clone());
    let text: &[u8] = (*text).as_ref();
    let tool = chunk::Tool {
        ctx: &ctx,
        opts: &opts,
        registry: &registry,
        mgr: &mgr,
    };
    let ok = match &opts.split_input_file {
        Some(marker) => process_chunks(&tool, &name, &text, marker, &mut out),
        None => {
            let buf = chunk::Buffer {
                name: &name,
                text: &text,
                origin: Default::default(),
            };
            let mut sink = Direct { out: &mut out };
            chunk::process(&tool, &buf, &mut sink)
        }
    };
    // Without --verify-diagnostics, mlir-opt 22 reports every `expected-*`
    // comment of the input as not produced once all of it is processed
    // (the exit status does not change).
    if !opts.verify_diagnostics && memchr::memmem::find(&text, b"expected-").is_some() {
        let report = Verifier::new(&text, 0).report_unverified(&mgr, &name);
        output::write_stderr(&chunk::message_bytes(&report));
    }
    if let Err(e) = out.finish(ok) {
        eprintln!("rmlir-opt: cannot write output: {e}");
        return 1;
    }
    // The process exits now; the OS frees the context's arenas at once.
    std::mem::forget(ctx);
    if ok {
        0
    } else {
        1
    }
}

/// The registered dialects, sorted, as mlir-opt lists them.
fn dialect_names(ctx: &Context) -> Vec<String> {
    let mut names: Vec<String> = ctx
        .registry()
        .dialects()
        .iter()
        .map(|d| d.name.to_string())
        .collect();
    names.sort();
    names
}

/// Writes a buffer's output as it is made.
struct Direct<'a> {
    out: &'a mut Output,
}

impl chunk::Sink for Direct<'_> {
    fn out(&mut self) -> &mut dyn Write {
        &mut self.out.sink
    }

    fn err(&mut self, bytes: &[u8]) {
        output::write_stderr(bytes);
    }

    fn out_failed(&mut self, e: std::io::Error) {
        self.out.record(Err(e));
    }
}

/// `--split-input-file`: each chunk is processed on its own, on all cores,
/// and its output (and diagnostics) written in order as it completes, with
/// the output marker between chunks. Returns whether all succeeded.
fn process_chunks(
    tool: &chunk::Tool<'_>,
    name: &str,
    text: &[u8],
    marker: &str,
    out: &mut Output,
) -> bool {
    let opts = tool.opts;
    let chunks = split::split_chunks(text, marker);
    let n = chunks.len();
    let threads = if opts.disable_threading {
        1
    } else {
        rmlir_ir::parallel::available_threads()
    };
    let mut ok = true;
    let mut i = 0;
    let mut emit = |(chunk_ok, rec): (bool, chunk::Recorded)| {
        ok &= chunk_ok;
        for e in rec.events {
            match e {
                chunk::Event::Out(bytes) => out.write(&bytes),
                chunk::Event::Err(bytes) => output::write_stderr(&bytes),
            }
        }
        if let Some(e) = rec.write_error {
            out.record(Err(e));
        }
        i += 1;
        if i < n {
            out.write(opts.output_split_marker.as_bytes());
            out.write(b"\n");
        }
    };
    let one = |_: &mut (), c: &split::Chunk<'_>| {
        let mut rec = chunk::Recorded::default();
        let buf = chunk::Buffer {
            name,
            text: c.text,
            origin: rmlir_asm_parser::Origin {
                line: c.first_line as u32,
                col: c.first_col as u32,
            },
        };
        let ok = chunk::process(tool, &buf, &mut rec);
        (ok, rec)
    };
    // A chunk's own phases use the cores when it is large; many small
    // chunks use them one chunk per thread.
    rmlir_ir::parallel::for_each_in_order(&chunks, threads, 4 * threads, || (), one, &mut emit);
    ok
}

fn read_input(path: &str) -> std::io::Result<(String, SourceText)> {
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf)?;
        Ok(("<stdin>".into(), Arc::new(buf)))
    } else {
        Ok((path.to_string(), read_file(path)?))
    }
}

/// Reads a file: a large regular file is mapped rather than copied, as
/// LLVM's `MemoryBuffer` maps it; mlir-opt's input buffer costs it no copy
/// and no zeroed pages either.
fn read_file(path: &str) -> std::io::Result<SourceText> {
    const MAP_FROM: u64 = 1 << 20;
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() >= MAP_FROM {
        // SAFETY: the map is read-only and lives as long as the buffer. A
        // file another process truncates while rmlir-opt reads it would
        // fault, as it would for mlir-opt, which maps its input the same
        // way; that is not input rmlir-opt can check.
        if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
            return Ok(Arc::new(map));
        }
    }
    Ok(Arc::new(std::fs::read(path)?))
}
