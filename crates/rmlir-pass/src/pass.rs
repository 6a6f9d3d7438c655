//! The [`Pass`] trait and what a pass sees while it runs ([`PassContext`]).

use std::sync::Arc;

use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::{Context, Ir, Location, OpRef};

use crate::analysis::{Analysis, AnalysisMap, PreservedAnalyses};
use crate::manager::{self, Exec, OpPassManager, ThreadState};
use crate::options::{OptionsError, OptionsParseCx, PassOptions};

/// A pass signalled failure (upstream's `signalPassFailure`). The pass
/// reports why as diagnostics first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassFailure;

/// A counter a pass keeps (upstream's `Pass::Statistic`), reported by
/// `--mlir-pass-statistics`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The name reports show (`num-dce'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

impl Statistic {
    /// A counter at zero.
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        Statistic {
            name,
            description,
            value: 0,
        }
    }
}

/// The options of a pass that declares none.
pub static NO_OPTIONS: PassOptions = PassOptions::EMPTY;

/// A pass: a transformation or analysis of the op it runs on, written once
/// against `&mut Ir` and an [`OpRef`]. The same code runs on the whole IR
/// or on an isolated op the pass manager moved into an `Ir` of its own to
/// run it on another thread; a pass touches only its op and what is nested
/// in it (upstream's rules for operation passes: no sibling ops, no state
/// kept between runs, ancestors not modified).
///
/// One instance runs on many ops, and the pass manager makes a copy per
/// thread with [`Pass::clone_pass`] (upstream clones passes the same way).
/// Passes are `Sync` too: pipelines are read (printed, cloned) from any
/// thread, while each thread mutates only its own copies.
pub trait Pass: Send + Sync {
    /// The name pipelines and flags use (`canonicalize`).
    fn argument(&self) -> &'static str;

    /// The name reports use (`Canonicalizer`): timing, `IR Dump After`
    /// headers, failure messages.
    fn name(&self) -> &'static str;

    /// The one-line description `--help` shows.
    fn description(&self) -> &'static str;

    /// The op the pass is restricted to (upstream's `OperationPass<OpT>`);
    /// `None` for an op-agnostic pass.
    fn op_name(&self) -> Option<&'static str> {
        None
    }

    /// Whether the pass may run on ops named `op_name` (upstream's
    /// `canScheduleOn`; an op-agnostic pass manager holding it only runs on
    /// such ops).
    fn can_schedule_on(&self, _ctx: &Context, _op_name: &[u8]) -> bool {
        true
    }

    /// The pass's options.
    fn options(&self) -> &PassOptions {
        &NO_OPTIONS
    }

    /// The pass's options, to set them; `None` for a pass without options.
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        None
    }

    /// Sets the options from their text (`max-iterations=3 top-down=0`);
    /// a pass with derived state (a parsed nested pipeline) overrides this
    /// to update it.
    fn initialize_options(
        &mut self,
        text: &str,
        cx: &OptionsParseCx<'_>,
    ) -> Result<(), OptionsError> {
        match self.options_mut() {
            Some(o) => o.parse(text, cx),
            None => PassOptions::new().parse(text, cx),
        }
    }

    /// Prepares state that lasts across runs (upstream's `initialize`,
    /// called once per pipeline run before any pass runs). An error is
    /// reported at an unknown location and stops the pipeline.
    fn initialize(&mut self, _ctx: &Context) -> Result<(), String> {
        Ok(())
    }

    /// Runs the pass on `pcx.op`.
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure>;

    /// A copy with the same options and initialized state, for another
    /// thread.
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// The pass's statistics.
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut []
    }
}

/// What a pass sees while it runs: the IR and its op, and the pass
/// manager's services (diagnostics, analyses, dynamic pipelines).
pub struct PassContext<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR the op is in: the whole module, or an isolated op moved out
    /// of it to run on another thread.
    pub ir: &'a mut Ir,
    /// The op the pass runs on.
    pub op: OpRef,
    pub(crate) exec: &'a Exec<'a>,
    pub(crate) state: &'a mut ThreadState,
    pub(crate) analyses: &'a mut AnalysisMap,
    pub(crate) preserved: PreservedAnalyses,
    /// Whether the op has a parent in the IR the pipeline started on.
    pub(crate) nested: bool,
}

impl PassContext<'_> {
    /// Reports `d`. Ops it refers to are printed now, as upstream prints
    /// them when the diagnostic is emitted.
    pub fn emit(&mut self, mut d: Diagnostic) {
        rmlir_ir::verifier::materialize_ops(self.ctx, self.ir, &self.exec.print_flags, &mut d);
        self.state.emit(d);
    }

    /// An error at `loc`.
    pub fn emit_error(&mut self, loc: Location, message: impl Into<String>) {
        self.emit(Diagnostic::error(loc, message));
    }

    /// A warning at `loc`.
    pub fn emit_warning(&mut self, loc: Location, message: impl Into<String>) {
        let mut d = Diagnostic::error(loc, message);
        d.severity = Severity::Warning;
        self.emit(d);
    }

    /// A remark at `loc`.
    pub fn emit_remark(&mut self, loc: Location, message: impl Into<String>) {
        let mut d = Diagnostic::error(loc, message);
        d.severity = Severity::Remark;
        self.emit(d);
    }

    /// `op.emitError(message)`: an error at the op, with upstream's "see
    /// current operation" note.
    pub fn emit_error_on(&mut self, op: OpRef, message: impl Into<String>) {
        let mut d = Diagnostic::error(self.ir.body(op.body).op(op.op).loc, message);
        d.op = Some(op);
        self.emit(d);
    }

    /// `op.emitOpError(message)`: as [`PassContext::emit_error_on`], the
    /// message after `'name' op `.
    pub fn emit_op_error(&mut self, op: OpRef, message: &str) {
        let name = self.ctx.ident_str(self.ir.body(op.body).op(op.op).name);
        let text = format!("'{name}' op {message}");
        self.emit_error_on(op, text);
    }

    /// Writes `bytes` to standard error, in order with the diagnostics
    /// (what upstream's passes write to `llvm::errs()`).
    pub fn write_stderr(&mut self, bytes: &[u8]) {
        self.state.write_stderr(bytes);
    }

    /// The flags the tool prints IR with (`--mlir-print-debuginfo`, ...),
    /// for passes that print (upstream's `OpPrintingFlags()` reads them
    /// from the command line).
    pub fn print_flags(&self) -> &rmlir_ir::printer::PrintOptions {
        &self.exec.print_flags
    }

    /// Whether the op is nested in another in the IR the pipeline runs on
    /// (false for the top-level op). An op moved into an `Ir` of its own
    /// is still nested.
    pub fn is_nested(&self) -> bool {
        self.nested
    }

    /// The threads a pass may spread its own work over (isolated bodies it
    /// rewrites independently, say): all of them for the op the pipeline
    /// runs on, one for a nested op, whose siblings the pass manager
    /// already runs on the others, and one when threading is off or an
    /// instrumentation needs passes in order.
    pub fn threads(&self) -> usize {
        if self.nested || self.exec.sequential {
            1
        } else {
            self.exec.threads.max(1)
        }
    }

    /// Analysis `A` of the op, computed on first request (upstream's
    /// `getAnalysis`).
    pub fn get_analysis<A: Analysis>(&mut self) -> Arc<A> {
        let mut hooks = manager::AnalysisTiming(self.state);
        self.analyses
            .get_or_compute::<A>(self.ctx, self.ir, self.op, self.nested, &mut hooks)
    }

    /// Analysis `A` of the op if it was computed and is still valid.
    pub fn get_cached_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.analyses.get_cached::<A>()
    }

    /// Analysis `A` of `child`, an op nested in the pass's op, computed on
    /// first request (upstream's `getChildAnalysis`).
    pub fn get_child_analysis<A: Analysis>(&mut self, child: OpRef) -> Arc<A> {
        let mut hooks = manager::AnalysisTiming(self.state);
        self.analyses
            .child(child)
            .get_or_compute::<A>(self.ctx, self.ir, child, true, &mut hooks)
    }

    /// Analysis `A` of `child` if it was computed.
    pub fn get_cached_child_analysis<A: Analysis>(&self, child: OpRef) -> Option<Arc<A>> {
        self.analyses.cached_child(child)?.get_cached::<A>()
    }

    /// Marks every analysis preserved: the pass changed nothing (the pass
    /// manager then skips the verifier too).
    pub fn mark_all_analyses_preserved(&mut self) {
        self.preserved.preserve_all();
    }

    /// Marks analysis `A` preserved.
    pub fn mark_analysis_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// Runs `pipeline` on `op`, the pass's op or one nested in it, with the
    /// pass manager's verification and instrumentation (upstream's
    /// `Pass::runPipeline`, for pipelines chosen while the pass runs).
    pub fn run_pipeline(
        &mut self,
        pipeline: &mut OpPassManager,
        op: OpRef,
    ) -> Result<(), PassFailure> {
        manager::run_dynamic_pipeline(self, pipeline, op)
    }
}
