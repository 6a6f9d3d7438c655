//! One buffer (the input, or a chunk of it under `--split-input-file`)
//! through mlir-opt's `processBuffer`: parse (verifying), then print or
//! write bytecode, with diagnostics rendered or checked against the
//! buffer's `expected-*` comments.

use std::time::Instant;

use rmlir_asm_parser::{Origin, ParseOptions};
use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::printer::{print_ir_to, PrintOptions};
use rmlir_ir::source_mgr::SourceMgr;
use rmlir_ir::Context;
use rmlir_pass::timing::TimerKey;
use rmlir_pass::{PassRegistry, TimingRecorder};

use crate::cli::Options;
use crate::verify_diagnostics::Verifier;

/// Where a buffer's output goes: the output stream and standard error, in
/// the order things happen (so that the two interleave as upstream's do).
pub trait Sink {
    /// The output stream.
    fn out(&mut self) -> &mut dyn std::io::Write;
    /// Standard error.
    fn err(&mut self, bytes: &[u8]);
    /// Records a failed write to the output stream.
    fn out_failed(&mut self, e: std::io::Error);
}

/// A buffer's output kept for later, in order: how a buffer processed on
/// another thread hands its output over.
#[derive(Default)]
pub struct Recorded {
    pub events: Vec<Event>,
    pub write_error: Option<std::io::Error>,
}

pub enum Event {
    Out(Vec<u8>),
    Err(Vec<u8>),
}

impl Sink for Recorded {
    fn out(&mut self) -> &mut dyn std::io::Write {
        if !matches!(self.events.last(), Some(Event::Out(_))) {
            self.events.push(Event::Out(Vec::new()));
        }
        match self.events.last_mut() {
            Some(Event::Out(v)) => v,
            _ => unreachable!("an output event was just pushed"),
        }
    }

    fn err(&mut self, bytes: &[u8]) {
        match self.events.last_mut() {
            Some(Event::Err(v)) => v.extend_from_slice(bytes),
            _ => self.events.push(Event::Err(bytes.to_vec())),
        }
    }

    fn out_failed(&mut self, e: std::io::Error) {
        self.write_error.get_or_insert(e);
    }
}

/// One buffer to process.
pub struct Buffer<'a> {
    /// The input's name, as locations and diagnostics show it.
    pub name: &'a str,
    pub text: &'a [u8],
    /// Where `text` starts in the input.
    pub origin: Origin,
}

/// What every buffer is processed with.
pub struct Tool<'a> {
    pub ctx: &'a Context,
    pub opts: &'a Options,
    pub registry: &'a PassRegistry,
    pub mgr: &'a SourceMgr,
}

/// Processes one buffer. Returns whether it succeeded: without
/// `--verify-diagnostics`, whether it parsed, verified, went through the
/// passes and was written; with it, whether the diagnostics were the
/// expected ones.
pub fn process(tool: &Tool<'_>, buf: &Buffer<'_>, sink: &mut dyn Sink) -> bool {
    let (opts, mgr) = (tool.opts, tool.mgr);
    let start = Instant::now();
    // The timers of upstream's `performActions`, as its
    // `DefaultTimingManager` reports them (`Parser`, the passes, `Output`).
    let mut timing = TimingRecorder::new();
    let mut verifier = opts.verify_diagnostics.then(|| {
        let v = Verifier::new(buf.text, buf.origin.line as usize);
        if opts.verify_only_expected {
            v.only_expected()
        } else {
            v
        }
    });
    let ok = perform_actions(tool, buf, &mut verifier, sink, &mut timing);
    if opts.timing {
        timing.set_root_time(start.elapsed());
        sink.err(&message_bytes(&timing.report(opts.timing_display)));
    }
    match verifier {
        Some(v) => {
            let (ok, failures) = v.finish(mgr, buf.name);
            sink.err(&message_bytes(&failures));
            ok
        }
        None => ok,
    }
}

/// Upstream's `performActions`: parse, run the passes, then write the
/// output.
fn perform_actions(
    tool: &Tool<'_>,
    buf: &Buffer<'_>,
    verifier: &mut Option<Verifier>,
    sink: &mut dyn Sink,
    timing: &mut TimingRecorder,
) -> bool {
    let (ctx, opts, mgr) = (tool.ctx, tool.opts, tool.mgr);
    timing.start(TimerKey::Named("Parser".into()), || "Parser".into());
    let parsed = parse(ctx, opts, buf);
    let mut parsed = match parsed {
        Ok(p) => p,
        Err(diags) => {
            timing.stop();
            report(ctx, mgr, buf.name, verifier, sink, diags);
            return false;
        }
    };
    let popts = print_options(opts);
    let mut diags = rmlir_ir::verifier::verify_with(ctx, &parsed.ir, &popts);
    timing.stop();
    // Upstream verifies bytecode while reading it, where every diagnostic
    // gets a note naming the file's version and producer.
    if let Some(note) = &parsed.bytecode_note {
        for d in &mut diags {
            d.notes.push(Diagnostic::note(d.loc, note.clone()));
        }
    }
    let has_error = diags.iter().any(|d| d.severity == Severity::Error);
    report(ctx, mgr, buf.name, verifier, sink, diags);
    if has_error {
        return false;
    }
    rmlir_ir::verifier::apply_verifier_side_effects(ctx, &mut parsed.ir, &popts);
    if opts.verify_roundtrip {
        let diags = crate::roundtrip::verify(ctx, &parsed.ir, &parsed.metadata);
        if !diags.is_empty() {
            report(ctx, mgr, buf.name, verifier, sink, diags);
            return false;
        }
    }

    if crate::passes::wanted(opts) {
        let mut events = Vec::new();
        // IR dumps verify the IR before printing it in custom form, unless
        // told to assume it verified.
        let dump_flags = PrintOptions {
            assume_verified: opts.assume_verified,
            ..popts.clone()
        };
        let input = crate::passes::Input {
            ir: &mut parsed.ir,
            meta: &mut parsed.metadata,
            text: buf.text,
            origin: buf.origin,
            file: buf.name,
        };
        let ok = crate::passes::run(
            ctx,
            opts,
            tool.registry,
            input,
            &dump_flags,
            opts.timing.then_some(&mut *timing),
            &mut events,
        );
        for e in events {
            match e {
                rmlir_pass::Event::Diagnostic(d) => {
                    report(ctx, mgr, buf.name, verifier, sink, vec![d])
                }
                rmlir_pass::Event::Stderr(bytes) => sink.err(&bytes),
            }
        }
        if !ok {
            return false;
        }
    }

    timing.start(TimerKey::Named("Output".into()), || "Output".into());
    let ok = if opts.emit_bytecode {
        let wopts = rmlir_bytecode::WriteOptions {
            version: opts
                .emit_bytecode_version
                .unwrap_or(rmlir_bytecode::encoding::version::CURRENT),
            elide_resource_data: opts.elide_resource_data,
            single_threaded: opts.disable_threading,
            ..Default::default()
        };
        match rmlir_bytecode::write_bytecode(ctx, &parsed.ir, &parsed.metadata, &wopts) {
            Ok(bytes) => {
                if let Err(e) = sink.out().write_all(&bytes) {
                    sink.out_failed(e);
                }
                true
            }
            Err(e) => {
                let loc = e.loc.unwrap_or_else(|| {
                    parsed
                        .ir
                        .top()
                        .map(|top| parsed.ir.body(top.body).op(top.op).loc)
                        .unwrap_or_else(|| ctx.unknown_loc())
                });
                let d = Diagnostic::error(loc, e.message);
                report(ctx, mgr, buf.name, verifier, sink, vec![d]);
                false
            }
        }
    } else {
        let r = print_ir_to(ctx, &parsed.ir, &parsed.metadata, &popts, sink.out());
        if let Err(e) = r {
            sink.out_failed(e);
        }
        true
    };
    timing.stop();
    if opts.split_input_file.is_none() {
        // The process is about to exit and the OS reclaims everything at
        // once; freeing a large IR piece by piece only costs time.
        std::mem::forget(parsed);
    }
    ok
}

fn print_options(opts: &Options) -> PrintOptions {
    PrintOptions {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        pretty_debug_info: opts.pretty_debuginfo,
        local_scope: opts.print_local_scope,
        single_threaded: opts.disable_threading,
        unique_ssa_ids: opts.unique_ssa_ids,
        skip_regions: opts.skip_regions,
        value_users: opts.value_users,
        use_nameloc_as_prefix: opts.use_nameloc_as_prefix,
        // Only IR that verified gets printed.
        assume_verified: true,
        elide_elements_if_larger: opts.elide_elements_if_larger,
        hex_elements_if_larger: opts.hex_elements_if_larger,
        ..PrintOptions::default()
    }
}

/// Shows diagnostics on standard error, or hands them to the verifier.
fn report(
    ctx: &Context,
    mgr: &SourceMgr,
    name: &str,
    verifier: &mut Option<Verifier>,
    sink: &mut dyn Sink,
    diags: Vec<Diagnostic>,
) {
    let mut text = String::new();
    for d in &diags {
        match verifier {
            Some(v) => v.handle(ctx, mgr, name, d),
            None => mgr.render_to(ctx, d, &mut text),
        }
    }
    if !text.is_empty() {
        sink.err(&message_bytes(&text));
    }
}

/// The IR and resources of an input, text or bytecode.
struct Input {
    ir: rmlir_ir::Ir,
    metadata: rmlir_ir::resources::FileMetadata,
    /// The note every verifier diagnostic of a bytecode input gets.
    bytecode_note: Option<String>,
}

/// Parses a buffer, text or bytecode (by its magic bytes).
fn parse(ctx: &Context, opts: &Options, buf: &Buffer<'_>) -> Result<Input, Vec<Diagnostic>> {
    let popts = ParseOptions {
        filename: buf.name.to_string(),
        no_implicit_module: opts.no_implicit_module,
        single_threaded: opts.disable_threading,
        origin: buf.origin,
        ..ParseOptions::default()
    };
    rmlir_bytecode::parse_source_file(ctx, buf.text, &popts).map(|m| Input {
        bytecode_note: m.bytecode_note(),
        ir: m.ir,
        metadata: m.metadata,
    })
}

/// Diagnostics as bytes: the bytes of names that are not UTF-8 written
/// back as they were (see `rmlir_ir::diagnostics::message_text`).
pub fn message_bytes(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    rmlir_ir::diagnostics::write_message(text, &mut out);
    out
}
