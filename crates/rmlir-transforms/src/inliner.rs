//! `inline` (upstream's `InlinerPass`, `Transforms/Utils/Inliner.cpp` and
//! `InliningUtils.cpp`): calls are inlined bottom-up over the strongly
//! connected components of the call graph, each component's callables
//! simplified with the default (or their op's) pipeline before and
//! between rounds, and private callables left without uses erased.
//!
//! What may be inlined is the dialects' [`DialectInliner`] answer; ops of
//! dialects without one (unregistered ones included) are never inlined
//! and nothing is inlined into their regions. Where upstream would not
//! know the symbol uses (an op that might be a symbol table nobody knows),
//! no callable is considered dead. Callees are always copied into the
//! caller's body (a callee's regions are a body of their own); one inlined
//! at its only use is erased afterwards, as upstream erases the one it
//! moved.

use rmlir_analysis::callgraph::{
    call_callee_symbol, is_call, CallGraph, EdgeKind, NodeId, SymbolResolver,
};
use rmlir_analysis::dataflow::call_arg_operands;
use rmlir_interfaces::inliner::dialect_inliner;
use rmlir_ir::body::{IrMapping, RegionParent};
use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_ir::{
    AttrKind, Attribute, BlockId, Body, BodyId, Context, Ir, Location, OpId, OpRef, OpTraits,
    RegionId, RegionRef, Type, TypeKind, Value,
};
use rmlir_pass::options::OptionsError;
use rmlir_pass::options::OptionsParseCx;
use rmlir_pass::{
    Analysis, AnalysisContext, IntKind, Nesting, OpPassManager, OptionKind, Pass, PassContext,
    PassFailure, PassOptions,
};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::util::{self, Visibility};
use crate::Canonicalize;

/// Inlines function calls.
#[derive(Clone)]
pub struct Inline {
    options: PassOptions,
    /// The pipeline run on callables without one of their own; `None`
    /// when `default-pipeline` is empty.
    default_pipeline: Option<OpPassManager>,
    /// What parsing the default pipeline wrote to standard error; upstream
    /// parses it when it first builds the pipeline for an op name.
    default_pipeline_error: Option<String>,
    /// The pipelines of `op-pipelines`, by anchor.
    op_pipelines: Vec<OpPassManager>,
}

impl Default for Inline {
    fn default() -> Self {
        let mut canonicalize = OpPassManager::any(Nesting::Implicit);
        canonicalize.add_pass(Box::new(Canonicalize::default()));
        Inline {
            options: PassOptions::new()
                .string(
                    "default-pipeline",
                    "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
                    "canonicalize",
                )
                .list(
                    "op-pipelines",
                    "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
                    OptionKind::Pipeline,
                )
                .int(
                    "max-iterations",
                    "Maximum number of iterations when inlining within an SCC",
                    IntKind::U32,
                    4,
                )
                .int(
                    "inlining-threshold",
                    "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
                    IntKind::U32,
                    u32::MAX as i128,
                ),
            default_pipeline: Some(canonicalize),
            default_pipeline_error: None,
            op_pipelines: Vec::new(),
        }
    }
}

impl Pass for Inline {
    fn argument(&self) -> &'static str {
        "inline"
    }
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn description(&self) -> &'static str {
        "Inline function calls"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    /// Upstream's `InlinerPass::initializeOptions`: the default pipeline
    /// is parsed from its text (errors ignored, as upstream ignores them),
    /// none when the text is empty.
    fn initialize_options(
        &mut self,
        text: &str,
        cx: &OptionsParseCx<'_>,
    ) -> Result<(), OptionsError> {
        self.options.parse(text, cx)?;
        let default = self.options.get_str("default-pipeline").to_string();
        self.default_pipeline_error = None;
        self.default_pipeline = if default.is_empty() {
            None
        } else {
            let mut pm = OpPassManager::any(Nesting::Implicit);
            if let Err(e) =
                rmlir_pass::parse_pass_pipeline(&default, &mut pm, cx.registry, cx.program)
            {
                self.default_pipeline_error = Some(e.into_text());
            }
            Some(pm)
        };
        self.op_pipelines = self
            .options
            .get_pipeline_list("op-pipelines")
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let (ctx, top) = (pcx.ctx, pcx.op);
        let cg = pcx.get_analysis::<CallGraphAnalysis>().0.clone();
        if !util::has_trait(ctx, pcx.ir, top, OpTraits::SYMBOL_TABLE) {
            pcx.emit_op_error(
                top,
                " was scheduled to run under the inliner, but does not define a symbol table",
            );
            return Err(PassFailure);
        }
        let mut resolver = SymbolResolver::new();
        let uses = UseList::new(ctx, pcx.ir, top, &cg, &mut resolver);
        let mut inliner = Inliner {
            ctx,
            cg,
            resolver,
            uses,
            calls: Vec::new(),
            deleted: FxHashSet::default(),
            pipelines_built: FxHashMap::default(),
            max_iterations: self.options.get_int("max-iterations") as u64,
            threshold: self.options.get_int("inlining-threshold") as u64,
            pass: self,
        };
        for mut scc in inliner.cg.sccs() {
            inliner.inline_scc(pcx, &mut scc)?;
        }
        // Erase the callables proven dead (`eraseDeadCallables`).
        for node in std::mem::take(&mut inliner.deleted) {
            if let Some((op, _)) = inliner.cg.node(node).callable {
                if !pcx.ir.body(op.body).is_erased(op.op) {
                    pcx.ir.erase_op(op);
                }
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The call graph as an analysis of the pass's op (upstream's
/// `getAnalysis<CallGraph>()`).
struct CallGraphAnalysis(CallGraph);

impl Analysis for CallGraphAnalysis {
    const NAME: &'static str = "CallGraph";

    fn compute(cx: &mut AnalysisContext<'_>) -> Self {
        CallGraphAnalysis(CallGraph::new(
            cx.ctx,
            cx.ir,
            cx.op,
            &mut SymbolResolver::new(),
        ))
    }
}

/// A call and the nodes it goes from and to (`Inliner::ResolvedCall`).
#[derive(Copy, Clone, Debug)]
struct ResolvedCall {
    call: OpRef,
    source: NodeId,
    target: NodeId,
}

/// The symbol uses of `op` and the ops nested in it with the op holding
/// each, not looking into nested symbol tables
/// (`SymbolTable::getSymbolUses(op)`); `None` when an op might be a symbol
/// table nobody knows.
fn symbol_uses_with_users(ctx: &Context, ir: &Ir, from: OpRef) -> Option<Vec<(Attribute, OpRef)>> {
    let mut out = Vec::new();
    let mut refs = Vec::new();
    let mut unknown = false;
    walk_pre_order(ir, from, |o| {
        if util::potentially_unknown_symbol_table(ctx, ir, o) {
            unknown = true;
            return WalkControl::Interrupt;
        }
        refs.clear();
        util::op_symbol_refs(ctx, ir, o, &mut refs);
        out.extend(refs.iter().map(|&a| (a, o)));
        if util::has_trait(ctx, ir, o, OpTraits::SYMBOL_TABLE) {
            WalkControl::Skip
        } else {
            WalkControl::Advance
        }
    });
    (!unknown).then_some(out)
}

/// `walkReferencedSymbolNodes`: the call graph nodes the symbol uses of
/// `op` refer to, with the op holding each use; references resolved once
/// per `resolved`. `None` when the uses cannot be known.
fn referenced_nodes(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    cg: &CallGraph,
    resolver: &mut SymbolResolver,
    resolved: &mut FxHashMap<Attribute, Option<NodeId>>,
) -> Option<Vec<(NodeId, OpRef)>> {
    let uses = symbol_uses_with_users(ctx, ir, op)?;
    let table = ir.parent_op(op);
    let mut out = Vec::new();
    for (sym, user) in uses {
        let node = *resolved.entry(sym).or_insert_with(|| {
            let found = resolver.lookup_nearest(ctx, ir, table?, sym)?;
            cg.lookup_op(ctx, ir, found)
        });
        if let Some(n) = node {
            out.push((n, user));
        }
    }
    Some(out)
}

/// The uses of a callable node's symbol by another node.
#[derive(Default, Debug)]
struct NodeUses {
    /// Nodes referred to by the callable op's own attributes (counted
    /// once).
    top_level: FxHashSet<NodeId>,
    /// Nodes referred to by the ops nested in it, with their counts.
    inner: FxHashMap<NodeId, i64>,
}

/// Upstream's `CGUseList`: how many symbol uses each discardable callable
/// has, kept up to date while calls are inlined and erased.
struct UseList {
    /// Discardable nodes (private symbols) and their use counts.
    discardable: FxHashMap<NodeId, i64>,
    /// The discardable nodes each node uses.
    node_uses: FxHashMap<NodeId, NodeUses>,
    /// Some symbol uses could not be known: nothing is dead.
    unknown: bool,
}

impl UseList {
    fn new(
        ctx: &Context,
        ir: &Ir,
        top: OpRef,
        cg: &CallGraph,
        resolver: &mut SymbolResolver,
    ) -> Self {
        let mut list = UseList {
            discardable: FxHashMap::default(),
            node_uses: FxHashMap::default(),
            unknown: false,
        };
        let mut always_live: FxHashMap<Attribute, Option<NodeId>> = FxHashMap::default();
        // `SymbolTable::walkSymbolTables`, with an explicit stack.
        let top_in_block = ir.body(top.body).parent_block(top.op).is_some();
        let mut stack = vec![(top, !top_in_block)];
        let mut children = Vec::new();
        while let Some((op, visible)) = stack.pop() {
            let is_table = util::has_trait(ctx, ir, op, OpTraits::SYMBOL_TABLE);
            let visible = if is_table {
                visible
                    || !util::is_symbol(ctx, ir, op)
                    || util::visibility(ctx, ir, op) == Visibility::Private
            } else {
                true
            };
            children.clear();
            rmlir_ir::walk::collect_children(ir, op, &mut children);
            stack.extend(children.iter().map(|&c| (c, visible)));
            if !is_table {
                continue;
            }
            let (rb, mut regions) = ir.regions(op);
            let Some(r) = regions.next() else {
                continue;
            };
            let ops: Vec<OpRef> = ir
                .body(rb)
                .region_blocks(r)
                .flat_map(|b| ir.body(rb).block_ops(b))
                .map(|o| OpRef { body: rb, op: o })
                .collect();
            for o in ops {
                if let Some(node) = cg.lookup_op(ctx, ir, o) {
                    // `canDiscardOnUseEmpty`: any symbol but a public one.
                    let vis = util::visibility(ctx, ir, o);
                    let discardable =
                        (visible || vis == Visibility::Private) && vis != Visibility::Public;
                    if util::is_symbol(ctx, ir, o) && discardable {
                        list.discardable.entry(node).or_insert(0);
                    }
                    continue;
                }
                if referenced_nodes(ctx, ir, o, cg, resolver, &mut always_live).is_none() {
                    list.unknown = true;
                }
            }
        }
        for node in always_live.values().flatten() {
            list.discardable.remove(node);
        }
        for node in cg.callable_nodes() {
            list.recompute_uses(ctx, ir, node, cg, resolver);
        }
        list
    }

    /// `dropCallUses`: the uses `call`, in `user`, held are gone.
    fn drop_call_uses(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        user: NodeId,
        call: OpRef,
        cg: &CallGraph,
        resolver: &mut SymbolResolver,
    ) {
        let mut resolved = FxHashMap::default();
        let Some(refs) = referenced_nodes(ctx, ir, call, cg, resolver, &mut resolved) else {
            self.unknown = true;
            return;
        };
        let user_refs = self.node_uses.entry(user).or_default();
        for (node, _) in refs {
            if let Some(count) = user_refs.inner.get_mut(&node) {
                *count -= 1;
                *self.discardable.entry(node).or_insert(0) -= 1;
            }
        }
    }

    /// `eraseNode`: `node` and the callables nested in it are gone, with
    /// the uses they held.
    fn erase_node(&mut self, node: NodeId, cg: &CallGraph) {
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            stack.extend(
                cg.node(n)
                    .edges
                    .iter()
                    .filter(|e| e.kind == EdgeKind::Child)
                    .map(|e| e.target),
            );
            if let Some(uses) = self.node_uses.remove(&n) {
                self.decrement(&uses);
            }
            self.discardable.remove(&n);
        }
    }

    /// `isDead`: a discardable callable without uses.
    fn is_dead(&self, ctx: &Context, ir: &Ir, node: NodeId, cg: &CallGraph) -> bool {
        self.count_is(ctx, ir, node, cg, 0)
    }

    /// `hasOneUseAndDiscardable`.
    fn has_one_use_and_discardable(
        &self,
        ctx: &Context,
        ir: &Ir,
        node: NodeId,
        cg: &CallGraph,
    ) -> bool {
        self.count_is(ctx, ir, node, cg, 1)
    }

    fn count_is(&self, ctx: &Context, ir: &Ir, node: NodeId, cg: &CallGraph, n: i64) -> bool {
        let Some((op, _)) = cg.node(node).callable else {
            return false;
        };
        // A callable that is not a symbol would be dead by SSA uses;
        // rmlir has none, so it is kept.
        !self.unknown && util::is_symbol(ctx, ir, op) && self.discardable.get(&node) == Some(&n)
    }

    /// `recomputeUses`: the uses `node`'s callable holds, counted again.
    fn recompute_uses(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        node: NodeId,
        cg: &CallGraph,
        resolver: &mut SymbolResolver,
    ) {
        let Some((parent, _)) = cg.node(node).callable else {
            return;
        };
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement(&old);
        }
        let mut uses = NodeUses::default();
        let mut resolved = FxHashMap::default();
        match referenced_nodes(ctx, ir, parent, cg, resolver, &mut resolved) {
            Some(refs) => {
                for (target, user) in refs {
                    let Some(count) = self.discardable.get_mut(&target) else {
                        continue;
                    };
                    if user != parent {
                        *uses.inner.entry(target).or_insert(0) += 1;
                    } else if !uses.top_level.insert(target) {
                        continue;
                    }
                    *count += 1;
                }
            }
            None => self.unknown = true,
        }
        self.node_uses.insert(node, uses);
    }

    /// `mergeUsesAfterInlining`: a copy of `from`'s body is now in `into`.
    fn merge_uses_after_inlining(&mut self, from: NodeId, into: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&from)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let into_uses = self.node_uses.entry(into).or_default();
        for (n, c) in inner {
            *into_uses.inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for &n in &uses.top_level {
            *self.discardable.entry(n).or_insert(0) -= 1;
        }
        for (&n, &c) in &uses.inner {
            *self.discardable.entry(n).or_insert(0) -= c;
        }
    }
}

/// Upstream's `Inliner` with its `InlinerInterfaceImpl`.
struct Inliner<'a> {
    ctx: &'a Context,
    cg: CallGraph,
    resolver: SymbolResolver,
    uses: UseList,
    /// The calls to consider in the current round.
    calls: Vec<ResolvedCall>,
    /// Callables to erase once done.
    deleted: FxHashSet<NodeId>,
    /// The default pipeline, built for each op name on first use
    /// (upstream's per-op-name `pipelines` map).
    pipelines_built: FxHashMap<String, OpPassManager>,
    max_iterations: u64,
    threshold: u64,
    pass: &'a mut Inline,
}

impl Inliner<'_> {
    /// `inlineSCC`: simplify and inline until nothing is inlined or the
    /// iterations run out.
    fn inline_scc(
        &mut self,
        pcx: &mut PassContext<'_>,
        scc: &mut Vec<NodeId>,
    ) -> Result<(), PassFailure> {
        let mut iterations = 0u64;
        loop {
            self.optimize_scc(pcx, scc)?;
            if !self.inline_calls_in_scc(pcx.ir, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// `optimizeSCC`: runs the pipelines on the component's isolated
    /// callables without nested ones, then counts their uses again.
    fn optimize_scc(
        &mut self,
        pcx: &mut PassContext<'_>,
        scc: &[NodeId],
    ) -> Result<(), PassFailure> {
        let ctx = self.ctx;
        let nodes: Vec<NodeId> = scc
            .iter()
            .copied()
            .filter(|&n| {
                let node = self.cg.node(n);
                match node.callable {
                    Some((op, _)) => {
                        !node.has_children()
                            && util::has_trait(ctx, pcx.ir, op, OpTraits::ISOLATED_FROM_ABOVE)
                    }
                    None => false,
                }
            })
            .collect();
        let mut failed = false;
        for &n in &nodes {
            let Some((op, _)) = self.cg.node(n).callable else {
                continue;
            };
            let name = ctx
                .ident_str(pcx.ir.body(op.body).op(op.op).name)
                .to_string();
            let pm = match self
                .pass
                .op_pipelines
                .iter_mut()
                .find(|p| p.anchor_name() == name)
            {
                Some(pm) => pm,
                None => {
                    let Some(default) = self.pass.default_pipeline.as_ref() else {
                        continue;
                    };
                    let error = self.pass.default_pipeline_error.as_deref();
                    self.pipelines_built.entry(name).or_insert_with_key(|name| {
                        if let Some(e) = error {
                            pcx.write_stderr(e.as_bytes());
                        }
                        default.anchored_on(name)
                    })
                }
            };
            if pcx.run_pipeline(pm, op).is_err() {
                failed = true;
            }
        }
        if failed {
            return Err(PassFailure);
        }
        for n in nodes {
            self.uses
                .recompute_uses(ctx, pcx.ir, n, &self.cg, &mut self.resolver);
        }
        Ok(())
    }

    /// `inlineCallsInSCC`: tries each call of the component (and those
    /// inlining brings in); whether any was inlined.
    fn inline_calls_in_scc(&mut self, ir: &mut Ir, scc: &mut Vec<NodeId>) -> bool {
        let ctx = self.ctx;
        let mut dead: FxHashSet<NodeId> = FxHashSet::default();
        for &node in scc.iter() {
            let Some((_, region)) = self.cg.node(node).callable else {
                continue;
            };
            if self.uses.is_dead(ctx, ir, node, &self.cg) {
                dead.insert(node);
            } else {
                let blocks: Vec<BlockId> =
                    ir.body(region.body).region_blocks(region.region).collect();
                self.collect_calls(ir, region.body, &blocks, node, false);
            }
        }
        // Which inlined callee each call came from, so that a callee is
        // not inlined into its own copies (`inlineHistory`).
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; self.calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < self.calls.len() {
            let rc = self.calls[i];
            let history_id = call_history[i];
            i += 1;
            if dead.contains(&rc.source) {
                continue;
            }
            let mut h = history_id;
            let mut in_history = false;
            while let Some(id) = h {
                if history[id].0 == rc.target {
                    in_history = true;
                    break;
                }
                h = history[id].1;
            }
            if in_history || !self.should_inline(ir, rc) {
                continue;
            }
            let prev = self.calls.len();
            let in_place = self
                .uses
                .has_one_use_and_discardable(ctx, ir, rc.target, &self.cg);
            if !self.inline_call(ir, rc, !in_place) {
                continue;
            }
            inlined_any = true;
            let new_id = history.len();
            history.push((rc.target, history_id));
            call_history.resize(self.calls.len(), Some(new_id));
            debug_assert!(call_history.len() >= prev);
            self.uses
                .drop_call_uses(ctx, ir, rc.source, rc.call, &self.cg, &mut self.resolver);
            self.uses.merge_uses_after_inlining(rc.target, rc.source);
            ir.erase_op(rc.call);
            if in_place {
                self.uses.erase_node(rc.target, &self.cg);
                dead.insert(rc.target);
            }
        }
        scc.retain(|n| !dead.contains(n));
        self.deleted.extend(dead);
        self.calls.clear();
        inlined_any
    }

    /// `collectCallOps`: the calls in `blocks` (of `body`) to callables
    /// of the graph, attributed to `source` or, with `nested`, to the
    /// callable nested in it that holds them. Ops nobody knows are not
    /// looked into.
    fn collect_calls(
        &mut self,
        ir: &Ir,
        body: BodyId,
        blocks: &[BlockId],
        source: NodeId,
        nested: bool,
    ) {
        let ctx = self.ctx;
        let mut worklist: Vec<(BodyId, BlockId, NodeId)> =
            blocks.iter().map(|&b| (body, b, source)).collect();
        while let Some((b, block, node)) = worklist.pop() {
            let ops: Vec<OpId> = ir.body(b).block_ops(block).collect();
            for op in ops {
                let op = OpRef { body: b, op };
                if is_call(ctx, ir, op) {
                    if let Some(sym) = call_callee_symbol(ctx, ir, op) {
                        if matches!(ctx.attr_kind(sym), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                        {
                            continue;
                        }
                    }
                    let target = self.cg.resolve_callable(ctx, ir, op, &mut self.resolver);
                    if !self.cg.node(target).is_external() {
                        self.calls.push(ResolvedCall {
                            call: op,
                            source: node,
                            target,
                        });
                    }
                    continue;
                }
                if ctx.op_def(ir.body(b).op(op.op).name).is_none() {
                    continue;
                }
                let (rb, regions) = ir.regions(op);
                for r in regions {
                    let nested_node = self.cg.lookup(RegionRef {
                        body: rb,
                        region: r,
                    });
                    if nested || nested_node.is_none() {
                        let n = nested_node.unwrap_or(node);
                        worklist.extend(ir.body(rb).region_blocks(r).map(|blk| (rb, blk, n)));
                    }
                }
            }
        }
    }

    /// `Inliner::Impl::shouldInline`.
    fn should_inline(&self, ir: &Ir, rc: ResolvedCall) -> bool {
        let ctx = self.ctx;
        if util::has_trait(ctx, ir, rc.call, OpTraits::TERMINATOR) {
            return false;
        }
        // Recursion, direct or through the caller.
        if self
            .cg
            .node(rc.target)
            .edges
            .iter()
            .any(|e| e.target == rc.target || e.target == rc.source)
        {
            return false;
        }
        let Some((callee, region)) = self.cg.node(rc.target).callable else {
            return false;
        };
        // The callee holds the call.
        let mut cur = ir.parent_op(rc.call);
        while let Some(op) = cur {
            if op == callee {
                return false;
            }
            cur = ir.parent_op(op);
        }
        let multiple_blocks = ir
            .body(region.body)
            .region_blocks(region.region)
            .nth(1)
            .is_some();
        if multiple_blocks {
            let Some(parent) = ir.parent_op(rc.call) else {
                return false;
            };
            let name_of = |o: OpRef| ir.body(o.body).op(o.op).name;
            let might_be_single_block = ctx
                .op_def(name_of(parent))
                .is_none_or(|d| d.implicit_terminator.is_some() || d.has(OpTraits::SINGLE_BLOCK));
            if name_of(parent) != name_of(callee) && might_be_single_block {
                return false;
            }
        }
        self.is_profitable(ir, rc)
    }

    /// `isProfitableToInline`: the callee's size against the caller's,
    /// in percent, within the threshold.
    fn is_profitable(&self, ir: &Ir, rc: ResolvedCall) -> bool {
        if self.threshold == 0 {
            return false;
        }
        if self.threshold == u32::MAX as u64 {
            return true;
        }
        let count = |n: NodeId| -> u64 {
            let Some((_, r)) = self.cg.node(n).callable else {
                return 0;
            };
            let body = ir.body(r.body);
            let mut count = 0u64;
            for b in body.region_blocks(r.region) {
                for op in body.block_ops(b) {
                    walk_pre_order(ir, OpRef { body: r.body, op }, |_| {
                        count += 1;
                        WalkControl::Advance
                    });
                }
            }
            count
        };
        let caller_ops = count(rc.source);
        if caller_ops == 0 {
            return true;
        }
        count(rc.target) * 100 / caller_ops <= self.threshold
    }

    /// `inlineCall`: inlines `rc.target`'s body in place of `rc.call`;
    /// false (nothing changed) when it may not be.
    fn inline_call(&mut self, ir: &mut Ir, rc: ResolvedCall, _clone: bool) -> bool {
        let ctx = self.ctx;
        let Some((callee, src)) = self.cg.node(rc.target).callable else {
            return false;
        };
        let call = rc.call;
        let cb = call.body;
        let Some(entry) = ir.body(src.body).first_block(src.region) else {
            return false;
        };
        let result_types = callable_result_types(ctx, ir, callee);
        let operands = call_arg_operands(ctx, ir, call);
        let results: Vec<Value> = ir.body(cb).results(call.op).collect();
        let args = ir.body(src.body).block_args(entry).to_vec();
        let Some(result_types) = result_types else {
            return false;
        };
        if operands.len() != args.len() || results.len() != result_types.len() {
            return false;
        }
        // No dialect here materializes conversions, so types must match.
        let mut map = IrMapping::new();
        for (&a, &v) in args.iter().zip(&operands) {
            if ir.body(src.body).value_type(a) != ir.body(cb).value_type(v) {
                return false;
            }
            map.map_value(a, v);
        }
        if results
            .iter()
            .zip(&result_types)
            .any(|(&r, &t)| ir.body(cb).value_type(r) != t)
        {
            return false;
        }
        let call_name = ir.body(cb).op(call.op).name;
        let legal_call = dialect_inliner(ctx, call_name)
            .is_some_and(|i| i.is_legal_to_inline_call(ctx, ir, call, callee, true));
        if !legal_call {
            return false;
        }
        let Some(call_block) = ir.body(cb).parent_block(call.op) else {
            return false;
        };
        let Some(dest_region) = ir.body(cb).block_parent(call_block) else {
            return false;
        };
        let dest = RegionRef {
            body: cb,
            region: dest_region,
        };
        let Some(dest_op) = ir.parent_op(call) else {
            return false;
        };
        let Some(dest_iface) = dialect_inliner(ctx, ir.body(dest_op.body).op(dest_op.op).name)
        else {
            return false;
        };
        if !dest_iface.is_legal_to_inline_region(ctx, ir, dest, src, true, &map)
            || !ops_legal_to_inline(ctx, ir, src, dest, &map)
        {
            return false;
        }

        // Copy the callee's blocks between the call's block and the rest
        // of it.
        let call_loc = ir.body(cb).op(call.op).loc;
        let post = split_after(ir.body_mut(cb), call_block, call.op);
        let new_blocks = if cb == src.body {
            ir.body_mut(cb)
                .clone_region_into(None, src.region, dest_region, Some(post), &mut map)
        } else {
            let mut bodies = ir.bodies_mut(&[cb, src.body]);
            let (dst, from) = bodies.split_at_mut(1);
            dst[0].clone_region_into(
                Some(&*from[0]),
                src.region,
                dest_region,
                Some(post),
                &mut map,
            )
        };
        if !matches!(ctx.attr_kind(call_loc.0), AttrKind::UnknownLoc) {
            remap_inlined_locations(ctx, ir.body_mut(cb), &new_blocks, call_loc);
        }
        self.collect_inlined_calls(ir, cb, dest, &new_blocks, rc.source);

        let body = ir.body_mut(cb);
        let first = new_blocks[0];
        if dest_iface.allow_single_block_optimization() && new_blocks.len() == 1 {
            if let Some(term) = body.last_op(first) {
                if let Some(iface) = dialect_inliner(ctx, body.op(term).name) {
                    iface.handle_terminator_with_values(ctx, body, term, &results);
                }
                body.erase_op(term);
            }
            body.inline_block_before(post, first, None, &[]);
        } else {
            for (&r, &t) in results.iter().zip(&result_types) {
                let arg = body.add_block_arg(post, t, Some(call_loc));
                body.replace_all_uses_with(r, arg);
            }
            for &b in &new_blocks {
                if let Some(term) = body.last_op(b) {
                    if let Some(iface) = dialect_inliner(ctx, body.op(term).name) {
                        iface.handle_terminator_with_block(ctx, body, term, post);
                    }
                }
            }
        }
        body.inline_block_before(first, call_block, None, &[]);
        true
    }

    /// `processInlinedBlocks`: the calls the inlined blocks brought,
    /// attributed to the nearest callable holding them.
    fn collect_inlined_calls(
        &mut self,
        ir: &Ir,
        body: BodyId,
        dest: RegionRef,
        blocks: &[BlockId],
        fallback: NodeId,
    ) {
        let mut region = Some(dest);
        let mut node = None;
        while let Some(r) = region {
            if let Some(n) = self.cg.lookup(r) {
                node = Some(n);
                break;
            }
            region = parent_region(ir, r);
        }
        self.collect_calls(ir, body, blocks, node.unwrap_or(fallback), true);
    }
}

/// The region holding the op that holds `r`.
fn parent_region(ir: &Ir, r: RegionRef) -> Option<RegionRef> {
    let body = ir.body(r.body);
    let op = match body.region_parent(r.region) {
        RegionParent::Op(op) => OpRef { body: r.body, op },
        RegionParent::BodyOwner => {
            let (b, op) = body.owner()?;
            OpRef { body: b, op }
        }
    };
    let ob = ir.body(op.body);
    let block = ob.parent_block(op.op)?;
    Some(RegionRef {
        body: op.body,
        region: ob.block_parent(block)?,
    })
}

/// The result types of callable `op` (from its function type).
fn callable_result_types(ctx: &Context, ir: &Ir, op: OpRef) -> Option<Vec<Type>> {
    let def = ctx.op_def(ir.body(op.body).op(op.op).name)?;
    let attr = def.interfaces.callable?.function_type_attr;
    let ty = rmlir_ir::OpView::new(ctx, ir, op).any_attr(attr)?;
    match ctx.attr_kind(ty) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Function { results, .. } => Some(results.to_vec()),
            _ => None,
        },
        _ => None,
    }
}

/// The `isLegalToInline` walk over the ops of `src` (and of their regions
/// when their dialect asks). Ops with regions of their own body
/// (isolated ones) are not copied across bodies, so they are refused.
fn ops_legal_to_inline(
    ctx: &Context,
    ir: &Ir,
    src: RegionRef,
    dest: RegionRef,
    map: &IrMapping,
) -> bool {
    let mut stack: Vec<(BodyId, RegionId)> = vec![(src.body, src.region)];
    while let Some((b, r)) = stack.pop() {
        let body = ir.body(b);
        for blk in body.region_blocks(r) {
            for o in body.block_ops(blk) {
                if body.op(o).isolated_body().is_some() {
                    return false;
                }
                let op = OpRef { body: b, op: o };
                let Some(iface) = dialect_inliner(ctx, body.op(o).name) else {
                    return false;
                };
                if !iface.is_legal_to_inline_op(ctx, ir, op, dest, true, map) {
                    return false;
                }
                if iface.should_analyze_recursively(ctx, ir, op) {
                    stack.extend(body.local_regions(o).map(|nr| (b, nr)));
                }
            }
        }
    }
    true
}

/// Splits `block` after `op`: the ops after it go to a new block, which
/// is returned (empty when `op` was last).
fn split_after(body: &mut Body, block: BlockId, op: OpId) -> BlockId {
    if let Some(next) = body.next_op(op) {
        return body.split_block(block, next);
    }
    let new = body.create_block();
    match body.next_block(block) {
        Some(n) => body.insert_block_before(n, new),
        None => {
            let r = body
                .block_parent(block)
                .expect("a block with an op is in a region");
            body.append_block(r, new);
        }
    }
    new
}

/// `stackLocations`: `callee` as called from `caller`, appended to the
/// call-site chain `callee` may already be.
fn stack_locations(ctx: &Context, callee: Location, caller: Location) -> Location {
    let mut last = callee;
    let mut stack = Vec::new();
    while let AttrKind::CallSiteLoc {
        callee: c,
        caller: next,
    } = ctx.attr_kind(last.0)
    {
        stack.push(*c);
        last = *next;
    }
    let mut loc = ctx.callsite_loc(last, caller);
    for c in stack.into_iter().rev() {
        loc = ctx.callsite_loc(c, loc);
    }
    loc
}

/// `remapInlinedLocations`: every location in the inlined blocks becomes
/// a call site at `caller`.
fn remap_inlined_locations(ctx: &Context, body: &mut Body, blocks: &[BlockId], caller: Location) {
    let mut memo: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |loc: Location| {
        *memo
            .entry(loc)
            .or_insert_with(|| stack_locations(ctx, loc, caller))
    };
    let mut ops: Vec<OpId> = Vec::new();
    for &b in blocks {
        for a in body.block_args(b).to_vec() {
            if let Some(l) = body.arg_loc(a) {
                body.set_arg_loc(a, remap(l));
            }
        }
        ops.extend(body.block_ops(b));
    }
    // Nested ops and the arguments of their blocks.
    while let Some(op) = ops.pop() {
        let l = body.op(op).loc;
        body.op_mut(op).loc = remap(l);
        let regions: Vec<RegionId> = body.local_regions(op).collect();
        for r in regions {
            let blocks: Vec<BlockId> = body.region_blocks(r).collect();
            for b in blocks {
                for a in body.block_args(b).to_vec() {
                    if let Some(l) = body.arg_loc(a) {
                        body.set_arg_loc(a, remap(l));
                    }
                }
                ops.extend(body.block_ops(b));
            }
        }
    }
}
