//! Pass managers: [`OpPassManager`] (passes anchored on one op name, or on
//! any op), [`OpToOpPassAdaptor`] (nested pipelines run on the isolated
//! children of an op, on all cores) and the top-level [`PassManager`]
//! (verification, instrumentation, crash reproducers).

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::printer::PrintOptions;
use rmlir_ir::{Context, Ir, OpRef, OpTraits};
use rustc_hash::FxHashMap;

use crate::analysis::{AnalysisHooks, AnalysisMap, PreservedAnalyses};
use crate::instrumentation::{self, IrPrintingConfig, PassInstrumentation};
use crate::pass::{Pass, PassContext, PassFailure};
use crate::reproducer::{CrashState, ReproducerConfig};
use crate::statistics::StatisticsDisplay;
use crate::timing::{TimerKey, TimingRecorder};

/// What a pass manager does with a pass restricted to another op than its
/// anchor (upstream's `OpPassManager::Nesting`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// Nests a pass manager for the pass's op and adds it there.
    Implicit,
    /// Refuses it.
    Explicit,
}

/// A unique id for each pass and adaptor, shared by the copies made for
/// other threads (timers and statistics are per pass, as upstream keys
/// them by the pass, or its "threading sibling").
fn next_pass_id() -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A pass or an adaptor in a pass manager's list.
pub(crate) enum PassSlot {
    Pass { pass: Box<dyn Pass>, id: u32 },
    Adaptor(OpToOpPassAdaptor),
}

impl PassSlot {
    fn clone_slot(&self) -> PassSlot {
        match self {
            PassSlot::Pass { pass, id } => PassSlot::Pass {
                pass: pass.clone_pass(),
                id: *id,
            },
            PassSlot::Adaptor(a) => PassSlot::Adaptor(a.clone()),
        }
    }

    fn id(&self) -> u32 {
        match self {
            PassSlot::Pass { id, .. } => *id,
            PassSlot::Adaptor(a) => a.id,
        }
    }

    /// Upstream's `Pass::printAsTextualPipeline`.
    fn print(&self, out: &mut String, pretty: Option<&mut Indent>) {
        match self {
            PassSlot::Pass { pass, .. } => {
                let arg = pass.argument();
                if arg.is_empty() {
                    out.push_str(&format!("unknown<{}>", pass.name()));
                } else {
                    out.push_str(arg);
                }
                pass.options().print(out);
            }
            PassSlot::Adaptor(a) => a.print(out, pretty),
        }
    }

    /// Whether the slot may run on ops named `name` (upstream's
    /// `Pass::canScheduleOn`: an op-specific pass only on its op).
    fn can_schedule_on(&self, ctx: &Context, name: &[u8]) -> bool {
        match self {
            PassSlot::Pass { pass, .. } => {
                pass.op_name().is_none_or(|n| n.as_bytes() == name)
                    && pass.can_schedule_on(ctx, name)
            }
            PassSlot::Adaptor(_) => true,
        }
    }

    /// Visits every pass, the nested ones included.
    fn for_each_pass_mut(&mut self, f: &mut dyn FnMut(&mut dyn Pass, u32)) {
        match self {
            PassSlot::Pass { pass, id } => f(pass.as_mut(), *id),
            PassSlot::Adaptor(a) => {
                for m in &mut a.mgrs {
                    for s in &mut m.passes {
                        s.for_each_pass_mut(f);
                    }
                }
            }
        }
    }
}

/// Tracks the indentation of the pretty-printed pipeline
/// (`--dump-pass-pipeline`), as upstream's `raw_indented_ostream`.
pub(crate) struct Indent {
    level: usize,
}

impl Indent {
    fn newline(&self, out: &mut String) {
        out.push('\n');
    }

    /// Indents a line about to get text.
    fn line_start(&self, out: &mut String) {
        if out.ends_with('\n') {
            out.push_str(&"  ".repeat(self.level));
        }
    }
}

/// Passes anchored on an op name, or on any op (upstream's
/// `OpPassManager`).
pub struct OpPassManager {
    /// `None`: op-agnostic (`any`).
    name: Option<String>,
    nesting: Nesting,
    pub(crate) passes: Vec<PassSlot>,
    /// The pipeline run that last initialized the passes.
    init_generation: u64,
}

impl Clone for OpPassManager {
    fn clone(&self) -> Self {
        OpPassManager {
            name: self.name.clone(),
            nesting: self.nesting,
            passes: self.passes.iter().map(PassSlot::clone_slot).collect(),
            init_generation: self.init_generation,
        }
    }
}

impl std::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        self.print_anchored(&mut s);
        write!(f, "OpPassManager({s})")
    }
}

/// The anchor name of op-agnostic pass managers.
pub const ANY_OP_ANCHOR: &str = "any";

impl OpPassManager {
    /// A pass manager anchored on `anchor` (`any` for an op-agnostic one).
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        OpPassManager {
            name: (anchor != ANY_OP_ANCHOR).then(|| anchor.to_string()),
            nesting,
            passes: Vec::new(),
            init_generation: 0,
        }
    }

    /// An op-agnostic pass manager.
    pub fn any(nesting: Nesting) -> Self {
        Self::new(ANY_OP_ANCHOR, nesting)
    }

    /// The op name the passes run on; `None` when op-agnostic.
    pub fn op_name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// A copy of these passes anchored on `anchor` (upstream builds the
    /// inliner's pipeline for each callable op name from one description).
    pub fn anchored_on(&self, anchor: &str) -> OpPassManager {
        OpPassManager {
            name: (anchor != ANY_OP_ANCHOR).then(|| anchor.to_string()),
            ..self.clone()
        }
    }

    /// The op name, or `any`.
    pub fn anchor_name(&self) -> &str {
        self.name.as_deref().unwrap_or(ANY_OP_ANCHOR)
    }

    /// How passes of another op are added.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }

    /// Sets how passes of another op are added.
    pub fn set_nesting(&mut self, nesting: Nesting) {
        self.nesting = nesting;
    }

    /// The number of passes (and adaptors) at this level.
    pub fn len(&self) -> usize {
        self.passes.len()
    }

    /// Whether there is no pass.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// Removes every pass.
    pub fn clear(&mut self) {
        self.passes.clear();
    }

    /// Adds `pass`. A pass restricted to another op is nested in a pass
    /// manager for that op when nesting is implicit; with explicit nesting
    /// that is a bug of the caller (upstream aborts), and this panics.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        if let (Some(pm_op), Some(pass_op)) = (self.name.as_deref(), pass.op_name()) {
            if pm_op != pass_op {
                assert!(
                    self.nesting == Nesting::Implicit,
                    "Can't add pass '{}' restricted to '{pass_op}' on a PassManager intended to run on '{pm_op}', did you intend to nest?",
                    pass.name()
                );
                return self.nest(pass_op).add_pass(pass);
            }
        }
        self.passes.push(PassSlot::Pass {
            pass,
            id: next_pass_id(),
        });
    }

    /// Adds a pass manager for `anchor` (an op name, or `any`) run on the
    /// isolated ops directly nested in this one's op, and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        let nested = OpPassManager::new(anchor, self.nesting);
        self.passes.push(PassSlot::Adaptor(OpToOpPassAdaptor {
            mgrs: vec![nested],
            id: next_pass_id(),
        }));
        match self.passes.last_mut() {
            Some(PassSlot::Adaptor(a)) => &mut a.mgrs[0],
            _ => unreachable!("an adaptor was just pushed"),
        }
    }

    /// [`OpPassManager::nest`] for an op-agnostic pass manager.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.nest(ANY_OP_ANCHOR)
    }

    /// The passes, comma separated, as a textual pipeline writes them
    /// (upstream's `printAsTextualPipeline`).
    pub fn print_textual(&self, out: &mut String) {
        for (i, p) in self.passes.iter().enumerate() {
            if i != 0 {
                out.push(',');
            }
            p.print(out, None);
        }
    }

    /// `anchor(passes)`.
    pub fn print_anchored(&self, out: &mut String) {
        out.push_str(self.anchor_name());
        out.push('(');
        self.print_textual(out);
        out.push(')');
    }

    fn print_pretty(&self, out: &mut String, ind: &mut Indent) {
        ind.line_start(out);
        out.push_str(self.anchor_name());
        out.push('(');
        ind.newline(out);
        ind.level += 1;
        for (i, p) in self.passes.iter().enumerate() {
            if i != 0 {
                out.push(',');
                ind.newline(out);
            }
            ind.line_start(out);
            p.print(out, Some(ind));
        }
        ind.newline(out);
        ind.level -= 1;
        ind.line_start(out);
        out.push(')');
    }

    /// What `--dump-pass-pipeline` prints (upstream's `dump`).
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.passes.len());
        self.print_pretty(&mut out, &mut Indent { level: 0 });
        out.push('\n');
        out
    }

    /// The pipeline a crash reproducer records: `anchor(p1, p2)`, the
    /// top-level passes separated by `, ` as upstream's `makeReproducer`.
    pub(crate) fn reproducer_pipeline(&self) -> String {
        let mut out = String::from(self.anchor_name());
        out.push('(');
        for (i, p) in self.passes.iter().enumerate() {
            if i != 0 {
                out.push_str(", ");
            }
            p.print(&mut out, None);
        }
        out.push(')');
        out
    }

    /// Whether this pass manager runs on ops named `name` (upstream's
    /// `OpPassManagerImpl::canScheduleOn`): its op, or for an op-agnostic
    /// one, any registered IsolatedFromAbove op all its passes accept.
    pub fn can_schedule_on(&self, ctx: &Context, name: &[u8]) -> bool {
        if let Some(n) = &self.name {
            return n.as_bytes() == name;
        }
        let isolated = ctx
            .op_def(ctx.ident(name))
            .is_some_and(|d| d.has(OpTraits::ISOLATED_FROM_ABOVE));
        isolated && self.passes.iter().all(|p| p.can_schedule_on(ctx, name))
    }

    /// Merges adjacent adaptors and checks the passes can run on the
    /// anchor (upstream's `finalizePassList`).
    pub(crate) fn finalize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut kept: Vec<PassSlot> = Vec::with_capacity(self.passes.len());
        let mut last_adaptor: Option<usize> = None;
        for slot in std::mem::take(&mut self.passes) {
            match slot {
                PassSlot::Adaptor(a) => {
                    let Some(li) = last_adaptor else {
                        last_adaptor = Some(kept.len());
                        kept.push(PassSlot::Adaptor(a));
                        continue;
                    };
                    let PassSlot::Adaptor(last) = &mut kept[li] else {
                        unreachable!("last_adaptor indexes an adaptor")
                    };
                    match a.try_merge_into(ctx, last) {
                        Ok(()) => {}
                        Err(a) => {
                            // As upstream, the adaptor that could not take
                            // it is not finalized.
                            last_adaptor = Some(kept.len());
                            kept.push(PassSlot::Adaptor(a));
                        }
                    }
                }
                pass => {
                    if let Some(li) = last_adaptor.take() {
                        if let PassSlot::Adaptor(a) = &mut kept[li] {
                            a.finalize(ctx)?;
                        }
                    }
                    kept.push(pass);
                }
            }
        }
        if let Some(li) = last_adaptor {
            if let PassSlot::Adaptor(a) = &mut kept[li] {
                a.finalize(ctx)?;
            }
        }
        self.passes = kept;
        let Some(name) = &self.name else {
            return Ok(());
        };
        if ctx.op_def(ctx.ident(name)).is_none() {
            return Ok(());
        }
        for p in &self.passes {
            if !p.can_schedule_on(ctx, name.as_bytes()) {
                let pass_name = match p {
                    PassSlot::Pass { pass, .. } => pass.name(),
                    PassSlot::Adaptor(_) => "",
                };
                return Err(Diagnostic::error(
                    ctx.unknown_loc(),
                    format!(
                        "unable to schedule pass '{pass_name}' on a PassManager intended to run on '{name}'!"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Initializes every pass once per pipeline run (`generation`).
    pub(crate) fn initialize(&mut self, ctx: &Context, generation: u64) -> Result<(), String> {
        if self.init_generation == generation {
            return Ok(());
        }
        self.init_generation = generation;
        for slot in &mut self.passes {
            match slot {
                PassSlot::Pass { pass, .. } => pass.initialize(ctx)?,
                PassSlot::Adaptor(a) => {
                    for m in &mut a.mgrs {
                        m.initialize(ctx, generation)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A copy for another thread, with statistics at zero (they are added
    /// back into these passes afterwards).
    fn clone_for_thread(&self) -> OpPassManager {
        let mut c = self.clone();
        for s in &mut c.passes {
            s.for_each_pass_mut(&mut |p, _| {
                for st in p.statistics() {
                    st.value = 0;
                }
            });
        }
        c
    }

    /// Adds the statistics of `other`, a copy of this pass manager.
    fn merge_statistics(&mut self, other: &mut OpPassManager) {
        let mut counts: FxHashMap<u32, Vec<u64>> = FxHashMap::default();
        for s in &mut other.passes {
            s.for_each_pass_mut(&mut |p, id| {
                counts.insert(id, p.statistics().iter().map(|s| s.value).collect());
            });
        }
        for s in &mut self.passes {
            s.for_each_pass_mut(&mut |p, id| {
                if let Some(c) = counts.get(&id) {
                    for (st, v) in p.statistics().iter_mut().zip(c) {
                        st.value += v;
                    }
                }
            });
        }
    }

    /// Visits every pass with the names of the adaptor levels above it.
    #[cfg_attr(not(feature = "stats"), allow(dead_code))]
    pub(crate) fn visit_statistics(&mut self, f: &mut dyn FnMut(StatNode<'_>)) {
        for slot in &mut self.passes {
            match slot {
                PassSlot::Pass { pass, .. } => f(StatNode::Pass(pass.as_mut())),
                PassSlot::Adaptor(a) => {
                    let name = a.name();
                    let many = a.mgrs.len() > 1;
                    if many {
                        f(StatNode::Enter(name));
                    }
                    for m in &mut a.mgrs {
                        f(StatNode::Enter(format!("'{}' Pipeline", m.anchor_name())));
                        m.visit_statistics(f);
                        f(StatNode::Leave);
                    }
                    if many {
                        f(StatNode::Leave);
                    }
                }
            }
        }
    }
}

/// What [`OpPassManager::visit_statistics`] shows a report.
#[cfg_attr(not(feature = "stats"), allow(dead_code))]
pub(crate) enum StatNode<'a> {
    Enter(String),
    Leave,
    Pass(&'a mut dyn Pass),
}

/// Runs nested pass managers on the isolated ops directly inside an op's
/// regions, each op with the first manager that accepts it (upstream's
/// `OpToOpPassAdaptor`). Sibling ops run on all cores.
pub struct OpToOpPassAdaptor {
    pub(crate) mgrs: Vec<OpPassManager>,
    pub(crate) id: u32,
}

impl Clone for OpToOpPassAdaptor {
    fn clone(&self) -> Self {
        OpToOpPassAdaptor {
            mgrs: self.mgrs.clone(),
            id: self.id,
        }
    }
}

impl OpToOpPassAdaptor {
    /// The nested pass managers.
    pub fn pass_managers(&self) -> &[OpPassManager] {
        &self.mgrs
    }

    /// Upstream's `getAdaptorName`: `Pipeline Collection : ['a', 'b']`.
    pub fn name(&self) -> String {
        let names: Vec<String> = self
            .mgrs
            .iter()
            .map(|m| format!("'{}'", m.anchor_name()))
            .collect();
        format!("Pipeline Collection : [{}]", names.join(", "))
    }

    fn print(&self, out: &mut String, mut pretty: Option<&mut Indent>) {
        for (i, m) in self.mgrs.iter().enumerate() {
            if i != 0 {
                out.push(',');
                if let Some(ind) = pretty.as_deref_mut() {
                    ind.newline(out);
                }
            }
            match pretty.as_deref_mut() {
                Some(ind) => m.print_pretty(out, ind),
                None => m.print_anchored(out),
            }
        }
    }

    fn finalize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        for m in &mut self.mgrs {
            m.finalize(ctx)?;
        }
        Ok(())
    }

    /// Upstream's `tryMergeInto`: moves this adaptor's pass managers into
    /// `rhs` unless an op-agnostic one could run on the same ops as an
    /// op-specific one (which would change what runs first).
    fn try_merge_into(self, ctx: &Context, rhs: &mut OpToOpPassAdaptor) -> Result<(), Self> {
        let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
            others.iter().any(|pm| match pm.op_name() {
                Some(n) => generic.can_schedule_on(ctx, n.as_bytes()),
                None => true,
            })
        };
        if let Some(g) = self.mgrs.iter().find(|m| m.name.is_none()) {
            if conflicts(g, &rhs.mgrs) {
                return Err(self);
            }
        }
        if let Some(g) = rhs.mgrs.iter().find(|m| m.name.is_none()) {
            if conflicts(g, &self.mgrs) {
                return Err(self);
            }
        }
        for mut pm in self.mgrs {
            match rhs
                .mgrs
                .iter_mut()
                .find(|m| m.anchor_name() == pm.anchor_name())
            {
                Some(existing) => existing.passes.append(&mut pm.passes),
                None => rhs.mgrs.push(pm),
            }
        }
        // Op-specific managers by name, the op-agnostic one last.
        rhs.mgrs.sort_by(|a, b| match (&a.name, &b.name) {
            (Some(x), Some(y)) => x.cmp(y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
        Ok(())
    }
}

/// Where pass manager output goes, in order: diagnostics, and text for
/// standard error (IR dumps, `print-op-stats`, reports).
#[derive(Debug, Clone)]
pub enum Event {
    /// A diagnostic, its ops already printed.
    Diagnostic(Diagnostic),
    /// Bytes for standard error.
    Stderr(Vec<u8>),
}

/// What a thread running passes accumulates: its output, its timers, and
/// the state of the instrumentations that only run on one thread.
pub(crate) struct ThreadState {
    pub(crate) events: Vec<Event>,
    pub(crate) timing: Option<TimingRecorder>,
    pub(crate) crash: Option<CrashState>,
    /// Fingerprints of the ops passes run on, taken before them, for
    /// `--mlir-print-ir-after-change` (a stack: pipelines nest).
    pub(crate) fingerprints: Vec<u64>,
    /// How many IR dumps of each op went to `--mlir-print-ir-tree-dir`.
    pub(crate) tree_counters: FxHashMap<OpRef, i64>,
}

impl ThreadState {
    fn new(timing: bool) -> Self {
        ThreadState {
            events: Vec::new(),
            timing: timing.then(TimingRecorder::new),
            crash: None,
            fingerprints: Vec::new(),
            tree_counters: FxHashMap::default(),
        }
    }

    pub(crate) fn emit(&mut self, d: Diagnostic) {
        self.events.push(Event::Diagnostic(d));
    }

    pub(crate) fn write_stderr(&mut self, bytes: &[u8]) {
        match self.events.last_mut() {
            Some(Event::Stderr(v)) => v.extend_from_slice(bytes),
            _ => self.events.push(Event::Stderr(bytes.to_vec())),
        }
    }

    fn timer_start(&mut self, key: TimerKey, name: impl FnOnce() -> String) {
        if let Some(t) = &mut self.timing {
            t.start(key, name);
        }
    }

    fn timer_stop(&mut self) {
        if let Some(t) = &mut self.timing {
            t.stop();
        }
    }
}

/// Times analyses as `(A) Name` under the running pass.
pub(crate) struct AnalysisTiming<'a>(pub(crate) &'a mut ThreadState);

impl AnalysisHooks for AnalysisTiming<'_> {
    fn before_analysis(&mut self, name: &'static str, id: std::any::TypeId, _: OpRef) {
        self.0
            .timer_start(TimerKey::Analysis(id), || format!("(A) {name}"));
    }

    fn after_analysis(&mut self, _: &'static str, _: std::any::TypeId, _: OpRef) {
        self.0.timer_stop();
    }
}

/// What every thread running passes shares: the configuration.
pub(crate) struct Exec<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) verify_each: bool,
    pub(crate) threads: usize,
    /// An instrumentation needs the whole IR or sees every pass in order
    /// (module-scope and file-tree IR printing, crash reproducers): no
    /// op is moved to another thread.
    pub(crate) sequential: bool,
    /// Printing flags of IR dumps and of ops in diagnostics.
    pub(crate) print_flags: PrintOptions,
    pub(crate) ir_printing: Option<&'a IrPrintingConfig>,
    pub(crate) timing: bool,
    pub(crate) instrumentations: &'a [Box<dyn PassInstrumentation>],
    pub(crate) generation: u64,
    pub(crate) resources: &'a rmlir_ir::resources::FileMetadata,
}

/// Who started a nested pipeline: its timer nests under the adaptor's, or
/// at the root for a pipeline a pass runs itself (as upstream's timing
/// finds no adaptor scope for it).
#[derive(Copy, Clone)]
enum Parent {
    Adaptor,
    Pass,
}

fn op_name_str(ctx: &Context, ir: &Ir, op: OpRef) -> String {
    ctx.ident_str(ir.body(op.body).op(op.op).name).into_owned()
}

/// Upstream's `OpToOpPassAdaptor::runPipeline`.
#[allow(clippy::too_many_arguments)]
fn run_pipeline(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    pm: &mut OpPassManager,
    ir: &mut Ir,
    op: OpRef,
    nested: bool,
    am: &mut AnalysisMap,
    parent: Option<Parent>,
) -> bool {
    if let Some(p) = parent {
        for i in exec.instrumentations {
            i.run_before_pipeline(pm.op_name());
        }
        if let Some(t) = &mut state.timing {
            let key = TimerKey::Pipeline(pm.op_name().map(str::to_string));
            let name = || format!("'{}' Pipeline", pm.anchor_name());
            match p {
                Parent::Adaptor => t.start(key, name),
                Parent::Pass => t.start_at_root(key, name),
            }
        }
    }
    let mut ok = true;
    for slot in &mut pm.passes {
        if !run_pass(exec, state, slot, ir, op, nested, am) {
            ok = false;
            break;
        }
    }
    if parent.is_some() {
        state.timer_stop();
        for i in exec.instrumentations.iter().rev() {
            i.run_after_pipeline(pm.op_name());
        }
    }
    // Analyses are not kept past the pipeline (upstream clears them to
    // keep the working set small).
    am.clear();
    ok
}

/// Upstream's `OpToOpPassAdaptor::run`: one pass (or adaptor) on one op,
/// with instrumentation and the verifier. Returns whether it succeeded.
fn run_pass(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    slot: &mut PassSlot,
    ir: &mut Ir,
    op: OpRef,
    nested: bool,
    am: &mut AnalysisMap,
) -> bool {
    let ctx = exec.ctx;
    let data = ir.body(op.body).op(op.op);
    let def = ctx.op_def(data.name);
    let refuse = match def {
        None => Some("trying to schedule a pass on an unregistered operation"),
        Some(d) if !d.has(OpTraits::ISOLATED_FROM_ABOVE) => {
            Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
        }
        Some(_) => None,
    };
    if let Some(msg) = refuse {
        let name = op_name_str(ctx, ir, op);
        let mut d = Diagnostic::error(data.loc, format!("'{name}' op {msg}"));
        d.op = Some(op);
        rmlir_ir::verifier::materialize_ops(ctx, ir, &exec.print_flags, &mut d);
        state.emit(d);
        return false;
    }
    let id = slot.id();
    // Instrumentation before the pass, in upstream's registration order:
    // crash reproducer, IR printing, timing.
    if let PassSlot::Pass { pass, .. } = slot {
        for i in exec.instrumentations {
            i.run_before_pass(pass.as_ref(), ir, op);
        }
        if let Some(crash) = &mut state.crash {
            crash.before_pass(ctx, ir, op, pass.as_ref(), id);
        }
        if let Some(cfg) = exec.ir_printing {
            instrumentation::before_pass(exec, state, cfg, pass.as_ref(), ir, op, nested);
        }
        state.timer_start(TimerKey::Pass(id), || pass.name().to_string());
    } else if let PassSlot::Adaptor(a) = slot {
        if state.timing.is_some() {
            let name = a.name();
            state.timer_start(TimerKey::Pass(id), || name);
            if a.mgrs.len() <= 1 {
                if let Some(t) = &mut state.timing {
                    t.hide_current();
                }
            }
        }
    }

    let is_adaptor = matches!(slot, PassSlot::Adaptor(_));
    let (ok, preserved) = match slot {
        PassSlot::Pass { pass, .. } => {
            let mut pcx = PassContext {
                ctx,
                ir: &mut *ir,
                op,
                exec,
                state: &mut *state,
                analyses: &mut *am,
                preserved: PreservedAnalyses::none(),
                nested,
            };
            let r = pass.run_on_operation(&mut pcx);
            let preserved = std::mem::take(&mut pcx.preserved);
            (r.is_ok(), preserved)
        }
        PassSlot::Adaptor(a) => (
            run_adaptor(exec, state, a, ir, op, am),
            PreservedAnalyses::none(),
        ),
    };
    am.invalidate(&preserved);

    let mut failed = !ok;
    // A pass that preserved everything changed nothing: not verified again.
    if !failed && exec.verify_each && !preserved.is_all() {
        let diags = rmlir_ir::verifier::verify_op(ctx, ir, op, !is_adaptor, &exec.print_flags);
        failed = diags.iter().any(|d| d.severity == Severity::Error);
        for d in diags {
            state.emit(d);
        }
        if !failed {
            rmlir_ir::verifier::apply_verifier_side_effects(ctx, ir, &exec.print_flags);
        }
    }

    match slot {
        PassSlot::Pass { pass, .. } => {
            state.timer_stop();
            if let Some(cfg) = exec.ir_printing {
                if failed {
                    instrumentation::after_pass_failed(
                        exec,
                        state,
                        cfg,
                        pass.as_ref(),
                        ir,
                        op,
                        nested,
                    );
                } else {
                    instrumentation::after_pass(exec, state, cfg, pass.as_ref(), ir, op, nested);
                }
            }
            if let Some(crash) = &mut state.crash {
                if failed {
                    let ev = crash.after_pass_failed(ctx, ir, op, &exec.print_flags);
                    state.events.extend(ev);
                } else {
                    crash.after_pass(op, id);
                }
            }
            for i in exec.instrumentations.iter().rev() {
                if failed {
                    i.run_after_pass_failed(pass.as_ref(), ir, op);
                } else {
                    i.run_after_pass(pass.as_ref(), ir, op);
                }
            }
        }
        PassSlot::Adaptor(_) => {
            state.timer_stop();
            if failed {
                if let Some(crash) = &mut state.crash {
                    let ev = crash.after_pass_failed(ctx, ir, op, &exec.print_flags);
                    state.events.extend(ev);
                }
            }
        }
    }
    !failed
}

/// An isolated op moved out to run on another thread.
struct Extracted {
    /// Its position among the adaptor's ops.
    index: usize,
    op: OpRef,
    mgr: usize,
    ir: Mutex<Option<Ir>>,
}

/// The pass managers a worker thread runs, handed back when the thread is
/// done (their statistics are added to the originals).
struct Worker<'h> {
    mgrs: Vec<OpPassManager>,
    harvest: &'h Mutex<Vec<Vec<OpPassManager>>>,
}

impl Drop for Worker<'_> {
    fn drop(&mut self) {
        let mgrs = std::mem::take(&mut self.mgrs);
        self.harvest
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(mgrs);
    }
}

/// Upstream's `OpToOpPassAdaptor::runOnOperation`: the nested pipelines on
/// the isolated ops directly in `op`'s regions. As upstream's, every op is
/// processed even after one fails. With threads, each op is moved into an
/// `Ir` of its own ([`Ir::extract_isolated`]) and run on any core; output
/// is gathered in op order, so nothing depends on the thread count.
fn run_adaptor(
    exec: &Exec<'_>,
    state: &mut ThreadState,
    adaptor: &mut OpToOpPassAdaptor,
    ir: &mut Ir,
    op: OpRef,
    am: &mut AnalysisMap,
) -> bool {
    let ctx = exec.ctx;
    let mut work: Vec<(OpRef, usize)> = Vec::new();
    let mut known: FxHashMap<rmlir_ir::Ident, Option<usize>> = FxHashMap::default();
    let (b, regions) = ir.regions(op);
    let body = ir.body(b);
    for r in regions {
        for blk in body.region_blocks(r) {
            for o in body.block_ops(blk) {
                let name = body.op(o).name;
                let mgr = *known.entry(name).or_insert_with(|| {
                    let bytes = ctx.ident_bytes(name);
                    adaptor
                        .mgrs
                        .iter()
                        .position(|m| m.can_schedule_on(ctx, bytes))
                });
                if let Some(m) = mgr {
                    work.push((OpRef { body: b, op: o }, m));
                }
            }
        }
    }
    if work.is_empty() {
        return true;
    }
    let parallel = exec.threads > 1 && work.len() > 1 && !exec.sequential;
    if !parallel {
        let mut ok = true;
        for (child, m) in work {
            let mut child_am = am.take_child(child);
            ok &= run_pipeline(
                exec,
                state,
                &mut adaptor.mgrs[m],
                ir,
                child,
                true,
                &mut child_am,
                Some(Parent::Adaptor),
            );
        }
        return ok;
    }

    let mut extracted: Vec<Extracted> = Vec::new();
    let mut in_place: Vec<(usize, OpRef, usize)> = Vec::new();
    // What the children's ops may look up around them (a fold reading a
    // `memref.global` of the module), taken before they move away.
    let outer = rmlir_ir::symbols::SymbolSnapshot::visible_in(ctx, ir, b);
    for (index, (child, mgr)) in work.into_iter().enumerate() {
        // Analyses of the children are not carried into their pipelines
        // (upstream clears them when each pipeline ends anyway).
        am.take_child(child);
        match ir.extract_isolated(child) {
            Some(mut sub) => extracted.push(Extracted {
                ir: {
                    sub.set_outer_symbols(outer.clone());
                    Mutex::new(Some(sub))
                },
                index,
                op: child,
                mgr,
            }),
            None => in_place.push((index, child, mgr)),
        }
    }
    let harvest: Mutex<Vec<Vec<OpPassManager>>> = Mutex::new(Vec::new());
    let mgrs = &adaptor.mgrs;
    let results = rmlir_ir::parallel::map_in_order(
        &extracted,
        exec.threads,
        || Worker {
            mgrs: mgrs.iter().map(OpPassManager::clone_for_thread).collect(),
            harvest: &harvest,
        },
        |w, item| {
            let mut sub = item
                .ir
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
                .expect("each op runs once");
            let top = sub.top().expect("an extracted op is the top-level op");
            let mut st = ThreadState::new(exec.timing);
            let ok = run_pipeline(
                exec,
                &mut st,
                &mut w.mgrs[item.mgr],
                &mut sub,
                top,
                true,
                &mut AnalysisMap::default(),
                Some(Parent::Adaptor),
            );
            (ok, sub, st)
        },
    );
    let mut outputs: Vec<(usize, bool, ThreadState)> = Vec::with_capacity(results.len());
    for (item, (ok, sub, st)) in extracted.iter().zip(results) {
        ir.restore_isolated(item.op, sub);
        outputs.push((item.index, ok, st));
    }
    // Ops that cannot move (they have operands or results) run here.
    for (index, child, m) in in_place {
        let mut st = ThreadState::new(exec.timing);
        let ok = run_pipeline(
            exec,
            &mut st,
            &mut adaptor.mgrs[m],
            ir,
            child,
            true,
            &mut AnalysisMap::default(),
            Some(Parent::Adaptor),
        );
        outputs.push((index, ok, st));
    }
    outputs.sort_by_key(|o| o.0);
    let mut ok = true;
    let mut timers = Vec::new();
    for (_, item_ok, st) in outputs {
        ok &= item_ok;
        state.events.extend(st.events);
        timers.extend(st.timing);
    }
    if let Some(t) = &mut state.timing {
        t.merge_async(timers);
    }
    for mut copies in harvest.into_inner().unwrap_or_else(|e| e.into_inner()) {
        for (orig, copy) in adaptor.mgrs.iter_mut().zip(&mut copies) {
            orig.merge_statistics(copy);
        }
    }
    ok
}

/// Whether `op` is `ancestor` or nested in it.
fn is_nested_in(ir: &Ir, op: OpRef, ancestor: OpRef) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o == ancestor {
            return true;
        }
        cur = ir.parent_op(o);
    }
    false
}

/// [`PassContext::run_pipeline`] (upstream's dynamic pipeline callback).
pub(crate) fn run_dynamic_pipeline(
    pcx: &mut PassContext<'_>,
    pipeline: &mut OpPassManager,
    op: OpRef,
) -> Result<(), PassFailure> {
    let ctx = pcx.ctx;
    if !is_nested_in(pcx.ir, op, pcx.op) {
        let name = op_name_str(ctx, pcx.ir, op);
        pcx.emit_error_on(
            op,
            format!("'{name}' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing"),
        );
        return Err(PassFailure);
    }
    if let Err(d) = pipeline.finalize(ctx) {
        pcx.state.emit(d);
        return Err(PassFailure);
    }
    if let Err(msg) = pipeline.initialize(ctx, pcx.exec.generation) {
        pcx.state.emit(Diagnostic::error(ctx.unknown_loc(), msg));
        return Err(PassFailure);
    }
    let nested = pcx.nested || op != pcx.op;
    let ok = if op == pcx.op {
        run_pipeline(
            pcx.exec,
            pcx.state,
            pipeline,
            pcx.ir,
            op,
            nested,
            pcx.analyses,
            Some(Parent::Pass),
        )
    } else {
        run_pipeline(
            pcx.exec,
            pcx.state,
            pipeline,
            pcx.ir,
            op,
            nested,
            pcx.analyses.child(op),
            Some(Parent::Pass),
        )
    };
    if ok {
        Ok(())
    } else {
        Err(PassFailure)
    }
}

/// What a [`PassManager`] run produced.
#[derive(Debug)]
pub struct RunResult {
    /// Whether every pass succeeded.
    pub success: bool,
    /// Diagnostics and standard error output, in order.
    pub events: Vec<Event>,
}

/// The top-level pass manager (upstream's `PassManager`): an
/// [`OpPassManager`] with the settings of a run.
pub struct PassManager {
    pm: OpPassManager,
    verify_each: bool,
    threads: usize,
    timing: bool,
    ir_printing: Option<IrPrintingConfig>,
    statistics: Option<StatisticsDisplay>,
    reproducer: Option<ReproducerConfig>,
    instrumentations: Vec<Box<dyn PassInstrumentation>>,
    print_flags: PrintOptions,
    /// The input's dialect resources, printed with IR dumps of the
    /// top-level op and in reproducers.
    resources: rmlir_ir::resources::FileMetadata,
}

impl std::ops::Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pm
    }
}

impl std::ops::DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pm
    }
}

impl PassManager {
    /// A pass manager for ops named `anchor`, verifying after each pass,
    /// on all cores.
    pub fn new(anchor: &str, nesting: Nesting) -> Self {
        PassManager {
            pm: OpPassManager::new(anchor, nesting),
            verify_each: true,
            threads: rmlir_ir::parallel::available_threads(),
            timing: false,
            ir_printing: None,
            statistics: None,
            reproducer: None,
            instrumentations: Vec::new(),
            print_flags: PrintOptions::default(),
            resources: Default::default(),
        }
    }

    /// The dialect resources of the input (`dense_resource` blobs), printed
    /// with dumps of the top-level op and in reproducers.
    pub fn set_resources(&mut self, meta: &rmlir_ir::resources::FileMetadata) {
        self.resources = rmlir_ir::resources::FileMetadata {
            dialect_resources: meta.dialect_resources.clone(),
            external_resources: Vec::new(),
        };
    }

    /// Replaces the pipeline (what `--pass-pipeline` does to mlir-opt's),
    /// keeping the settings.
    pub fn set_pipeline(&mut self, pm: OpPassManager) {
        self.pm = pm;
    }

    /// Whether the verifier runs after each pass (`--verify-each`).
    pub fn enable_verifier(&mut self, on: bool) {
        self.verify_each = on;
    }

    /// Runs on `threads` threads (1: `--mlir-disable-threading`).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The threads passes run on.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Whether the verifier runs after each pass.
    pub fn verifier_enabled(&self) -> bool {
        self.verify_each
    }

    /// Times each pass into the recorder given to [`PassManager::run`].
    pub fn enable_timing(&mut self) {
        self.timing = true;
    }

    /// Dumps the IR around passes (`--mlir-print-ir-*`).
    pub fn enable_ir_printing(&mut self, config: IrPrintingConfig) {
        self.ir_printing = Some(config);
    }

    /// Reports pass statistics after the run (`--mlir-pass-statistics`).
    pub fn enable_statistics(&mut self, display: StatisticsDisplay) {
        self.statistics = Some(display);
    }

    /// Writes a reproducer when the pipeline fails or a pass panics
    /// (`--mlir-pass-pipeline-crash-reproducer`).
    pub fn enable_crash_reproducer(&mut self, config: ReproducerConfig) {
        self.reproducer = Some(config);
    }

    /// Adds an instrumentation, called around every pass and pipeline.
    pub fn add_instrumentation(&mut self, i: Box<dyn PassInstrumentation>) {
        self.instrumentations.push(i);
    }

    /// The flags IR dumps and the ops in diagnostics are printed with.
    pub fn set_print_flags(&mut self, flags: PrintOptions) {
        self.print_flags = flags;
    }

    /// Runs the passes on `op`, the top-level op of `ir` (upstream's
    /// `PassManager::run`). With `timing` (and [`PassManager::enable_timing`]),
    /// the passes' timers nest in the one running there.
    pub fn run(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpRef,
        timing: Option<&mut TimingRecorder>,
    ) -> RunResult {
        let mut events = Vec::new();
        let op_name = op_name_str(ctx, ir, op);
        if let Some(anchor) = self.pm.op_name() {
            if anchor != op_name {
                let loc = ir.body(op.body).op(op.op).loc;
                events.push(Event::Diagnostic(Diagnostic::error(
                    loc,
                    format!("can't run '{anchor}' pass manager on '{op_name}' op"),
                )));
                return RunResult {
                    success: false,
                    events,
                };
            }
        }
        if let Err(d) = self.pm.finalize(ctx) {
            events.push(Event::Diagnostic(d));
            return RunResult {
                success: false,
                events,
            };
        }
        static GENERATION: AtomicU64 = AtomicU64::new(1);
        let generation = GENERATION.fetch_add(1, Ordering::Relaxed);
        if let Err(msg) = self.pm.initialize(ctx, generation) {
            events.push(Event::Diagnostic(Diagnostic::error(ctx.unknown_loc(), msg)));
            return RunResult {
                success: false,
                events,
            };
        }
        let sequential = self.reproducer.is_some()
            || self
                .ir_printing
                .as_ref()
                .is_some_and(|c| c.module_scope || c.tree_dir.is_some());
        let print_flags = PrintOptions {
            single_threaded: self.threads == 1,
            ..self.print_flags.clone()
        };
        let exec = Exec {
            ctx,
            verify_each: self.verify_each,
            threads: self.threads,
            sequential,
            print_flags,
            ir_printing: self.ir_printing.as_ref(),
            timing: self.timing && timing.is_some(),
            instrumentations: &self.instrumentations,
            generation,
            resources: &self.resources,
        };
        let mut state = ThreadState::new(false);
        let mut timing = timing.filter(|_| self.timing);
        if let Some(t) = timing.as_deref_mut() {
            state.timing = Some(std::mem::take(t));
        }
        let mut am = AnalysisMap::default();
        let success = match &self.reproducer {
            None => run_pipeline(
                &exec,
                &mut state,
                &mut self.pm,
                ir,
                op,
                false,
                &mut am,
                None,
            ),
            Some(cfg) => {
                state.crash = Some(CrashState::new(
                    cfg.clone(),
                    self.threads == 1,
                    self.verify_each,
                    ctx,
                    ir,
                    &self.pm,
                    self.resources.clone(),
                ));
                let pm = &mut self.pm;
                let r = crate::reproducer::catch_crash(|| {
                    run_pipeline(&exec, &mut state, pm, ir, op, false, &mut am, None)
                });
                let ok = r.unwrap_or(false);
                if let Some(mut crash) = state.crash.take() {
                    let loc = ir.body(op.body).op(op.op).loc;
                    let ev = crash.finalize(ctx, loc, ok, &exec.print_flags);
                    state.events.extend(ev);
                }
                ok
            }
        };
        if let Some(display) = self.statistics {
            let report = crate::statistics::report(&mut self.pm, display);
            state.write_stderr(report.as_bytes());
        }
        if let (Some(t), Some(rec)) = (timing, state.timing.take()) {
            *t = rec;
        }
        events.extend(state.events);
        RunResult { success, events }
    }
}
