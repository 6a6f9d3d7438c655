//! Pass instrumentation (upstream's `PassInstrumentation`): hooks around
//! every pass and nested pipeline, and the IR printing instrumentation of
//! `--mlir-print-ir-before/after*` (upstream's `IRPrinterInstrumentation`).

use std::hash::{Hash, Hasher};
use std::path::PathBuf;

use rmlir_ir::printer::PrintOptions;
use rmlir_ir::resources::FileMetadata;
use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_ir::{Context, Ir, OpRef};

use crate::manager::{Exec, ThreadState};
use crate::pass::Pass;

/// Hooks called around passes and nested pipelines (upstream's
/// `PassInstrumentation`). Called from whichever thread runs the pass:
/// implementations synchronize their own state. Adaptors (pass managers
/// nested in another) are not passes here; their pipelines are.
pub trait PassInstrumentation: Send + Sync {
    /// Before a nested pipeline runs on an op (`None`: an op-agnostic one).
    fn run_before_pipeline(&self, _anchor: Option<&str>) {}
    /// After a nested pipeline ran, successfully or not.
    fn run_after_pipeline(&self, _anchor: Option<&str>) {}
    /// Before a pass runs on `op`.
    fn run_before_pass(&self, _pass: &dyn Pass, _ir: &Ir, _op: OpRef) {}
    /// After a pass ran successfully on `op`.
    fn run_after_pass(&self, _pass: &dyn Pass, _ir: &Ir, _op: OpRef) {}
    /// After a pass failed on `op` (it or the verifier after it).
    fn run_after_pass_failed(&self, _pass: &dyn Pass, _ir: &Ir, _op: OpRef) {}
}

/// Which passes the IR is dumped around.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// None.
    #[default]
    None,
    /// Every pass.
    All,
    /// The passes of these arguments.
    Passes(Vec<String>),
}

impl PassFilter {
    fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Passes(args) => args.iter().any(|a| a == pass.argument()),
        }
    }

    fn is_none(&self) -> bool {
        *self == PassFilter::None
    }
}

/// The IR printing settings, as mlir-opt's `--mlir-print-ir-*` flags give
/// them (upstream's `PassManagerOptions::addPrinterInstrumentation`).
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// Passes to dump the IR before (`--mlir-print-ir-before[-all]`).
    pub before: PassFilter,
    /// Passes to dump the IR after (`--mlir-print-ir-after[-all]`; all
    /// of them with `after_failure`).
    pub after: PassFilter,
    /// Dump the whole top-level op, not only the pass's op.
    pub module_scope: bool,
    /// Dump after a pass only when it changed the IR.
    pub after_change: bool,
    /// Dump after a pass only when it failed.
    pub after_failure: bool,
    /// Write each dump to a file under this directory instead.
    pub tree_dir: Option<PathBuf>,
}

impl IrPrintingConfig {
    /// The configuration for mlir-opt's flags, or `None` when they ask for
    /// no dump at all.
    pub fn from_flags(
        before_all: bool,
        before: Vec<String>,
        after_all: bool,
        after: Vec<String>,
        after_failure: bool,
    ) -> Option<IrPrintingConfig> {
        let before = if before_all {
            PassFilter::All
        } else if !before.is_empty() {
            PassFilter::Passes(before)
        } else {
            PassFilter::None
        };
        let after = if after_all || after_failure {
            PassFilter::All
        } else if !after.is_empty() {
            PassFilter::Passes(after)
        } else {
            PassFilter::None
        };
        if before.is_none() && after.is_none() {
            return None;
        }
        Some(IrPrintingConfig {
            before,
            after,
            after_failure,
            ..Default::default()
        })
    }
}

/// A hash of everything about `op` and what it holds that a pass could
/// change (upstream's `OperationFingerPrint`), for
/// `--mlir-print-ir-after-change`.
pub fn fingerprint(ir: &Ir, op: OpRef) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    walk_pre_order(ir, op, |o| {
        let body = ir.body(o.body);
        let d = body.op(o.op);
        (o, d.name, d.loc, d.attrs, d.properties()).hash(&mut h);
        body.operands(o.op).for_each(|v| v.hash(&mut h));
        for v in body.results(o.op) {
            (v, body.value_type(v)).hash(&mut h);
        }
        for s in body.successors(o.op) {
            (s.block, s.num_operands).hash(&mut h);
        }
        let (rb, regions) = ir.regions(o);
        let rbody = ir.body(rb);
        for r in regions {
            r.hash(&mut h);
            for blk in rbody.region_blocks(r) {
                blk.hash(&mut h);
                for &a in rbody.block_args(blk) {
                    (a, rbody.value_type(a), rbody.arg_loc(a)).hash(&mut h);
                }
                rbody.block_ops(blk).for_each(|x| x.hash(&mut h));
            }
        }
        WalkControl::Advance
    });
    h.finish()
}

/// Upstream's `printIR`: the rest of the header and the IR of `op` (or of
/// the top-level op at module scope).
#[allow(clippy::too_many_arguments)]
fn print_ir(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    nested: bool,
    module_scope: bool,
    flags: &PrintOptions,
    resources: &FileMetadata,
    out: &mut Vec<u8>,
) {
    let top = |out: &mut Vec<u8>| {
        // Text with no top-level op cannot happen here: the pass runs on it.
        if let Ok(bytes) = rmlir_ir::printer::print_ir_bytes(ctx, ir, resources, flags) {
            // Without the newline mlir-opt writes after its output.
            out.extend_from_slice(bytes.strip_suffix(b"\n").unwrap_or(&bytes));
        }
    };
    if !module_scope {
        out.extend_from_slice(b" //----- //\n");
        if nested {
            let mut s = String::new();
            let local = PrintOptions {
                local_scope: true,
                ..flags.clone()
            };
            rmlir_ir::printer::print_op(ctx, ir, op, &local, &mut s);
            out.extend_from_slice(s.as_bytes());
        } else {
            top(out);
        }
        return;
    }
    let name = ctx.ident_str(ir.body(op.body).op(op.op).name);
    out.extend_from_slice(format!(" ('{name}' operation").as_bytes());
    if let Some(sym) = rmlir_ir::symbols::symbol_name(ctx, ir, op) {
        out.extend_from_slice(b": @");
        out.extend_from_slice(sym);
    }
    out.extend_from_slice(b") //----- //\n");
    top(out);
}

/// The dump `header` of `pass` around `op`, to standard error or the file
/// tree.
#[allow(clippy::too_many_arguments)]
fn dump(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    cfg: &IrPrintingConfig,
    pass: &dyn Pass,
    ir: &Ir,
    op: OpRef,
    nested: bool,
    header: String,
) {
    let mut text = header.into_bytes();
    print_ir(
        exec.ctx,
        ir,
        op,
        nested,
        cfg.module_scope,
        &exec.print_flags,
        exec.resources,
        &mut text,
    );
    text.extend_from_slice(b"\n\n");
    match &cfg.tree_dir {
        None => state.write_stderr(&text),
        Some(dir) => write_tree_file(exec.ctx, state, dir, pass, ir, op, &text),
    }
}

/// Upstream's `createTreePrinterOutputPath`: a directory per ancestor,
/// named `op_name_symbol` (`no-symbol-name` without one), and a file named
/// by how many dumps each ancestor had, then the pass argument.
fn write_tree_file(
    ctx: &Context,
    state: &mut ThreadState,
    dir: &std::path::Path,
    pass: &dyn Pass,
    ir: &Ir,
    op: OpRef,
    text: &[u8],
) {
    *state.tree_counters.entry(op).or_insert(-1) += 1;
    let mut chain = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        let count = *state.tree_counters.entry(o).or_insert(0);
        let name = ctx
            .ident_str(ir.body(o.body).op(o.op).name)
            .replace('.', "_");
        let sym = rmlir_ir::symbols::symbol_name(ctx, ir, o).map_or_else(
            || "no-symbol-name".to_string(),
            |s| String::from_utf8_lossy(s).into_owned(),
        );
        chain.push((format!("{name}_{sym}"), count));
        cur = ir.parent_op(o);
    }
    let mut path = dir.to_path_buf();
    for (d, _) in chain.iter().rev() {
        path.push(d);
    }
    let counts: Vec<String> = chain.iter().rev().map(|c| c.1.to_string()).collect();
    let file = format!("{}_{}.mlir", counts.join("_"), pass.argument());
    // Upstream reports nothing when the file cannot be written either.
    if std::fs::create_dir_all(&path).is_ok() {
        let _ = std::fs::write(path.join(file), text);
    }
}

/// Upstream's `IRPrinterInstrumentation::runBeforePass`.
pub(crate) fn before_pass(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    cfg: &IrPrintingConfig,
    pass: &dyn Pass,
    ir: &Ir,
    op: OpRef,
    nested: bool,
) {
    if cfg.after_change {
        state.fingerprints.push(fingerprint(ir, op));
    }
    if cfg.before.matches(pass) {
        let header = format!(
            "// -----// IR Dump Before {} ({})",
            pass.name(),
            pass.argument()
        );
        dump(exec, state, cfg, pass, ir, op, nested, header);
    }
}

/// Upstream's `IRPrinterInstrumentation::runAfterPass`.
pub(crate) fn after_pass(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    cfg: &IrPrintingConfig,
    pass: &dyn Pass,
    ir: &Ir,
    op: OpRef,
    nested: bool,
) {
    if cfg.after_failure {
        if cfg.after_change {
            state.fingerprints.pop();
        }
        return;
    }
    if cfg.after_change {
        let before = state.fingerprints.pop();
        if before == Some(fingerprint(ir, op)) {
            return;
        }
    }
    if cfg.after.matches(pass) {
        let header = format!(
            "// -----// IR Dump After {} ({})",
            pass.name(),
            pass.argument()
        );
        dump(exec, state, cfg, pass, ir, op, nested, header);
    }
}

/// Upstream's `IRPrinterInstrumentation::runAfterPassFailed`.
pub(crate) fn after_pass_failed(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    cfg: &IrPrintingConfig,
    pass: &dyn Pass,
    ir: &Ir,
    op: OpRef,
    nested: bool,
) {
    if cfg.after_change {
        state.fingerprints.pop();
    }
    if cfg.after.matches(pass) {
        let header = format!(
            "// -----// IR Dump After {} Failed ({})",
            pass.name(),
            pass.argument()
        );
        dump(exec, state, cfg, pass, ir, op, nested, header);
    }
}
