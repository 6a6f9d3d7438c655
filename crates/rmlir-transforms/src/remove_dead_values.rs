//! `remove-dead-values` (upstream's `RemoveDeadValues.cpp`, as mlir-opt
//! 22 has it): with the liveness of every value
//! (`rmlir_analysis::liveness`),
//! - non-public functions lose their dead arguments, and the results no
//!   caller uses (with the matching call operands and results);
//! - ops free of memory effects whose results are all dead go, as do ops
//!   with a dead operand (they are in code that never runs);
//! - region branch ops free of memory effects with dead results go; in
//!   the others, an operand forwarded only to dead successor inputs (or
//!   itself dead) becomes `ub.poison`;
//! - branch ops pass no dead values to their successors, whose arguments
//!   go; a branch deciding on a dead value is replaced by
//!   `ub.unreachable`.
//!
//! Everything is decided first and changed afterwards (upstream's
//! `RDVFinalCleanupList`). Then, unless `canonicalize=false`, the
//! canonicalization patterns run on the region branch ops (upstream's
//! `applyOpPatternsGreedily`), which drop the block arguments and results
//! the poisoned operands fed.
//!
//! Like upstream, uses of erased values are dropped, not replaced: an op
//! kept in unreachable code may be left with an operand without value,
//! which the verifier after the pass reports ("null operand found").
//! Where mlir-opt 22 crashes (a function used by an op that may be a
//! symbol table nobody knows, a call operand dropped before it was to be
//! poisoned, a symbol user whose results do not match its function's),
//! this pass keeps the IR in the most conservative state instead.

use std::sync::Arc;

use rmlir_analysis::liveness::Liveness;
use rmlir_interfaces::control_flow::region_branch;
use rmlir_interfaces::region_branch::successor_operand_input_mapping;
use rmlir_ir::builder::Builder;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::smallvec::SmallVec;
use rmlir_ir::walk::walk_post_order;
use rmlir_ir::{
    AttrKind, Attribute, BlockId, Body, BodyId, Context, Ir, Location, OpId, OpRef, OpTraits, OpView,
    RegionId, Type, TypeKind, Value, ValueDef,
};
use rmlir_pass::{Analysis, AnalysisContext, Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::effects::is_memory_effect_free;
use rmlir_rewrite::greedy::apply_op_patterns_greedily;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::util::{self, Visibility};

/// A value anywhere in the IR.
type ValueRef = (BodyId, Value);

/// Removes dead values.
#[derive(Clone)]
pub struct RemoveDeadValues {
    options: PassOptions,
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues {
            options: PassOptions::new().bool("canonicalize", "Canonicalize region branch ops", true),
            patterns: None,
        }
    }
}

impl Pass for RemoveDeadValues {
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn description(&self) -> &'static str {
        "Remove dead values"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    /// Every registered canonicalization pattern (upstream collects those
    /// of the loaded dialects and registered ops when the pass runs).
    fn initialize(&mut self, ctx: &Context) -> Result<(), String> {
        let patterns = rmlir_rewrite::patterns::canonicalization_patterns(ctx);
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let (ctx, top) = (pcx.ctx, pcx.op);
        let la = pcx.get_analysis::<RunLivenessAnalysis>();
        // An op the pass manager moved out of its IR to run on another
        // thread has no parent here.
        let detached = pcx.is_nested() && pcx.ir.parent_op(top).is_none();
        let cl = {
            let ir: &Ir = pcx.ir;
            let mut c = Collector {
                ctx,
                ir,
                la: &la.0,
                dead: FxHashSet::default(),
                cl: CleanupList::default(),
                uses: util::SymbolUseFinder::new(ctx, ir).detached(detached),
                top,
            };
            let mut ops = Vec::new();
            walk_post_order(ir, top, |op| ops.push(op));
            for op in ops {
                c.process(op);
            }
            c.cl
        };
        clean_up_dead_values(ctx, pcx.ir, top, cl);
        if !self.options.get_bool("canonicalize") {
            return Ok(());
        }
        if self.patterns.is_none() {
            self.initialize(ctx).map_err(|_| PassFailure)?;
        }
        let Some(patterns) = self.patterns.clone() else {
            return Err(PassFailure);
        };
        canonicalize_region_branch_ops(ctx, pcx.ir, top, &patterns);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Upstream's `RunLivenessAnalysis`: the liveness of the values under the
/// op, with the callables whose call sites cannot all be seen.
struct RunLivenessAnalysis(Liveness);

impl Analysis for RunLivenessAnalysis {
    const NAME: &'static str = "dataflow::RunLivenessAnalysis";
    fn compute(cx: &mut AnalysisContext<'_>) -> Self {
        let unknown = crate::sccp::unknown_callables(cx.ctx, cx.ir, cx.op, cx.nested);
        RunLivenessAnalysis(Liveness::run(cx.ctx, cx.ir, cx.op, &unknown))
    }
}

/// A function's dead arguments and results (upstream's
/// `FunctionToCleanUp`).
struct FunctionCleanup {
    func: OpRef,
    args: Vec<bool>,
    results: Vec<bool>,
}

/// Operands of an op to erase or to poison (upstream's
/// `OperandsToCleanup`).
struct OperandCleanup {
    op: OpRef,
    dead: Vec<bool>,
    /// For the users of a function: the function, whose erased arguments
    /// the user's argument operands follow.
    callee: Option<OpRef>,
    poison: bool,
}

/// What the pass changes, decided before anything changes (upstream's
/// `RDVFinalCleanupList`).
#[derive(Default)]
struct CleanupList {
    operations: Vec<OpRef>,
    functions: Vec<FunctionCleanup>,
    operands: Vec<OperandCleanup>,
    results: Vec<(OpRef, Vec<bool>)>,
    blocks: Vec<(BodyId, BlockId, Vec<bool>)>,
    successor_operands: Vec<(OpRef, usize, Vec<bool>)>,
}

struct Collector<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    la: &'a Liveness,
    /// Values already known to go (upstream's `nonLiveSet`).
    dead: FxHashSet<ValueRef>,
    cl: CleanupList,
    /// The uses of symbols under the pass root.
    uses: util::SymbolUseFinder<'a>,
    top: OpRef,
}

impl Collector<'_> {
    fn def(&self, op: OpRef) -> Option<&'static rmlir_ir::OpDef> {
        self.ctx.op_def(self.ir.body(op.body).op(op.op).name)
    }

    /// Whether `v` is live and not known to go (upstream's `hasLive` of
    /// one value).
    fn live(&self, v: ValueRef) -> bool {
        !self.dead.contains(&v) && self.la.is_live(v.0, v.1)
    }

    fn has_live(&self, values: &[ValueRef]) -> bool {
        values.iter().any(|&v| self.live(v))
    }

    fn results(&self, op: OpRef) -> SmallVec<[ValueRef; 4]> {
        self.ir.body(op.body).results(op.op).map(|v| (op.body, v)).collect()
    }

    fn operands(&self, op: OpRef) -> SmallVec<[ValueRef; 4]> {
        self.ir.body(op.body).operands(op.op).map(|v| (op.body, v)).collect()
    }

    /// Upstream's `RemoveDeadValues::runOnOperation` walk body.
    fn process(&mut self, op: OpRef) {
        let name = self.ir.body(op.body).op(op.op).name;
        let def = self.def(op);
        if is_function_like(self.ctx, self.ir, op) {
            self.process_func(op);
        } else if region_branch(self.ctx, name).is_some() {
            self.process_region_branch(op);
        } else if def.is_some_and(|d| d.interfaces.branch.is_some()) {
            self.process_branch(op);
        } else if def.is_some_and(|d| d.has(OpTraits::TERMINATOR)) {
            // Kept as its parent requires.
        } else if def.is_some_and(|d| d.interfaces.call.is_some()) {
            // Cleaned with the function it calls.
        } else {
            self.process_simple(op);
        }
    }

    /// `processSimpleOp`: an op with a dead operand is in code that never
    /// runs; one free of memory effects with only dead results is
    /// useless. Either goes.
    fn process_simple(&mut self, op: OpRef) {
        let operands = self.operands(op);
        let results = self.results(op);
        let dead_operand = operands.iter().any(|&v| !self.live(v));
        if !dead_operand
            && (!is_memory_effect_free(self.ctx, self.ir.body(op.body), op.body, op.op)
                || self.has_live(&results))
        {
            return;
        }
        self.cl.operations.push(op);
        self.dead.extend(results);
    }

    /// The ops under the pass root using `func` (upstream's
    /// `getSymbolUses(module)`), or `None` when some op there may be a
    /// symbol table nobody knows.
    fn symbol_users(&mut self, func: OpRef) -> Option<Vec<OpRef>> {
        self.uses.uses(func, self.top)
    }

    /// `processFuncOp`: a non-public function with a body loses its dead
    /// arguments (and its users the matching operands) and the results
    /// no user needs (and its users those results).
    fn process_func(&mut self, func: OpRef) {
        if util::visibility(self.ctx, self.ir, func) == Visibility::Public {
            return;
        }
        let Some((rb, region)) = first_region(self.ir, func) else {
            return;
        };
        let body = self.ir.body(rb);
        let Some(entry) = body.first_block(region) else {
            return;
        };
        // mlir-opt 22 crashes here: keep the function as it is.
        let Some(users) = self.symbol_users(func) else {
            return;
        };
        let args: SmallVec<[ValueRef; 4]> = body.block_args(entry).iter().map(|&a| (rb, a)).collect();
        let dead_args: Vec<bool> = args.iter().map(|&a| !self.live(a)).collect();
        for (&a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.dead.insert(a);
            }
        }
        for &user in &users {
            let n = self.ir.body(user.body).operand_count(user.op);
            self.cl.operands.push(OperandCleanup {
                op: user,
                dead: vec![false; n],
                callee: Some(func),
                poison: false,
            });
        }
        let num_returns = function_type(self.ctx, self.ir, func).map_or(0, |(_, r)| r.len());
        let mut dead_rets = vec![true; num_returns];
        for &user in &users {
            let results = self.results(user);
            for (i, d) in dead_rets.iter_mut().enumerate() {
                *d &= results.get(i).is_some_and(|&r| !self.live(r));
            }
        }
        let body = self.ir.body(rb);
        for block in body.region_blocks(region) {
            let Some(term) = body.last_op(block) else {
                continue;
            };
            let term = OpRef { body: rb, op: term };
            let return_like = self.def(term).is_some_and(|d| d.has(OpTraits::RETURN_LIKE));
            if return_like && body.operand_count(term.op) == num_returns {
                self.cl.operands.push(OperandCleanup {
                    op: term,
                    dead: dead_rets.clone(),
                    callee: None,
                    poison: false,
                });
            }
        }
        self.cl.functions.push(FunctionCleanup {
            func,
            args: dead_args,
            results: dead_rets.clone(),
        });
        if num_returns == 0 {
            return;
        }
        for &user in &users {
            let results = self.results(user);
            for (&r, &d) in results.iter().zip(&dead_rets) {
                if d {
                    self.dead.insert(r);
                }
            }
            self.cl.results.push((user, dead_rets.clone()));
        }
    }

    /// `processRegionBranchOp`: gone when free of memory effects with
    /// dead results; otherwise the operands forwarded only to dead
    /// successor inputs, or dead themselves, are poisoned.
    fn process_region_branch(&mut self, op: OpRef) {
        let results = self.results(op);
        if is_memory_effect_free(self.ctx, self.ir.body(op.body), op.body, op.op)
            && !self.has_live(&results)
        {
            self.cl.operations.push(op);
            return;
        }
        let name = self.ir.body(op.body).op(op.op).name;
        let Some(rb) = region_branch(self.ctx, name) else {
            return;
        };
        let view = OpView::new(self.ctx, self.ir, op);
        let mapping = successor_operand_input_mapping(&view, rb);
        let (rbody, _) = self.ir.regions(op);
        let result_set: FxHashSet<Value> = results.iter().map(|&(_, v)| v).collect();
        let mut per_op: Vec<(OpRef, Vec<bool>)> = Vec::new();
        for ((owner, idx), inputs) in mapping {
            let owner = if owner == op.op {
                op
            } else {
                OpRef {
                    body: rbody,
                    op: owner,
                }
            };
            let value = (owner.body, self.ir.body(owner.body).operand(owner.op, idx));
            let inputs: SmallVec<[ValueRef; 2]> = inputs
                .iter()
                .map(|&v| {
                    if result_set.contains(&v) {
                        (op.body, v)
                    } else {
                        (rbody, v)
                    }
                })
                .collect();
            if self.live(value) && self.has_live(&inputs) {
                continue;
            }
            let pos = match per_op.iter().position(|(o, _)| *o == owner) {
                Some(p) => p,
                None => {
                    let n = self.ir.body(owner.body).operand_count(owner.op);
                    per_op.push((owner, vec![false; n]));
                    per_op.len() - 1
                }
            };
            per_op[pos].1[idx] = true;
        }
        for (owner, dead) in per_op {
            self.cl.operands.push(OperandCleanup {
                op: owner,
                dead,
                callee: None,
                poison: true,
            });
        }
    }

    /// `processBranchOp`: a branch deciding on a dead value never runs and
    /// goes; otherwise each successor loses the dead values forwarded to
    /// it, and its block the matching arguments.
    fn process_branch(&mut self, op: OpRef) {
        let Some(branch) = self.def(op).and_then(|d| d.interfaces.branch) else {
            return;
        };
        let operands = self.operands(op);
        let mut dead_control: Vec<bool> = operands.iter().map(|&v| !self.live(v)).collect();
        let body = self.ir.body(op.body);
        let succs: SmallVec<[BlockId; 2]> = body.successors(op.op).iter().map(|s| s.block).collect();
        let n = operands.len();
        let view = OpView::new(self.ctx, self.ir, op);
        let ranges: SmallVec<[std::ops::Range<usize>; 2]> = (0..succs.len())
            .map(|i| {
                let r = (branch.successor_operands)(&view, i);
                r.start.min(n)..r.end.min(n)
            })
            .collect();
        for r in &ranges {
            for i in r.clone() {
                dead_control[i] = false;
            }
        }
        if dead_control.iter().any(|&d| d) {
            self.cl.operations.push(op);
            return;
        }
        for (i, (&block, r)) in succs.iter().zip(&ranges).enumerate() {
            let dead: Vec<bool> = r.clone().map(|k| !self.live(operands[k])).collect();
            for (&arg, &d) in body.block_args(block).iter().zip(&dead) {
                if d {
                    self.dead.insert((op.body, arg));
                }
            }
            self.cl.blocks.push((op.body, block, dead.clone()));
            self.cl.successor_operands.push((op, i, dead));
        }
    }
}

/// Whether `op` is a function (upstream's `FunctionOpInterface`): a
/// callable symbol with a function type.
fn is_function_like(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    ctx.op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| d.interfaces.callable.is_some() && d.interfaces.symbol.is_some())
}

fn first_region(ir: &Ir, op: OpRef) -> Option<(BodyId, RegionId)> {
    let (rb, mut regions) = ir.regions(op);
    let r = regions.next()?;
    (!ir.body(rb).region_is_empty(r)).then_some((rb, r))
}

/// The name of a function's type attribute.
fn function_type_attr(ctx: &Context, ir: &Ir, func: OpRef) -> Option<&'static str> {
    ctx.op_def(ir.body(func.body).op(func.op).name)?
        .interfaces
        .callable
        .map(|c| c.function_type_attr)
}

/// A function's argument and result types.
fn function_type(ctx: &Context, ir: &Ir, func: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let name = function_type_attr(ctx, ir, func)?;
    let t = OpView::new(ctx, ir, func)
        .any_attr(name)
        .and_then(|a| ctx.type_value(a))?;
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The location of a value (upstream's `Value::getLoc`).
fn value_loc(ctx: &Context, ir: &Ir, b: BodyId, v: Value) -> Location {
    let body = ir.body(b);
    match body.value_def(v) {
        ValueDef::Result { op, .. } => body.op(op).loc,
        ValueDef::BlockArg { .. } => body.arg_loc(v).unwrap_or_else(|| ctx.unknown_loc()),
    }
}

/// Erases operand `i` of `op`, shrinking its operand segment (upstream's
/// `MutableOperandRange::erase` on the call's argument operands).
fn erase_operand_in_segment(ctx: &Context, ir: &mut Ir, op: OpRef, i: usize) {
    let body = ir.body_mut(op.body);
    if i >= body.operand_count(op.op) {
        return;
    }
    let def = ctx.op_def(body.op(op.op).name);
    if def.is_some_and(|d| d.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)) {
        let sizes = body
            .op(op.op)
            .properties()
            .and_then(|p| ctx.dictionary_get(p, b"operandSegmentSizes"))
            .and_then(|a| ctx.dense_i32_array(a));
        if let Some(mut sizes) = sizes {
            let mut start = 0usize;
            for s in sizes.iter_mut() {
                let len = usize::try_from(*s).unwrap_or(0);
                if i < start + len {
                    *s -= 1;
                    break;
                }
                start += len;
            }
            let attr = ctx.dense_i32_array_attr(&sizes);
            util::set_attr(ctx, ir, op, "operandSegmentSizes", Some(attr));
        }
    }
    ir.body_mut(op.body).erase_operands(op.op, i..i + 1);
}

/// Erases the operands `dead` marks (upstream's `eraseOperands`).
fn erase_operands(ir: &mut Ir, op: OpRef, dead: &[bool]) {
    let body = ir.body_mut(op.body);
    let n = body.operand_count(op.op);
    if dead.len() != n {
        return;
    }
    for i in (0..n).rev() {
        if dead[i] {
            body.erase_operands(op.op, i..i + 1);
        }
    }
}

/// Drops the uses of function `func`'s arguments `dead` marks and erases
/// them, with the function type's inputs and argument attributes
/// (upstream's `eraseArguments`); the same for the results `dead_results`
/// marks (`eraseResults`).
fn erase_function_signature(
    ctx: &Context,
    ir: &mut Ir,
    func: OpRef,
    dead_args: &[bool],
    dead_results: &[bool],
) {
    let Some((inputs, results)) = function_type(ctx, ir, func) else {
        return;
    };
    let Some(type_attr) = function_type_attr(ctx, ir, func) else {
        return;
    };
    let erase_args = dead_args.iter().any(|&d| d) && dead_args.len() == inputs.len();
    let erase_results = dead_results.iter().any(|&d| d) && dead_results.len() == results.len();
    if erase_args {
        if let Some((rb, region)) = first_region(ir, func) {
            let body = ir.body_mut(rb);
            if let Some(entry) = body.first_block(region) {
                if body.block_args(entry).len() == dead_args.len() {
                    for i in (0..dead_args.len()).rev() {
                        if dead_args[i] {
                            let a = body.block_args(entry)[i];
                            body.drop_all_uses(a);
                            body.erase_block_arg(entry, i);
                        }
                    }
                }
            }
        }
        prune_attr_dicts(ctx, ir, func, "arg_attrs", dead_args);
    }
    if erase_results {
        prune_attr_dicts(ctx, ir, func, "res_attrs", dead_results);
    }
    if erase_args || erase_results {
        let keep = |types: &[Type], dead: &[bool], erase: bool| -> Vec<Type> {
            types
                .iter()
                .enumerate()
                .filter(|&(i, _)| !(erase && dead[i]))
                .map(|(_, &t)| t)
                .collect()
        };
        let new_inputs = keep(&inputs, dead_args, erase_args);
        let new_results = keep(&results, dead_results, erase_results);
        let t = ctx.function_type(&new_inputs, &new_results);
        util::set_attr(ctx, ir, func, type_attr, Some(ctx.type_attr(t)));
    }
}

/// Removes the entries `dead` marks from the array of attribute
/// dictionaries `name` (upstream's `setAllArgAttrDicts`: the attribute
/// goes when no dictionary is left with an entry).
fn prune_attr_dicts(ctx: &Context, ir: &mut Ir, func: OpRef, name: &str, dead: &[bool]) {
    let Some(arr) = OpView::new(ctx, ir, func).any_attr(name) else {
        return;
    };
    let AttrKind::Array(elems) = ctx.attr_kind(arr) else {
        return;
    };
    let kept: Vec<Attribute> = elems
        .iter()
        .enumerate()
        .filter(|&(i, _)| !dead.get(i).copied().unwrap_or(false))
        .map(|(_, &a)| a)
        .collect();
    let all_empty = kept.iter().all(|&d| ctx.dictionary_entries(d).is_empty());
    let value = (!all_empty).then(|| ctx.array_attr(&kept));
    util::set_attr(ctx, ir, func, name, value);
}

/// Creates a `ub.poison` of `v`'s type before `op` (upstream's
/// `createPoisonedValues` of one value).
fn create_poison(ctx: &Context, ir: &mut Ir, op: OpRef, ty: Type, loc: Location) -> OpId {
    let mut b = Builder::new(ctx, ir.body_mut(op.body));
    b.set_insertion_point(op.op);
    rmlir_ub::PoisonOp::build(&mut b, loc, ty, None).id()
}

/// Upstream's `cleanUpDeadVals`: applies the list, in its order of kinds.
fn clean_up_dead_values(ctx: &Context, ir: &mut Ir, top: OpRef, list: CleanupList) {
    let mut poisons: Vec<(BodyId, OpId)> = Vec::new();

    // 1. Block arguments (a block reached from several branches: once).
    for (b, block, dead) in &list.blocks {
        let body = ir.body_mut(*b);
        if body.block_args(*block).len() != dead.len() {
            continue;
        }
        for i in (0..dead.len()).rev() {
            if dead[i] {
                let a = body.block_args(*block)[i];
                body.drop_all_uses(a);
                body.erase_block_arg(*block, i);
            }
        }
    }

    // 2. Successor operands.
    for (op, succ, dead) in &list.successor_operands {
        let body = ir.body(op.body);
        if body.is_erased(op.op) || *succ >= body.successors(op.op).len() {
            continue;
        }
        let Some(r) = rmlir_rewrite::branch::forwarded_range(ctx, body, op.body, op.op, *succ) else {
            continue;
        };
        if r.len() != dead.len() {
            continue;
        }
        for k in (0..dead.len()).rev() {
            if dead[k] {
                rmlir_rewrite::branch::erase_forwarded_operand(
                    ctx,
                    ir.body_mut(op.body),
                    op.body,
                    op.op,
                    *succ,
                    k,
                );
            }
        }
    }

    // 3. Functions.
    let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
    for f in &list.functions {
        erase_function_signature(ctx, ir, f.func, &f.args, &f.results);
        if f.args.iter().any(|&d| d) {
            erased_args.entry(f.func).or_insert_with(|| f.args.clone());
        }
    }

    // 4. Operands: a function's users drop the arguments it lost; return
    // ops drop the results no caller needs; the operands of region branch
    // points are poisoned.
    for o in &list.operands {
        if ir.body(o.op.body).is_erased(o.op.op) {
            continue;
        }
        let def = ctx.op_def(ir.body(o.op.body).op(o.op.op).name);
        let call = def.and_then(|d| d.interfaces.call);
        let mut handled_as_call = false;
        if let (Some(callee), Some(call)) = (o.callee, call) {
            if let Some(dead_args) = erased_args.get(&callee) {
                let skip = usize::from(call.callee_attr.is_empty());
                for i in (0..dead_args.len()).rev() {
                    if dead_args[i] {
                        erase_operand_in_segment(ctx, ir, o.op, skip + i);
                    }
                }
                handled_as_call = true;
            }
        }
        if handled_as_call || !o.dead.iter().any(|&d| d) {
            continue;
        }
        if !o.poison {
            erase_operands(ir, o.op, &o.dead);
            continue;
        }
        let n = ir.body(o.op.body).operand_count(o.op.op);
        for i in (0..n).filter(|&i| o.dead.get(i).copied().unwrap_or(false)) {
            let body = ir.body(o.op.body);
            let value = body.operands_raw(o.op.op).nth(i).flatten();
            let (ty, loc) = match value {
                Some(v) => (body.value_type(v), value_loc(ctx, ir, o.op.body, v)),
                // mlir-opt 22 crashes on a dropped operand here; a poison
                // of the type the op expects would need it. Leave it.
                None => continue,
            };
            let p = create_poison(ctx, ir, o.op, ty, loc);
            poisons.push((o.op.body, p));
            let body = ir.body_mut(o.op.body);
            let pv = body.result(p, 0);
            body.set_operand(o.op.op, i, pv);
        }
    }

    // 5. Results of the users of functions. (Each user is made again: the
    // new op stands for the old one below, should it go too.)
    let mut remade: FxHashMap<OpRef, OpRef> = FxHashMap::default();
    for (op, dead) in &list.results {
        let body = ir.body(op.body);
        if body.is_erased(op.op) || body.num_results(op.op) != dead.len() {
            continue;
        }
        let results: SmallVec<[Value; 4]> = body.results(op.op).collect();
        let body = ir.body_mut(op.body);
        for (&r, &d) in results.iter().zip(dead) {
            if d {
                body.drop_all_uses(r);
            }
        }
        // The op is made again: operands without value stay so.
        let stand_in = fill_dropped_operands(ctx, body, &[op.op]);
        let mut rw = Rewriter::new(Builder::new(ctx, body));
        let new = rw.erase_op_results(op.op, dead);
        if let Some(v) = stand_in {
            body.drop_all_uses(v);
        }
        remade.insert(*op, OpRef { body: op.body, op: new });
    }

    // 6. Operations: a terminator leaves `ub.unreachable` in its place.
    for &op in &list.operations {
        // mlir-opt 22 erases a symbol user twice here (and crashes).
        let op = remade.get(&op).copied().unwrap_or(op);
        // The pass's own op stays whatever it is (the pass manager holds it).
        if op == top || ir.body(op.body).is_erased(op.op) {
            continue;
        }
        let is_terminator = ctx
            .op_def(ir.body(op.body).op(op.op).name)
            .is_some_and(|d| d.has(OpTraits::TERMINATOR));
        if is_terminator {
            let loc = ir.body(op.body).op(op.op).loc;
            let mut b = Builder::new(ctx, ir.body_mut(op.body));
            b.set_insertion_point(op.op);
            rmlir_ub::UnreachableOp::build(&mut b, loc);
        }
        let results: SmallVec<[Value; 4]> = ir.body(op.body).results(op.op).collect();
        let body = ir.body_mut(op.body);
        for r in results {
            body.drop_all_uses(r);
        }
        ir.erase_op(op);
    }

    // 7. The poison values made above that nothing uses.
    for (b, p) in poisons {
        let body = ir.body(b);
        if !body.is_erased(p) && body.op_results_unused(p) {
            ir.erase_op(OpRef { body: b, op: p });
        }
    }
}

/// Points the operands without value of `ops` (uses this pass dropped)
/// at a stand-in, an argument of a block in no region, which is returned
/// (`None` when no operand lacked a value). The code running meanwhile
/// (re-creating an op, patterns) expects every operand to have a value;
/// where upstream's would read the missing one, it crashes. Dropping the
/// stand-in's uses afterwards restores the missing values.
fn fill_dropped_operands(ctx: &Context, body: &mut Body, ops: &[OpId]) -> Option<Value> {
    let mut stand_in: Option<Value> = None;
    for &op in ops {
        if body.is_erased(op) {
            continue;
        }
        let raw: SmallVec<[Option<Value>; 4]> = body.operands_raw(op).collect();
        for (i, v) in raw.into_iter().enumerate() {
            if v.is_some() {
                continue;
            }
            let s = *stand_in.get_or_insert_with(|| {
                let blk = body.create_block();
                body.add_block_arg(blk, ctx.none_type(), None)
            });
            body.set_operand(op, i, s);
        }
    }
    stand_in
}

/// The regions enclosing `op`, innermost first, across bodies.
fn enclosing_regions(ir: &Ir, op: OpRef) -> Vec<(BodyId, RegionId)> {
    let mut out = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        let body = ir.body(o.body);
        let Some(region) = body.parent_block(o.op).and_then(|b| body.block_parent(b)) else {
            break;
        };
        out.push((o.body, region));
        cur = ir.parent_op(o);
    }
    out
}

/// Upstream's `findCommonAncestor`: the innermost region holding every
/// op of `ops`, if any.
fn common_region(ir: &Ir, ops: &[OpRef]) -> Option<(BodyId, RegionId)> {
    let first = enclosing_regions(ir, *ops.first()?);
    let mut depth = 0usize;
    for &op in &ops[1..] {
        let chain = enclosing_regions(ir, op);
        while depth < first.len() && !chain.contains(&first[depth]) {
            depth += 1;
        }
    }
    first.get(depth).copied()
}

/// Applies the canonicalization patterns to the region branch ops under
/// `top` (in post-order, as upstream's walk collects them) with the
/// multi-op greedy driver. Each body's ops are rewritten by a driver of
/// their own: no pattern reaches across bodies, and a worklist taking
/// ops last to first handles each body's ops in the same order whether
/// or not other bodies' ops are interleaved.
fn canonicalize_region_branch_ops(ctx: &Context, ir: &mut Ir, top: OpRef, patterns: &FrozenPatternSet) {
    let mut ops: Vec<OpRef> = Vec::new();
    walk_post_order(ir, top, |op| {
        if region_branch(ctx, ir.body(op.body).op(op.op).name).is_some() {
            ops.push(op);
        }
    });
    if ops.is_empty() {
        return;
    }
    let scope = common_region(ir, &ops);
    let mut bodies: Vec<BodyId> = Vec::new();
    for op in &ops {
        if !bodies.contains(&op.body) {
            bodies.push(op.body);
        }
    }
    let config = GreedyRewriteConfig::default();
    for b in bodies {
        let list: Vec<OpId> = ops.iter().filter(|o| o.body == b).map(|o| o.op).collect();
        let body_scope = match scope {
            Some((sb, r)) if sb == b => Some(r),
            _ => None,
        };
        let owner = ir.body(b).owner().map(|(pb, po)| ir.body(pb).op(po).clone());
        let body = ir.body_mut(b);
        let all: Vec<OpId> = body.op_ids().collect();
        let stand_in = fill_dropped_operands(ctx, body, &all);
        apply_op_patterns_greedily(ctx, body, b, owner.as_ref(), &list, body_scope, patterns, &config);
        if let Some(v) = stand_in {
            body.drop_all_uses(v);
        }
    }
}
