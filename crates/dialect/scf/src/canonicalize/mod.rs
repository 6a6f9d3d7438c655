//! Folds and canonicalization patterns of the scf ops (upstream's
//! `SCF.cpp`, as mlir-opt 22 has it): region inlining of `execute_region`,
//! trivial loops, static conditions and constant switch cases; `scf.if`
//! merging, selects and condition propagation; `scf.while` condition
//! facts and argument alignment; parallel loops' unit dimensions; and,
//! for `execute_region`, `for`, `if`, `index_switch` and `while`, the
//! `RegionBranchOpInterface` patterns that drop forwarded values nobody
//! needs.

mod forall;
mod r#if;
mod loops;

use rmlir_interfaces::region_branch;
use rmlir_ir::builder::Builder;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, BlockId, Body, Location, OpDef, OpId, RegionId, Value, ValueDef};
use rmlir_rewrite::fold::value_constant;
use smallvec::SmallVec;

use crate::verify::{
    EXECUTE_REGION_BRANCH, FOR_BRANCH, IF_BRANCH, INDEX_SWITCH_BRANCH, WHILE_BRANCH,
};

pub(crate) use loops::build_for;
pub(crate) use r#if::fold_if;

type Values = SmallVec<[Value; 4]>;

// ----- helpers -----

/// The constant `v` is, if a `ConstantLike` op defines it (`m_Constant`).
pub(crate) fn constant(rw: &PatternRewriter<'_>, v: Value) -> Option<Attribute> {
    value_constant(rw.ctx, rw.body, rw.body_id, v)
}

/// The op defining `v`, if `v` is a result.
pub(crate) fn defining_op(body: &Body, v: Value) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// Whether `op` is an op of definition `def`.
pub(crate) fn is_a(rw: &PatternRewriter<'_>, op: OpId, def: &'static OpDef) -> bool {
    rw.ctx
        .op_def(rw.body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// `v.getLoc()`: a result's op's location, a block argument's own.
pub(crate) fn value_loc(rw: &PatternRewriter<'_>, v: Value) -> Location {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } => rw.body.op(op).loc,
        ValueDef::BlockArg { .. } => rw.body.arg_loc(v).unwrap_or_else(|| rw.ctx.unknown_loc()),
    }
}

/// The region directly holding `v` (`Value::getParentRegion`).
pub(crate) fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    let block = match body.value_def(v) {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Result { op, .. } => body.parent_block(op)?,
    };
    body.block_parent(block)
}

/// Whether `ancestor` is `r` or holds it (`Region::isAncestor`).
pub(crate) fn region_is_ancestor(body: &Body, ancestor: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == ancestor {
            return true;
        }
        match body.region_parent(r) {
            rmlir_ir::body::RegionParent::Op(o) => {
                match body.parent_block(o).and_then(|b| body.block_parent(b)) {
                    Some(p) => r = p,
                    None => return false,
                }
            }
            rmlir_ir::body::RegionParent::BodyOwner => return false,
        }
    }
}

/// The region an op is in.
pub(crate) fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.parent_block(op).and_then(|b| body.block_parent(b))
}

/// Region `i` of `op`.
pub(crate) fn region(body: &Body, op: OpId, i: usize) -> RegionId {
    body.local_regions(op).nth(i).expect("region index")
}

/// The last op of `block` (its terminator).
pub(crate) fn terminator(body: &Body, block: BlockId) -> OpId {
    body.last_op(block).expect("a block with a terminator")
}

/// Whether `block` holds exactly one op (`llvm::hasSingleElement`).
pub(crate) fn has_single_op(body: &Body, block: BlockId) -> bool {
    let f = body.first_op(block);
    f.is_some() && f == body.last_op(block)
}

/// Upstream's `replaceOpWithRegion`: the single block of `region` is
/// inlined before `op` with `args` for its arguments, `op` is replaced by
/// what its terminator yields, and the terminator is erased.
pub(crate) fn replace_op_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[Value],
) {
    let block = rw.body.first_block(region).expect("a block");
    let term = terminator(rw.body, block);
    let parent = rw.body.parent_block(op).expect("op in a block");
    rw.inline_block_before(block, parent, Some(op), args);
    // Read after inlining, as upstream's `ValueRange` over the
    // terminator's operands is: a yielded block argument is by now the
    // value that replaced it.
    let results: Values = rw.body.operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// A builder at the end of `block` that tells no listener: for what
/// upstream creates inside an op's `build`, before the op is inserted
/// (such ops never reach the driver's worklist).
pub(crate) fn silent<'b>(rw: &'b mut PatternRewriter<'_>, block: BlockId) -> Builder<'b> {
    Builder::at_end(rw.ctx, &mut *rw.body, block)
}

/// Creates an empty block at the end of `region` with arguments, without
/// notifying (a block made inside a `build`).
pub(crate) fn silent_block(
    rw: &mut PatternRewriter<'_>,
    region: RegionId,
    args: &[(rmlir_ir::Type, Location)],
) -> BlockId {
    let b = rw.body.create_block();
    rw.body.append_block(region, b);
    for &(t, l) in args {
        rw.body.add_block_arg(b, t, Some(l));
    }
    b
}

/// Moves the blocks of `from` to the end of `to` without notifying
/// (`Region::takeBody`, after clearing `to`).
pub(crate) fn take_body(rw: &mut PatternRewriter<'_>, to: RegionId, from: RegionId) {
    while let Some(b) = rw.body.first_block(to) {
        rw.body.erase_block(b);
    }
    rw.body.inline_region_before(from, to, None);
}

/// The dialect materializer of `op`'s dialect (`Dialect::materializeConstant`).
pub(crate) fn materialize(
    rw: &mut PatternRewriter<'_>,
    dialect_of: OpId,
    value: Attribute,
    ty: rmlir_ir::Type,
    loc: Location,
) -> Option<OpId> {
    let name = rw.ctx.ident_bytes(rw.body.op(dialect_of).name).to_vec();
    let d = name.split(|&c| c == b'.').next().unwrap_or(&name);
    let m = rw.ctx.registry().dialect(d)?.materialize_constant?;
    m(&mut *rw, value, ty, loc)
}

// ----- region branch patterns -----

macro_rules! region_branch_patterns {
    ($name:ident, $root:literal, $rb:expr) => {
        mod $name {
            use super::*;
            fn make_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
                region_branch::make_successor_inputs_dead(op, rw, &$rb)
            }
            fn dedup(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
                region_branch::remove_duplicate_successor_input_uses(op, rw, &$rb)
            }
            fn remove_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
                region_branch::remove_dead_successor_inputs(op, rw, &$rb)
            }
            pub(super) static PATTERNS: [FnPattern; 3] = [
                FnPattern::new(
                    "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                    $root,
                    make_dead,
                ),
                FnPattern::new(
                    "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
                    $root,
                    dedup,
                ),
                FnPattern::new(
                    "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                    $root,
                    remove_dead,
                ),
            ];
        }
    };
}

region_branch_patterns!(
    execute_region_rb,
    "scf.execute_region",
    EXECUTE_REGION_BRANCH
);
region_branch_patterns!(for_rb, "scf.for", FOR_BRANCH);
region_branch_patterns!(if_rb, "scf.if", IF_BRANCH);
region_branch_patterns!(index_switch_rb, "scf.index_switch", INDEX_SWITCH_BRANCH);
region_branch_patterns!(while_rb, "scf.while", WHILE_BRANCH);

fn push_all(out: &mut Vec<&'static dyn RewritePattern>, ps: &'static [FnPattern]) {
    out.extend(ps.iter().map(|p| p as &dyn RewritePattern));
}

// ----- scf.execute_region -----

/// `SingleBlockExecuteInliner`: an `execute_region` of one block (not
/// `no_inline`) is inlined.
fn single_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if crate::ExecuteRegionOp(rw.view(op)).no_inline() {
        return false;
    }
    let r = region(rw.body, op, 0);
    if rw.body.region_blocks(r).count() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, r, &[]);
    true
}

/// `MultiBlockExecuteInliner`: an `execute_region` directly in a function
/// or another `execute_region` (not `no_inline`) becomes blocks of its
/// parent, its yields branches to the rest of the parent block.
fn multi_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if crate::ExecuteRegionOp(rw.view(op)).no_inline() {
        return false;
    }
    let parent_ok = match rw.body.parent_op(op) {
        Some(p) => is_a(rw, p, &crate::EXECUTE_REGION_OP),
        None => rw
            .owner
            .and_then(|o| rw.ctx.op_def(o.name))
            .is_some_and(|d| d.interfaces.callable.is_some()),
    };
    if !parent_ok {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let prev = rw.body.parent_block(op).expect("op in a block");
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    let r = region(rw.body, op, 0);
    let entry = rw.body.first_block(r).expect("a block");
    rmlir_cf::BranchOp::build(rw, loc, &[], entry);
    let blocks: SmallVec<[BlockId; 4]> = rw.body.region_blocks(r).collect();
    for blk in blocks {
        let Some(y) = rw.body.last_op(blk) else {
            continue;
        };
        if !is_a(rw, y, &crate::YIELD_OP) {
            continue;
        }
        rw.set_insertion_point(y);
        let yloc = rw.body.op(y).loc;
        let operands: Values = rw.body.operands(y).collect();
        rmlir_cf::BranchOp::build(rw, yloc, &operands, post);
        rw.erase_op(y);
    }
    let parent_region = rw.body.block_parent(post).expect("block in a region");
    rw.inline_region_before(r, parent_region, Some(post));
    let results: Values = rw.body.results(op).collect();
    let args: Values = results
        .iter()
        .map(|&v| {
            let t = rw.body.value_type(v);
            rw.body.add_block_arg(post, t, Some(loc))
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

static EXECUTE_REGION_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "SingleBlockExecuteInliner",
        "scf.execute_region",
        single_block_execute_inliner,
    ),
    FnPattern::new(
        "MultiBlockExecuteInliner",
        "scf.execute_region",
        multi_block_execute_inliner,
    ),
];

pub(crate) fn execute_region_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &EXECUTE_REGION_PATTERNS);
    push_all(out, &execute_region_rb::PATTERNS);
}

// ----- scf.index_switch -----

/// `FoldConstantCase`: a switch on a constant is replaced by the region it
/// selects.
fn fold_constant_case(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let arg = rw.body.operand(op, 0);
    let ty = rw.body.value_type(arg);
    let Some(value) =
        constant(rw, arg).and_then(|a| rmlir_ir::matchers::constant_int_sext(rw.ctx, a, ty))
    else {
        return false;
    };
    let cases = crate::IndexSwitchOp(rw.view(op)).cases();
    let idx = cases.iter().position(|&c| c == value);
    let r = match idx {
        Some(i) => region(rw.body, op, i + 1),
        None => region(rw.body, op, 0),
    };
    let source = rw.body.first_block(r).expect("a block");
    let term = terminator(rw.body, source);
    let results: Values = rw.body.operands(term).collect();
    let parent = rw.body.parent_block(op).expect("op in a block");
    rw.inline_block_before(source, parent, Some(op), &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

static INDEX_SWITCH_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "FoldConstantCase",
    "scf.index_switch",
    fold_constant_case,
)];

pub(crate) fn index_switch_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &INDEX_SWITCH_PATTERNS);
    push_all(out, &index_switch_rb::PATTERNS);
}

pub(crate) use forall::forall_patterns;
pub(crate) use loops::{for_patterns, parallel_patterns, while_patterns};
pub(crate) use r#if::if_patterns;
