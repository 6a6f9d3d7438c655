//! Pre- and post-order walks over operations, crossing into the bodies of
//! isolated operations. Iterative, so arbitrarily deep IR cannot overflow
//! the stack.

use crate::ir::{Ir, OpRef};

/// What a pre-order visitor wants next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkControl {
    /// Visit this op's regions, then go on.
    Advance,
    /// Do not visit this op's regions.
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// Visits `root` and every op nested in it, parents before children, each
/// region's blocks and ops in order. Returns false if interrupted.
pub fn walk_pre_order(ir: &Ir, root: OpRef, mut f: impl FnMut(OpRef) -> WalkControl) -> bool {
    let mut stack = vec![root];
    let mut children = Vec::new();
    while let Some(op) = stack.pop() {
        match f(op) {
            WalkControl::Interrupt => return false,
            WalkControl::Skip => continue,
            WalkControl::Advance => {}
        }
        children.clear();
        collect_children(ir, op, &mut children);
        stack.extend(children.iter().rev());
    }
    true
}

/// Visits every op nested in `root` and then `root`, children before parents.
pub fn walk_post_order(ir: &Ir, root: OpRef, mut f: impl FnMut(OpRef)) {
    // (op, children already pushed)
    let mut stack = vec![(root, false)];
    let mut children = Vec::new();
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            f(op);
            continue;
        }
        stack.push((op, true));
        children.clear();
        collect_children(ir, op, &mut children);
        stack.extend(children.iter().rev().map(|&c| (c, false)));
    }
}

/// The ops directly inside `op`'s regions, in order.
pub fn collect_children(ir: &Ir, op: OpRef, out: &mut Vec<OpRef>) {
    let (b, regions) = ir.regions(op);
    let body = ir.body(b);
    for r in regions {
        for blk in body.region_blocks(r) {
            out.extend(body.block_ops(blk).map(|o| OpRef { body: b, op: o }));
        }
    }
}
