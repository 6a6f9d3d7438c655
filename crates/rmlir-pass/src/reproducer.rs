//! Crash and failure reproducers (upstream's `PassCrashRecovery.cpp`):
//! when the pipeline fails or a pass panics, the IR from before (the
//! pipeline, or with `local`, the failing pass) is written to a file with
//! the pipeline that fails on it, in the `mlir_reproducer` resource that
//! `--run-reproducer` reads back.

use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::printer::PrintOptions;
use rmlir_ir::resources::{FileMetadata, ResourceEntry, ResourceValue};
use rmlir_ir::{Context, Ir, Location, OpRef};

use crate::manager::{Event, OpPassManager};
use crate::pass::Pass;

/// Where and how to write reproducers.
#[derive(Clone, Debug)]
pub struct ReproducerConfig {
    /// The reproducer file.
    pub path: String,
    /// Record only the failing pass, with the IR from just before it
    /// (`--mlir-pass-pipeline-local-reproducer`).
    pub local: bool,
}

/// The IR to reproduce from and the pipeline to run on it.
struct Snapshot {
    ir: Ir,
    pipeline: String,
}

/// A pass running on an op, as failure messages name it.
struct Running {
    pass_id: u32,
    op: OpRef,
    text: String,
}

/// The state of one pipeline run with reproducers on (upstream's
/// `PassCrashReproducerGenerator` and `CrashReproducerInstrumentation`).
/// The pass manager runs such pipelines on one thread.
pub(crate) struct CrashState {
    cfg: ReproducerConfig,
    disable_threading: bool,
    verify_each: bool,
    /// The snapshots that would be written: the pipeline's, or one per
    /// running pass when local.
    contexts: Vec<Snapshot>,
    running: Vec<Running>,
    /// Only the first failure writes a reproducer as it happens.
    already_failed: bool,
    /// The dialect resources of the input, printed with the IR.
    resources: FileMetadata,
}

/// Upstream's `formatPassOpReproducerMessage`.
fn describe(ctx: &Context, ir: &Ir, pass: &dyn Pass, op: OpRef) -> String {
    let name = ctx.ident_str(ir.body(op.body).op(op.op).name);
    let mut s = format!("`{}` on '{name}' operation", pass.name());
    let is_symbol = ctx
        .op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| d.interfaces.symbol.is_some());
    if is_symbol {
        if let Some(sym) = rmlir_ir::symbols::symbol_name(ctx, ir, op) {
            s.push_str(": @");
            s.push_str(&String::from_utf8_lossy(sym));
        }
    }
    s
}

impl CrashState {
    /// Prepares a run of `pm` on `ir` (upstream's `initialize`): without
    /// `local`, the reproducer is the IR as it is now with the whole
    /// pipeline.
    pub(crate) fn new(
        cfg: ReproducerConfig,
        disable_threading: bool,
        verify_each: bool,
        _ctx: &Context,
        ir: &Ir,
        pm: &OpPassManager,
        resources: FileMetadata,
    ) -> Self {
        let mut contexts = Vec::new();
        if !cfg.local {
            contexts.push(Snapshot {
                ir: ir.clone(),
                pipeline: pm.reproducer_pipeline(),
            });
        }
        CrashState {
            cfg,
            disable_threading,
            verify_each,
            contexts,
            running: Vec::new(),
            already_failed: false,
            resources,
        }
    }

    /// Upstream's `prepareReproducerFor(pass, op)`.
    pub(crate) fn before_pass(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        pass: &dyn Pass,
        pass_id: u32,
    ) {
        if !self
            .running
            .iter()
            .any(|r| r.pass_id == pass_id && r.op == op)
        {
            self.running.push(Running {
                pass_id,
                op,
                text: describe(ctx, ir, pass, op),
            });
        }
        if !self.cfg.local {
            return;
        }
        // The pipeline that runs just this pass on this op: the op names
        // from the top-level op down.
        let mut scopes = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            scopes.push(ctx.ident_str(ir.body(o.body).op(o.op).name).into_owned());
            cur = ir.parent_op(o);
        }
        let mut pipeline = String::new();
        for s in scopes.iter().rev() {
            pipeline.push_str(s);
            pipeline.push('(');
        }
        pipeline.push_str(pass.argument());
        pass.options().print(&mut pipeline);
        pipeline.push_str(&")".repeat(scopes.len()));
        self.contexts.push(Snapshot {
            ir: ir.clone(),
            pipeline,
        });
    }

    /// Upstream's `removeLastReproducerFor`: the pass succeeded.
    pub(crate) fn after_pass(&mut self, op: OpRef, pass_id: u32) {
        if let Some(i) = self
            .running
            .iter()
            .rposition(|r| r.pass_id == pass_id && r.op == op)
        {
            self.running.remove(i);
        }
        if self.cfg.local {
            self.contexts.pop();
        }
    }

    /// A pass (or the verifier after it) failed on `op`: the first such
    /// failure writes the reproducer now.
    pub(crate) fn after_pass_failed(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpRef,
        flags: &PrintOptions,
    ) -> Vec<Event> {
        if self.already_failed {
            return Vec::new();
        }
        self.already_failed = true;
        let loc = ir.body(op.body).op(op.op).loc;
        self.finalize(ctx, loc, false, flags)
    }

    /// Upstream's `finalize`: after a failure, writes the reproducer and
    /// reports where, at `loc`.
    pub(crate) fn finalize(
        &mut self,
        ctx: &Context,
        loc: Location,
        success: bool,
        flags: &PrintOptions,
    ) -> Vec<Event> {
        if self.contexts.is_empty() {
            return Vec::new();
        }
        if success {
            self.contexts.clear();
            return Vec::new();
        }
        let (snapshot, note) = if !self.cfg.local {
            let list: Vec<&str> = self.running.iter().map(|r| r.text.as_str()).collect();
            (
                &self.contexts[0],
                format!("Pipeline failed while executing [{}]: ", list.join(", ")),
            )
        } else {
            let last = self.running.last().map_or("", |r| r.text.as_str());
            (
                self.contexts.last().expect("a context per running pass"),
                format!("Pipeline failed while executing {last}: "),
            )
        };
        let description = match write_reproducer(
            ctx,
            &snapshot.ir,
            &snapshot.pipeline,
            self.disable_threading,
            self.verify_each,
            &self.cfg.path,
            &self.resources,
            flags,
        ) {
            Ok(()) => format!("reproducer generated at `{}`", self.cfg.path),
            Err(e) => format!("failed to create output stream: {e}"),
        };
        self.contexts.clear();
        let d = Diagnostic::error(
            loc,
            "Failures have been detected while processing an MLIR pass pipeline",
        )
        .with_note(loc, note + &description);
        vec![Event::Diagnostic(d)]
    }
}

/// Writes `ir` with the `mlir_reproducer` resource recording `pipeline`
/// and the pass manager's flags (upstream's `makeReproducer`, also what
/// `--mlir-generate-reproducer` writes). Returns the error text of a file
/// that could not be written.
#[allow(clippy::too_many_arguments)]
pub fn write_reproducer(
    ctx: &Context,
    ir: &Ir,
    pipeline: &str,
    disable_threading: bool,
    verify_each: bool,
    path: &str,
    resources: &FileMetadata,
    flags: &PrintOptions,
) -> Result<(), String> {
    let entry = |key: &str, value: ResourceValue| ResourceEntry {
        key: key.as_bytes().into(),
        value,
    };
    let meta = FileMetadata {
        dialect_resources: resources.dialect_resources.clone(),
        external_resources: vec![(
            ctx.ident("mlir_reproducer"),
            vec![
                entry(
                    "pipeline",
                    ResourceValue::String(pipeline.as_bytes().into()),
                ),
                entry("disable_threading", ResourceValue::Bool(disable_threading)),
                entry("verify_each", ResourceValue::Bool(verify_each)),
            ],
        )],
    };
    let text =
        rmlir_ir::printer::print_ir_bytes(ctx, ir, &meta, flags).map_err(|e| e.to_string())?;
    // Without the newline mlir-opt writes after its output.
    let text = text.strip_suffix(b"\n").unwrap_or(&text);
    std::fs::write(path, text).map_err(|e| {
        let msg = e.to_string();
        let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
        format!("cannot open output file '{path}': {msg}")
    })
}

/// Runs `f`, turning a panic into `None` (upstream's crash recovery
/// context), without the panic message: the reproducer's diagnostic says
/// what happened.
pub(crate) fn catch_crash<R>(f: impl FnOnce() -> R) -> Option<R> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    std::panic::set_hook(hook);
    r.ok()
}
