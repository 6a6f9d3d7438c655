//! SSA value and block numbering (upstream's `SSANameState`).
//!
//! Regions are numbered from a LIFO stack: the regions of the root op are
//! pushed, then each popped region numbers its blocks and ops and pushes the
//! regions of its ops. In the custom form each region restarts from the
//! counters its parent had when the region was pushed, so sibling regions
//! reuse numbers; the generic form keeps counting (unique SSA ids).

use cranelift_entity::EntityRef;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::util::push_u64;
use crate::body::{BlockId, BodyId, RegionId, Value, ValueDef};
use crate::ir::{Ir, OpRef};

const UNSET: u32 = u32::MAX;
/// Set on ids of entry block arguments, printed `%argN`.
const ARG_FLAG: u32 = 1 << 31;

#[derive(Default)]
struct BodyNames {
    /// Per value: `UNSET`, `N` or `ARG_FLAG | N`. Only the first result of
    /// an op is numbered; other results print as `%N#i`.
    values: Vec<u32>,
    /// Per block: position in its region (`^bbN`).
    blocks: Vec<u32>,
}

#[derive(Default)]
pub(crate) struct NameState {
    bodies: Vec<BodyNames>,
    /// Predecessor blocks of each block, one entry per successor use.
    preds: FxHashMap<(u32, u32), SmallVec<[BlockId; 2]>>,
}

fn set(v: &mut Vec<u32>, i: usize, x: u32) {
    if i >= v.len() {
        v.resize(i + 1, UNSET);
    }
    v[i] = x;
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s own results).
    pub fn new(ir: &Ir, root: OpRef, unique_ids: bool) -> Self {
        let mut st = NameState::default();
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        // The root's regions are queued before its results are numbered.
        let mut stack: Vec<(BodyId, RegionId, u32, u32)> = Vec::new();
        let (b, regions) = ir.regions(root);
        for r in regions {
            stack.push((b, r, next_value, next_arg));
        }
        st.number_op_results(ir, root, &mut next_value);
        while let Some((b, r, nv, na)) = stack.pop() {
            if !unique_ids {
                next_value = nv;
                next_arg = na;
            }
            st.number_region(ir, b, r, &mut next_value, &mut next_arg);
            let body = ir.body(b);
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    let (cb, regions) = ir.regions(OpRef { body: b, op });
                    for cr in regions {
                        stack.push((cb, cr, next_value, next_arg));
                    }
                }
            }
        }
        st
    }

    fn body_mut(&mut self, b: BodyId) -> &mut BodyNames {
        let i = b.index();
        if i >= self.bodies.len() {
            self.bodies.resize_with(i + 1, BodyNames::default);
        }
        &mut self.bodies[i]
    }

    fn number_op_results(&mut self, ir: &Ir, op: OpRef, next_value: &mut u32) {
        let body = ir.body(op.body);
        if body.num_results(op.op) == 0 {
            return;
        }
        let first = body.result(op.op, 0);
        let names = self.body_mut(op.body);
        set(&mut names.values, first.index(), *next_value);
        *next_value += 1;
    }

    fn number_region(
        &mut self,
        ir: &Ir,
        b: BodyId,
        r: RegionId,
        next_value: &mut u32,
        next_arg: &mut u32,
    ) {
        let body = ir.body(b);
        for (ordinal, block) in body.region_blocks(r).enumerate() {
            let entry = ordinal == 0;
            {
                let names = self.body_mut(b);
                set(&mut names.blocks, block.index(), ordinal as u32);
                for &arg in body.block_args(block) {
                    if entry {
                        set(&mut names.values, arg.index(), ARG_FLAG | *next_arg);
                        *next_arg += 1;
                    } else {
                        set(&mut names.values, arg.index(), *next_value);
                        *next_value += 1;
                    }
                }
            }
            for op in body.block_ops(block) {
                self.number_op_results(ir, OpRef { body: b, op }, next_value);
                for s in body.successors(op) {
                    self.preds
                        .entry((b.as_u32(), s.block.as_u32()))
                        .or_default()
                        .push(block);
                }
            }
        }
    }

    /// Appends `%N`, `%argN` or `%N#i` (with `result_no`).
    pub fn push_value(
        &self,
        out: &mut String,
        ir: &Ir,
        b: BodyId,
        v: Value,
        print_result_no: bool,
    ) {
        let body = ir.body(b);
        let (lookup, result_no) = match body.value_def(v) {
            ValueDef::Result { op, index } if body.num_results(op) > 1 => {
                (body.result(op, 0), Some(index))
            }
            _ => (v, None),
        };
        let id = self
            .bodies
            .get(b.index())
            .and_then(|n| n.values.get(lookup.index()).copied())
            .unwrap_or(UNSET);
        if id == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        if id & ARG_FLAG != 0 {
            out.push_str("arg");
            push_u64(out, (id & !ARG_FLAG) as u64);
        } else {
            push_u64(out, id as u64);
        }
        if let (Some(n), true) = (result_no, print_result_no) {
            out.push('#');
            push_u64(out, n as u64);
        }
    }

    /// The block's position in its region.
    pub fn block_ordinal(&self, b: BodyId, block: BlockId) -> Option<u32> {
        let id = self
            .bodies
            .get(b.index())?
            .blocks
            .get(block.index())
            .copied()?;
        (id != UNSET).then_some(id)
    }

    /// Appends `^bbN`.
    pub fn push_block(&self, out: &mut String, b: BodyId, block: BlockId) {
        match self.block_ordinal(b, block) {
            Some(n) => {
                out.push_str("^bb");
                push_u64(out, n as u64);
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }

    pub fn preds(&self, b: BodyId, block: BlockId) -> &[BlockId] {
        self.preds
            .get(&(b.as_u32(), block.as_u32()))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }
}
