//! `convert-scf-to-cf` (upstream's `SCFToControlFlow.cpp`): structured
//! control flow becomes blocks and branches. Each lowering splits the
//! block at the op, inlines the op's regions before the continuation and
//! wires them with `cf` branches; `scf.parallel` becomes a nest of
//! `scf.for` and `scf.forall` an `scf.parallel`, lowered in turn.

use rmlir_arith::ops::{AddIOp, CmpIOp, IndexCastOp};
use rmlir_cf::{BranchOp, CondBranchOp, SwitchOp};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{BlockId, OpId, TypeKind, Value};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatterns, ConversionTarget};
use rmlir_scf::{ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp};
use smallvec::SmallVec;

use crate::util::{last_block, block_of, build_for, constant_index, operands, region, region_of, result_types};

type Values = SmallVec<[Value; 4]>;

/// `arith::CmpIPredicate::slt` and `ult`.
const SLT: i64 = 2;
const ULT: i64 = 6;

fn cmpi(rw: &mut PatternRewriter<'_>, loc: rmlir_ir::Location, pred: i64, lhs: Value, rhs: Value) -> Value {
    let i1 = rw.ctx.int_type(1);
    let attr = rw.ctx.integer_attr(rw.ctx.int_type(64), pred);
    CmpIOp::build(rw, loc, i1, lhs, rhs, attr).result()
}

/// `ForLowering`: the entry block of the body becomes the condition block
/// (its arguments the induction variable and the carried values), the
/// body's ops move to a block of their own, the last body block steps and
/// branches back.
fn for_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForOp(rw.view(op));
    let (lb, ub, step, unsigned) = (v.lower_bound(), v.upper_bound(), v.step(), v.unsigned_cmp());
    let inits: Values = v.init_args().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let (Some(cond_block), Some(last_block)) = (rw.body.first_block(r), last_block(rw.body, r)) else {
        return false;
    };
    let Some(first_op) = rw.body.first_op(cond_block) else {
        return false;
    };
    if rw.body.last_op(last_block).is_none() || rw.body.block_args(cond_block).is_empty() {
        return false;
    }
    let Some(init_block) = block_of(rw.body, op) else {
        return false;
    };
    let end_block = rw.split_block(init_block, op);
    let first_body = rw.split_block(cond_block, first_op);
    // The body's last block, after the split (the entry block's ops moved
    // out when the body had one block).
    let last_body = if last_block == cond_block { first_body } else { last_block };
    let parent = region_of(rw.body, end_block).expect("a block in a region");
    rw.inline_region_before(r, parent, Some(end_block));
    let iv = rw.body.block_args(cond_block)[0];
    let term = rw.body.last_op(last_body).expect("a terminator");
    rw.set_insertion_point_to_end(last_body);
    let iv_ty = rw.body.value_type(iv);
    let stepped = AddIOp::build(rw, loc, iv_ty, iv, step, None).result();
    let mut carried: Values = Values::new();
    carried.push(stepped);
    carried.extend(operands(rw.body, term));
    BranchOp::build(rw, loc, &carried, cond_block);
    rw.erase_op(term);

    rw.set_insertion_point_to_end(init_block);
    let mut dest: Values = Values::new();
    dest.push(lb);
    dest.extend(inits.iter().copied());
    BranchOp::build(rw, loc, &dest, cond_block);

    rw.set_insertion_point_to_end(cond_block);
    let cmp = cmpi(rw, loc, if unsigned { ULT } else { SLT }, iv, ub);
    CondBranchOp::build(rw, loc, cmp, &[], &[], None, first_body, end_block);
    let results: Values = rw.body.block_args(cond_block)[1..].iter().copied().collect();
    rw.replace_op(op, &results);
    true
}

/// Turns the terminator of `region`'s last block into a branch to `dest`
/// carrying its operands, and inlines the region before `dest`. Returns
/// the region's entry block.
fn branch_out_of(rw: &mut PatternRewriter<'_>, region: rmlir_ir::RegionId, dest: BlockId, loc: rmlir_ir::Location) -> BlockId {
    let entry = rw.body.first_block(region).expect("a non-empty region");
    let last = last_block(rw.body, region).expect("a non-empty region");
    let term = rw.body.last_op(last).expect("a terminator");
    let args = operands(rw.body, term);
    rw.set_insertion_point_to_end(last);
    BranchOp::build(rw, loc, &args, dest);
    rw.erase_op(term);
    let parent = region_of(rw.body, dest).expect("a block in a region");
    rw.inline_region_before(region, parent, Some(dest));
    entry
}

fn region_ok(rw: &PatternRewriter<'_>, r: Option<rmlir_ir::RegionId>) -> bool {
    r.and_then(|r| last_block(rw.body, r)).is_some_and(|b| rw.body.last_op(b).is_some())
}

/// `IfLowering`: a conditional branch to the inlined regions, which
/// branch to a block whose arguments stand for the results (then on to
/// the continuation).
fn if_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let cond = IfOp(rw.view(op)).condition();
    let loc = rw.body.op(op).loc;
    let then_r = region(rw.body, op, 0);
    let else_r = region(rw.body, op, 1);
    if !region_ok(rw, then_r) {
        return false;
    }
    let else_r = else_r.filter(|&r| !rw.body.region_is_empty(r));
    if else_r.is_some() && !region_ok(rw, else_r) {
        return false;
    }
    let Some(cond_block) = block_of(rw.body, op) else {
        return false;
    };
    let remaining = rw.split_block(cond_block, op);
    let types = result_types(rw.body, op);
    let continue_block = if types.is_empty() {
        remaining
    } else {
        let parent = region_of(rw.body, remaining).expect("a block in a region");
        let locs: SmallVec<[Option<rmlir_ir::Location>; 4]> = types.iter().map(|_| Some(loc)).collect();
        let b = rw.create_block(parent, Some(remaining), &types, &locs);
        BranchOp::build(rw, loc, &[], remaining);
        b
    };
    let then_block = branch_out_of(rw, then_r.expect("checked"), continue_block, loc);
    let else_block = match else_r {
        Some(r) => branch_out_of(rw, r, continue_block, loc),
        None => continue_block,
    };
    rw.set_insertion_point_to_end(cond_block);
    CondBranchOp::build(rw, loc, cond, &[], &[], None, then_block, else_block);
    let results: Values = rw.body.block_args(continue_block).iter().copied().collect();
    rw.replace_op(op, &results);
    true
}

/// `ExecuteRegionLowering`: a branch into the inlined region, whose
/// `scf.yield`s branch to the continuation, which takes the results as
/// arguments.
fn execute_region_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let Some(entry) = rw.body.first_block(r) else {
        return false;
    };
    let Some(cond_block) = block_of(rw.body, op) else {
        return false;
    };
    let remaining = rw.split_block(cond_block, op);
    rw.set_insertion_point_to_end(cond_block);
    BranchOp::build(rw, loc, &[], entry);
    let blocks: SmallVec<[BlockId; 4]> = rw.body.region_blocks(r).collect();
    let yield_name = rw.ctx.ident("scf.yield");
    for b in blocks {
        let Some(t) = rw.body.last_op(b) else {
            continue;
        };
        if rw.body.op(t).name != yield_name {
            continue;
        }
        let args = operands(rw.body, t);
        rw.set_insertion_point_to_end(b);
        BranchOp::build(rw, loc, &args, remaining);
        rw.erase_op(t);
    }
    let parent = region_of(rw.body, remaining).expect("a block in a region");
    rw.inline_region_before(r, parent, Some(remaining));
    let types = result_types(rw.body, op);
    let vals: Values = types
        .iter()
        .map(|&t| rw.body.add_block_arg(remaining, t, Some(loc)))
        .collect();
    rw.replace_op(op, &vals);
    true
}

/// `ParallelLowering`: a nest of `scf.for`, one per dimension, carrying
/// the reductions; the reduction regions are inlined where their
/// `scf.reduce` was.
fn parallel_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ParallelOp(rw.view(op));
    let (lbs, ubs, steps) = (v.lower_bound(), v.upper_bound(), v.step());
    let inits: Values = v.init_vals().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let Some(body_block) = rw.body.first_block(r) else {
        return false;
    };
    let Some(body_term) = rw.body.last_op(body_block) else {
        return false;
    };
    if lbs.is_empty() || rw.body.block_args(body_block).len() != lbs.len() {
        return false;
    }
    let reduce_name = rw.ctx.ident("scf.reduce");
    // Every reduction region must have a terminator with an operand.
    let reduces: SmallVec<[OpId; 4]> = rw
        .body
        .block_ops(body_block)
        .filter(|&o| rw.body.op(o).name == reduce_name)
        .collect();
    for &red in &reduces {
        for rr in rw.body.local_regions(red) {
            let ok = rw
                .body
                .first_block(rr)
                .and_then(|b| rw.body.last_op(b))
                .is_some_and(|t| rw.body.operand_count(t) == 1);
            if !ok {
                return false;
            }
        }
    }
    let mut iter_args: Values = inits.clone();
    let mut ivs: Values = Values::new();
    let mut loop_results: Values = inits.clone();
    for (i, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
        let (for_op, for_block) = build_for(rw, loc, (lb, ub, step), &iter_args, false);
        ivs.push(rw.body.block_args(for_block)[0]);
        iter_args = rw.body.block_args(for_block)[1..].iter().copied().collect();
        let results: Values = rw.body.results(for_op).collect();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let blk = rw.body.parent_block(for_op).expect("inserted");
            rw.set_insertion_point_to_end(blk);
            rmlir_scf::YieldOp::build(rw, loc, &results);
        }
        rw.set_insertion_point_to_start(for_block);
    }
    // The reductions, inlined before their `scf.reduce`, which goes.
    let mut yield_operands: Values = Values::new();
    let ops: SmallVec<[OpId; 8]> = rw.body.block_ops(body_block).collect();
    for o in ops {
        if rw.body.op(o).name != reduce_name {
            continue;
        }
        let red_operands = operands(rw.body, o);
        let red_regions: SmallVec<[rmlir_ir::RegionId; 2]> = rw.body.local_regions(o).collect();
        for (k, rr) in red_regions.into_iter().enumerate() {
            let rb = rw.body.first_block(rr).expect("checked");
            let Some(&arg) = iter_args.get(yield_operands.len()) else {
                return false;
            };
            let t = rw.body.last_op(rb).expect("checked");
            yield_operands.push(rw.body.operand(t, 0));
            rw.erase_op(t);
            let Some(&operand) = red_operands.get(k) else {
                return false;
            };
            let dest = rw.body.parent_block(o).expect("in the body");
            rw.inline_block_before(rb, dest, Some(o), &[arg, operand]);
        }
        rw.erase_op(o);
    }
    // The body (its terminator, the `scf.reduce`, is gone) into the
    // innermost loop.
    let _ = body_term;
    let new_body = match rw.insertion_point() {
        Some(rmlir_ir::builder::InsertPoint::Before(o)) => rw.body.parent_block(o).expect("inserted"),
        Some(rmlir_ir::builder::InsertPoint::End(b)) => b,
        None => return false,
    };
    match rw.body.last_op(new_body) {
        None => rw.inline_block_before(body_block, new_body, None, &ivs),
        Some(t) => rw.inline_block_before(body_block, new_body, Some(t), &ivs),
    }
    if !yield_operands.is_empty() {
        rw.set_insertion_point_to_end(new_body);
        rmlir_scf::YieldOp::build(rw, loc, &yield_operands);
    }
    rw.replace_op(op, &loop_results);
    true
}

/// `WhileLowering`: both regions inlined; the condition branches to the
/// "after" region or out, which branches back.
fn while_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let inits: Values = WhileOp(rw.view(op)).inits().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let (Some(before_r), Some(after_r)) = (region(rw.body, op, 0), region(rw.body, op, 1)) else {
        return false;
    };
    let (Some(before), Some(after)) = (rw.body.first_block(before_r), rw.body.first_block(after_r)) else {
        return false;
    };
    let (Some(cond_op), Some(yield_op)) = (rw.body.last_op(before), rw.body.last_op(after)) else {
        return false;
    };
    if rw.body.operand_count(cond_op) == 0 {
        return false;
    }
    let Some(current) = block_of(rw.body, op) else {
        return false;
    };
    let ip = rw.insertion_point();
    let continuation = rw.split_block(current, op);
    let parent = region_of(rw.body, continuation).expect("a block in a region");
    rw.inline_region_before(after_r, parent, Some(continuation));
    rw.inline_region_before(before_r, parent, Some(after));
    rw.set_insertion_point_to_end(current);
    BranchOp::build(rw, loc, &inits, before);

    let cond_args = operands(rw.body, cond_op);
    let (cond, args) = cond_args.split_first().expect("checked");
    let args: Values = args.iter().copied().collect();
    rw.set_insertion_point_to_end(before);
    let cond_loc = rw.body.op(cond_op).loc;
    let br = CondBranchOp::build(rw, cond_loc, *cond, &args, &[], None, after, continuation).id();
    let _ = br;
    rw.replace_op(cond_op, &[]);

    rw.set_insertion_point_to_end(after);
    let yl = rw.body.op(yield_op).loc;
    let yargs = operands(rw.body, yield_op);
    BranchOp::build(rw, yl, &yargs, before);
    rw.replace_op(yield_op, &[]);
    rw.replace_op(op, &args);
    rw.restore_insertion_point(ip);
    true
}

/// `DoWhileLowering`: when the "after" region only forwards its
/// arguments, the condition branches straight back to the "before"
/// region.
fn do_while_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(before_r), Some(after_r)) = (region(rw.body, op, 0), region(rw.body, op, 1)) else {
        return false;
    };
    let (Some(before), Some(after)) = (rw.body.first_block(before_r), rw.body.first_block(after_r)) else {
        return false;
    };
    let (Some(first), Some(last)) = (rw.body.first_op(after), rw.body.last_op(after)) else {
        return false;
    };
    if first != last || rw.body.op(first).name != rw.ctx.ident("scf.yield") {
        return false;
    }
    let yargs = operands(rw.body, first);
    if yargs.as_slice() != rw.body.block_args(after) {
        return false;
    }
    let Some(cond_op) = rw.body.last_op(before) else {
        return false;
    };
    if rw.body.operand_count(cond_op) == 0 {
        return false;
    }
    let inits: Values = WhileOp(rw.view(op)).inits().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let Some(current) = block_of(rw.body, op) else {
        return false;
    };
    let ip = rw.insertion_point();
    let continuation = rw.split_block(current, op);
    let parent = region_of(rw.body, continuation).expect("a block in a region");
    rw.inline_region_before(before_r, parent, Some(continuation));
    rw.set_insertion_point_to_end(current);
    BranchOp::build(rw, loc, &inits, before);
    let cond_args = operands(rw.body, cond_op);
    let (cond, args) = cond_args.split_first().expect("checked");
    let args: Values = args.iter().copied().collect();
    rw.set_insertion_point_to_end(before);
    let cond_loc = rw.body.op(cond_op).loc;
    CondBranchOp::build(rw, cond_loc, *cond, &args, &[], None, before, continuation);
    rw.replace_op(cond_op, &[]);
    rw.replace_op(op, &args);
    rw.restore_insertion_point(ip);
    true
}

/// `IndexSwitchLowering`: a `cf.switch` on the index cast to `i32`, each
/// case region inlined and branching to the continuation.
fn index_switch_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = IndexSwitchOp(rw.view(op));
    let arg = v.arg();
    let cases: Vec<i64> = v.cases().to_vec();
    let loc = rw.body.op(op).loc;
    let regions: SmallVec<[rmlir_ir::RegionId; 4]> = rw.body.local_regions(op).collect();
    if regions.len() != cases.len() + 1 || !regions.iter().all(|&r| region_ok(rw, Some(r))) {
        return false;
    }
    let Some(cond_block) = block_of(rw.body, op) else {
        return false;
    };
    let continue_block = rw.split_block(cond_block, op);
    let types = result_types(rw.body, op);
    for &t in &types {
        rw.body.add_block_arg(continue_block, t, Some(loc));
    }
    // Each region's (single) block: its yield becomes a branch, then the
    // region is inlined; cases first, the default last.
    let convert = |rw: &mut PatternRewriter<'_>, r: rmlir_ir::RegionId| -> BlockId {
        let block = rw.body.first_block(r).expect("checked");
        let y = rw.body.last_op(block).expect("checked");
        let yargs = operands(rw.body, y);
        let yl = rw.body.op(y).loc;
        rw.set_insertion_point(y);
        BranchOp::build(rw, yl, &yargs, continue_block);
        rw.replace_op(y, &[]);
        let parent = region_of(rw.body, continue_block).expect("a block in a region");
        rw.inline_region_before(r, parent, Some(continue_block));
        block
    };
    let case_blocks: SmallVec<[BlockId; 4]> = regions[1..].iter().map(|&r| convert(rw, r)).collect();
    let default_block = convert(rw, regions[0]);
    rw.set_insertion_point_to_end(cond_block);
    let i32t = rw.ctx.int_type(32);
    let flag = IndexCastOp::build(rw, loc, i32t, arg).out();
    let values = (!cases.is_empty()).then(|| {
        let vt = rw.ctx.intern_type(TypeKind::Vector {
            shape: Box::new([cases.len() as i64]),
            scalable: Box::new([false]),
            elem: i32t,
        });
        let truncated: Vec<i64> = cases.iter().map(|&c| i64::from(c as i32)).collect();
        rw.ctx.dense_int_elements(vt, 32, &truncated)
    });
    let empty: SmallVec<[&[Value]; 4]> = case_blocks.iter().map(|_| &[][..]).collect();
    SwitchOp::build(rw, loc, flag, &[], &empty, values, default_block, &case_blocks);
    let results: Values = rw.body.block_args(continue_block).iter().copied().collect();
    rw.replace_op(op, &results);
    true
}

/// `ForallLowering`: an `scf.forall` without shared outputs becomes an
/// `scf.parallel` (its static bounds as constants) over the same body.
fn forall_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = ForallOp(rw.view(op));
    if !v.outputs().is_empty() {
        return false;
    }
    let (slb, sub, sst) = (v.static_lower_bound().to_vec(), v.static_upper_bound().to_vec(), v.static_step().to_vec());
    let (dlb, dub, dst): (Values, Values, Values) = (
        v.dynamic_lower_bound().into_iter().collect(),
        v.dynamic_upper_bound().into_iter().collect(),
        v.dynamic_step().into_iter().collect(),
    );
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let Some(body) = rw.body.first_block(r) else {
        return false;
    };
    if rw.body.last_op(body).is_none() || slb.len() != sub.len() || slb.len() != sst.len() {
        return false;
    }
    let materialize = |rw: &mut PatternRewriter<'_>, statics: &[i64], dynamics: &[Value]| -> Option<Values> {
        let mut dyn_iter = dynamics.iter();
        statics
            .iter()
            .map(|&s| {
                if s == rmlir_ir::types::DYNAMIC {
                    dyn_iter.next().copied()
                } else {
                    Some(constant_index(rw, loc, s))
                }
            })
            .collect()
    };
    let (Some(lbs), Some(ubs), Some(steps)) = (
        materialize(rw, &slb, &dlb),
        materialize(rw, &sub, &dub),
        materialize(rw, &sst, &dst),
    ) else {
        return false;
    };
    let par = ParallelOp::build(rw, loc, &[], &lbs, &ubs, &steps, &[]).id();
    let pr = region(rw.body, par, 0).expect("scf.parallel has a region");
    rw.inline_region_before(r, pr, None);
    let term = rw.body.last_op(body).expect("checked");
    rw.set_insertion_point_to_end(body);
    let tl = rw.body.op(term).loc;
    rmlir_scf::ReduceOp::build(rw, tl, &[], 0);
    rw.erase_op(term);
    let results: Values = rw.body.results(par).collect();
    rw.replace_op(op, &results);
    true
}

static PATTERNS: [FnPattern; 8] = [
    FnPattern::new("ForallLowering", "scf.forall", forall_lowering),
    FnPattern::new("ForLowering", "scf.for", for_lowering),
    FnPattern::new("IfLowering", "scf.if", if_lowering),
    FnPattern::new("ParallelLowering", "scf.parallel", parallel_lowering),
    FnPattern::new("WhileLowering", "scf.while", while_lowering),
    FnPattern::new("ExecuteRegionLowering", "scf.execute_region", execute_region_lowering),
    FnPattern::new("IndexSwitchLowering", "scf.index_switch", index_switch_lowering),
    FnPattern::new("DoWhileLowering", "scf.while", do_while_lowering).with_benefit(2),
];

/// The scf-to-cf lowering patterns (upstream's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn scf_to_cf_patterns() -> impl Iterator<Item = &'static dyn RewritePattern> {
    PATTERNS.iter().map(|p| p as &dyn RewritePattern)
}

/// `convert-scf-to-cf`.
#[derive(Clone)]
pub struct ConvertScfToCf {
    options: PassOptions,
}

impl Default for ConvertScfToCf {
    fn default() -> Self {
        ConvertScfToCf {
            options: PassOptions::new().bool(
                "allow-pattern-rollback",
                "Experimental performance flag to disallow pattern rollback",
                true,
            ),
        }
    }
}

impl Pass for ConvertScfToCf {
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }
    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }
    fn description(&self) -> &'static str {
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        let mut target = ConversionTarget::new();
        for name in [
            "scf.forall",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.parallel",
            "scf.while",
            "scf.execute_region",
        ] {
            target.add_illegal_op(ctx, name);
        }
        target.mark_unknown_op_dynamically_legal(Box::new(|_| Some(true)));
        let patterns = ConversionPatterns::new(ctx, scf_to_cf_patterns());
        match apply_partial_conversion(ctx, pcx.ir, pcx.op, &target, &patterns, ConversionConfig::default()) {
            Ok(()) => Ok(()),
            Err(d) => {
                pcx.emit(d);
                Err(PassFailure)
            }
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
