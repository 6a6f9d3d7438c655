//! Simplifying regions (upstream's `RegionUtils.cpp`): unreachable blocks,
//! dead ops and block arguments, identical blocks.

use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BlockId, BodyId, Context, OpId, RegionId, Value};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// Erases the blocks no path from the entry block reaches, in `region`
/// and the regions nested in it (upstream's `eraseUnreachableBlocks`).
/// Returns whether any was erased.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let mut erased = false;
    let mut worklist: SmallVec<[RegionId; 4]> = SmallVec::new();
    worklist.push(region);
    while let Some(r) = worklist.pop() {
        let Some(entry) = rw.body.first_block(r) else {
            continue;
        };
        if rw.body.next_block(entry).is_none() {
            let body = &*rw.body;
            for op in body.block_ops(entry) {
                worklist.extend(body.local_regions(op));
            }
            continue;
        }
        let mut reachable = FxHashSet::default();
        rw.body.post_order_blocks(entry, &mut reachable);
        let blocks: SmallVec<[BlockId; 8]> = rw.body.region_blocks(r).collect();
        for b in blocks {
            if !reachable.contains(&b) {
                drop_all_defined_value_uses(rw, b);
                rw.body.drop_block_uses(b);
                rw.erase_block(b);
                erased = true;
                continue;
            }
            let body = &*rw.body;
            for op in body.block_ops(b) {
                worklist.extend(body.local_regions(op));
            }
        }
    }
    erased
}

/// Drops every use of the values `block` defines: its arguments and the
/// results of its ops, nested ones included (upstream's
/// `Block::dropAllDefinedValueUses`).
pub fn drop_all_defined_value_uses(rw: &mut Rewriter<'_>, block: BlockId) {
    let args: SmallVec<[Value; 4]> = rw.body.block_args(block).iter().copied().collect();
    for a in args {
        rw.body.drop_all_uses(a);
    }
    let ops: SmallVec<[OpId; 8]> = rw.body.block_ops(block).collect();
    for op in ops {
        let results: SmallVec<[Value; 2]> = rw.body.results(op).collect();
        for v in results {
            rw.body.drop_all_uses(v);
        }
        let regions: SmallVec<[RegionId; 2]> = rw.body.local_regions(op).collect();
        for r in regions {
            let blocks: SmallVec<[BlockId; 4]> = rw.body.region_blocks(r).collect();
            for b in blocks {
                // Regions nest as deep as the input does.
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    drop_all_defined_value_uses(rw, b)
                });
            }
        }
    }
}

/// Simplifies `region` after an iteration of the greedy driver (upstream's
/// `simplifyRegions`): unreachable blocks, dead code and dead block
/// arguments, and with `merge_blocks` identical blocks and redundant block
/// arguments. Returns whether anything changed.
pub fn simplify_regions(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    region: RegionId,
    merge_blocks: bool,
) -> bool {
    let erased = erase_unreachable_blocks(rw, region);
    let dce = crate::region_dce::run_region_dce(ctx, rw, body_id, region);
    checked(rw.body);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = crate::block_merge::merge_identical_blocks(ctx, rw, body_id, region);
        checked(rw.body);
        dropped = crate::block_merge::drop_redundant_arguments(ctx, rw, body_id, region);
        checked(rw.body);
    }
    erased || dce || merged || dropped
}

/// In debug builds, checks that `body`'s use-lists and predecessor lists
/// are still exact: region simplification also edits operand and argument
/// lists directly (as upstream does, unheard by the listener), past the
/// rewriter's own checks.
pub(crate) fn checked(body: &rmlir_ir::Body) {
    // Quadratic over a run: large bodies are left to the tests.
    if cfg!(debug_assertions) && body.num_ops() <= 4000 {
        if let Err(e) = body.check_invariants() {
            panic!("region simplification broke the IR: {e}");
        }
    }
}
