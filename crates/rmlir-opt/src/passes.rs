//! The pass pipeline step of a buffer, between parsing and output: the
//! pass manager set up from the flags as upstream's `performActions` does
//! (`applyPassManagerCLOptions`, `--run-reproducer`, the pipeline flags),
//! then run on the parsed top-level op.

use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::printer::PrintOptions;
use rmlir_ir::resources::{FileMetadata, ResourceValue};
use rmlir_ir::{Context, Ir};
use rmlir_pass::{
    Event, IrPrintingConfig, Nesting, PassManager, PassRegistry, ReproducerConfig, TimingRecorder,
};

use crate::cli::Options;

/// Whether the flags ask for any pass work at all (otherwise the step is
/// skipped, and nothing of it shows in timing reports).
pub fn wanted(opts: &Options) -> bool {
    opts.pass_pipeline.is_some()
        || !opts.passes.is_empty()
        || opts.run_reproducer
        || opts.dump_pass_pipeline
        || opts.pass_statistics
        || opts.generate_reproducer.is_some()
        || (opts.crash_reproducer.is_some() && opts.local_reproducer)
        || opts.print_ir_module_scope
}

/// The `mlir_reproducer` resource of the input, for `--run-reproducer`
/// (upstream's `PassReproducerOptions`).
#[derive(Default)]
struct ReproducerOptions {
    pipeline: Option<String>,
    disable_threading: Option<bool>,
    verify_each: Option<bool>,
}

/// Where `key` of the `mlir_reproducer` resource is in `text`, as a
/// 1-based line and column (the resource entries keep no location).
fn resource_key_position(text: &[u8], key: &[u8]) -> Option<(u32, u32, usize)> {
    let start = memchr::memmem::find(text, b"{-#")?;
    let res = start + memchr::memmem::find(&text[start..], b"mlir_reproducer")?;
    let at = res + memchr::memmem::find(&text[res..], key)?;
    let line_start = text[..at]
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |i| i + 1);
    let line = text[..at].iter().filter(|&&c| c == b'\n').count() as u32 + 1;
    Some((line, (at - line_start) as u32 + 1, at))
}

/// Reads (and removes from `meta`) the `mlir_reproducer` resource: its
/// errors are upstream's resource parser's.
fn take_reproducer_options(
    ctx: &Context,
    meta: &mut FileMetadata,
    text: &[u8],
    origin: &rmlir_asm_parser::Origin,
    file: &str,
) -> Result<ReproducerOptions, Diagnostic> {
    let key = ctx.ident("mlir_reproducer");
    let Some(pos) = meta.external_resources.iter().position(|(k, _)| *k == key) else {
        return Ok(ReproducerOptions::default());
    };
    let (_, entries) = meta.external_resources.remove(pos);
    let mut o = ReproducerOptions::default();
    let loc_of = |key: &[u8], value: bool| {
        let (line, mut col, at) = resource_key_position(text, key).unwrap_or((0, 0, 0));
        if value {
            // The value follows `key:` and spaces.
            let rest = text.get(at + key.len()..).unwrap_or_default();
            let skip = rest
                .iter()
                .position(|&c| c != b':' && c != b' ')
                .unwrap_or(0);
            col += (key.len() + skip) as u32;
        }
        let line = line + origin.line;
        ctx.file_line_col(file, line, col)
    };
    for e in entries {
        let name = String::from_utf8_lossy(&e.key).into_owned();
        match (name.as_str(), &e.value) {
            ("pipeline", ResourceValue::String(s)) => {
                o.pipeline = Some(String::from_utf8_lossy(s).into_owned())
            }
            ("pipeline", _) => {
                return Err(Diagnostic::error(
                    loc_of(&e.key, true),
                    "expected string value for key 'pipeline'",
                ))
            }
            ("disable_threading" | "verify_each", ResourceValue::Bool(b)) => {
                if name == "verify_each" {
                    o.verify_each = Some(*b);
                } else {
                    o.disable_threading = Some(*b);
                }
            }
            ("disable_threading" | "verify_each", _) => {
                return Err(Diagnostic::error(
                    loc_of(&e.key, true),
                    format!("expected 'true' or 'false' value for key '{name}'"),
                ))
            }
            _ => {
                return Err(Diagnostic::error(
                    loc_of(&e.key, false),
                    format!("unknown 'mlir_reproducer' resource key '{name}'"),
                ))
            }
        }
    }
    Ok(o)
}

/// What the step needs from the buffer being processed.
pub struct Input<'a> {
    pub ir: &'a mut Ir,
    pub meta: &'a mut FileMetadata,
    /// The buffer's text and where it starts in the file, to locate
    /// reproducer resource errors.
    pub text: &'a [u8],
    pub origin: rmlir_asm_parser::Origin,
    pub file: &'a str,
}

/// Runs the pipeline the flags ask for on the parsed op. Output (diagnostics,
/// IR dumps, reports) goes to `events`, in order; returns whether the
/// buffer goes on to be printed.
pub fn run(
    ctx: &Context,
    opts: &Options,
    registry: &PassRegistry,
    input: Input<'_>,
    print_flags: &PrintOptions,
    timing: Option<&mut TimingRecorder>,
    events: &mut Vec<Event>,
) -> bool {
    let error = |events: &mut Vec<Event>, msg: String| {
        events.push(Event::Diagnostic(Diagnostic::error(ctx.unknown_loc(), msg)));
    };
    let Some(top) = input.ir.top() else {
        return false;
    };
    // Upstream reads the reproducer resource while parsing: its errors
    // are parse errors.
    let repro = if opts.run_reproducer {
        match take_reproducer_options(ctx, input.meta, input.text, &input.origin, input.file) {
            Ok(r) => r,
            Err(d) => {
                events.push(Event::Diagnostic(d));
                return false;
            }
        }
    } else {
        ReproducerOptions::default()
    };
    let top_name = ctx
        .ident_str(input.ir.body(top.body).op(top.op).name)
        .into_owned();
    let mut pm = PassManager::new(&top_name, Nesting::Implicit);
    pm.enable_verifier(opts.verify_each);
    pm.set_print_flags(print_flags.clone());
    // Dumps of the top-level op and reproducers print the input's blobs.
    let prints_ir = opts.crash_reproducer.is_some()
        || opts.print_ir_before_all
        || opts.print_ir_after_all
        || opts.print_ir_after_failure
        || !opts.print_ir_before.is_empty()
        || !opts.print_ir_after.is_empty();
    if prints_ir {
        pm.set_resources(input.meta);
    }
    let mut threading = !opts.disable_threading;
    // Upstream's `applyPassManagerCLOptions`.
    if let Some(path) = &opts.crash_reproducer {
        if opts.local_reproducer && threading {
            error(
                events,
                "Local crash reproduction may not be used without disabling mutli-threading first."
                    .into(),
            );
            return false;
        }
        pm.enable_crash_reproducer(ReproducerConfig {
            path: path.clone(),
            local: opts.local_reproducer,
        });
    }
    // Refused whether or not anything is printed.
    if opts.print_ir_module_scope && threading {
        error(
            events,
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n".into(),
        );
        return false;
    }
    if let Some(mut cfg) = IrPrintingConfig::from_flags(
        opts.print_ir_before_all,
        opts.print_ir_before.clone(),
        opts.print_ir_after_all,
        opts.print_ir_after.clone(),
        opts.print_ir_after_failure,
    ) {
        cfg.module_scope = opts.print_ir_module_scope;
        cfg.after_change = opts.print_ir_after_change;
        cfg.tree_dir = opts.print_ir_tree_dir.as_ref().map(Into::into);
        pm.enable_ir_printing(cfg);
    }
    if opts.pass_statistics {
        pm.enable_statistics(opts.pass_statistics_display);
    }
    if opts.timing {
        pm.enable_timing();
    }
    // `--run-reproducer`: the recorded pipeline and flags.
    if let Some(p) = &repro.pipeline {
        match rmlir_pass::parse_anchored_pipeline(p, registry, &opts.program) {
            Ok(parsed) => pm.set_pipeline(parsed),
            Err(e) => {
                // Upstream writes these straight to standard error.
                events.push(Event::Stderr(e.into_text().into_bytes()));
                return false;
            }
        }
    }
    if repro.disable_threading == Some(true) {
        threading = false;
    }
    if let Some(v) = repro.verify_each {
        pm.enable_verifier(v);
    }
    pm.set_threads(if threading {
        rmlir_ir::parallel::available_threads()
    } else {
        1
    });
    // The pipeline flags (upstream's `PassPipelineCLParser::addToPipeline`).
    if let Some(text) = &opts.pass_pipeline {
        if !opts.passes.is_empty() {
            error(
                events,
                "'-pass-pipeline' option can't be used with individual pass options".into(),
            );
            return false;
        }
        match rmlir_pass::parse_anchored_pipeline(text, registry, &opts.program) {
            Ok(parsed) => pm.set_pipeline(parsed),
            Err(e) => {
                if !e.stderr.is_empty() {
                    events.push(Event::Stderr(e.stderr.into_bytes()));
                }
                error(events, e.stream);
                return false;
            }
        }
    } else {
        let cx = rmlir_pass::options::OptionsParseCx {
            registry,
            program: &opts.program,
        };
        for (arg, options) in &opts.passes {
            let Some(entry) = registry.lookup(arg) else {
                continue;
            };
            if let Err(e) = entry.add_to_pipeline(&mut pm, options, &cx) {
                if !e.stderr.is_empty() {
                    events.push(Event::Stderr(e.stderr.into_bytes()));
                }
                error(events, e.message);
                return false;
            }
        }
    }
    if opts.dump_pass_pipeline {
        let mut text = pm.dump();
        text.push('\n');
        events.push(Event::Stderr(text.into_bytes()));
    }
    let result = pm.run(ctx, input.ir, top, timing);
    events.extend(result.events);
    if !result.success {
        return false;
    }
    if let Some(path) = &opts.generate_reproducer {
        let mut pipeline = String::from(pm.anchor_name());
        pipeline.push('(');
        pm.print_textual(&mut pipeline);
        pipeline.push(')');
        // Upstream reports nothing when the file cannot be written.
        let _ = rmlir_pass::reproducer::write_reproducer(
            ctx,
            input.ir,
            &pipeline,
            false,
            false,
            path,
            input.meta,
            print_flags,
        );
    }
    true
}
