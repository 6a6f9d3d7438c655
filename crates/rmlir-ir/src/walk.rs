//! Pre- and post-order walks over operations, crossing into the bodies of
//! isolated operations. Iterative, so arbitrarily deep IR cannot overflow
//! the stack.

use crate::body::{BlockId, BodyId, OpId};
use crate::ir::{Ir, OpRef, Regions};

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
///
/// Follows the sibling links with one cursor per open op, so nothing is
/// gathered per op (the verifier walks every op of a module with this).
pub fn walk_pre_order(ir: &Ir, root: OpRef, mut f: impl FnMut(OpRef) -> WalkControl) -> bool {
    /// Where the walk is inside an op whose regions it entered.
    struct Cursor<'a> {
        body: BodyId,
        regions: Regions<'a>,
        block: Option<BlockId>,
        next: Option<OpId>,
    }
    match f(root) {
        WalkControl::Interrupt => return false,
        WalkControl::Skip => return true,
        WalkControl::Advance => {}
    }
    let open = |op: OpRef| {
        let (body, regions) = ir.regions(op);
        Cursor {
            body,
            regions,
            block: None,
            next: None,
        }
    };
    let mut stack = vec![open(root)];
    while let Some(top) = stack.last_mut() {
        let body = ir.body(top.body);
        if let Some(op) = top.next {
            top.next = body.next_op(op);
            let op = OpRef { body: top.body, op };
            match f(op) {
                WalkControl::Interrupt => return false,
                WalkControl::Skip => {}
                WalkControl::Advance => {
                    if ir.num_regions(op) != 0 {
                        stack.push(open(op));
                    }
                }
            }
            continue;
        }
        // This block is done: on to the next one, in this region or the
        // next non-empty one.
        let mut block = top.block.and_then(|b| body.next_block(b));
        while block.is_none() {
            match top.regions.next() {
                Some(r) => block = body.first_block(r),
                None => break,
            }
        }
        match block {
            Some(b) => {
                top.block = Some(b);
                top.next = body.first_op(b);
            }
            None => {
                stack.pop();
            }
        }
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
