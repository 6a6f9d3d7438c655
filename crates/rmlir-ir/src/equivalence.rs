//! Whether two operations are the same computation (upstream's
//! `OperationEquivalence`, `OperationSupport.cpp`): same name,
//! attributes, properties, result types, operands (as a multiset for
//! `Commutative` ops) and regions, locations ignored. CSE and block
//! merging decide with it.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;

use crate::attributes::Attribute;
use crate::body::{BlockId, Body, OpId, RegionId, Value};
use crate::context::Context;
use crate::dialect::OpTraits;

/// How operands are compared.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operands {
    /// Equal values, or values the comparison of enclosing regions made
    /// equivalent (block arguments, results); `Commutative` ops compare
    /// them as a multiset (upstream's default `isEquivalentTo`).
    Exact,
    /// Any operands of equal types, in order
    /// (`OperationEquivalence::ignoreValueEquivalence`).
    IgnoreValues,
}

fn properties(ctx: &Context, body: &Body, op: OpId) -> Attribute {
    // No properties and an empty dictionary of them are the same thing.
    body.op(op)
        .properties()
        .unwrap_or_else(|| ctx.empty_dictionary())
}

fn is_commutative(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| d.has(OpTraits::COMMUTATIVE))
}

/// A hash of `op` consistent with [`is_equivalent`] in `Exact` mode
/// (upstream's `computeHash` with `directHashValue` operands, results
/// ignored): name, attributes, properties, result types and operands,
/// summed for `Commutative` ops.
pub fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    properties(ctx, body, op).hash(&mut h);
    for v in body.results(op) {
        body.value_type(v).hash(&mut h);
    }
    let hash_value = |v: Value| {
        let mut h = FxHasher::default();
        v.hash(&mut h);
        h.finish()
    };
    if is_commutative(ctx, body, op) && body.operand_count(op) > 0 {
        let sum = body
            .operands(op)
            .map(hash_value)
            .fold(0u64, |a, b| a.wrapping_add(b));
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            hash_value(v).hash(&mut h);
        }
    }
    h.finish()
}

/// A hash of `op` ignoring its operands' values (upstream's
/// `computeHash` with `ignoreHashValue`), for [`Operands::IgnoreValues`].
pub fn op_hash_ignoring_values(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let d = body.op(op);
    let mut h = FxHasher::default();
    d.name.hash(&mut h);
    d.attrs.hash(&mut h);
    properties(ctx, body, op).hash(&mut h);
    for v in body.results(op) {
        body.value_type(v).hash(&mut h);
    }
    body.operand_count(op).hash(&mut h);
    h.finish()
}

/// The values each side's regions made equivalent so far (upstream's
/// `ValueEquivalenceCache`).
#[derive(Default)]
struct Cache {
    values: FxHashMap<Value, Value>,
}

impl Cache {
    fn equivalent(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }
    fn mark(&mut self, l: Value, r: Value) {
        self.values.entry(l).or_insert(r);
    }
    fn commutative_equivalent(&self, l: &[Value], r: &[Value]) -> bool {
        if l.len() != r.len() {
            return false;
        }
        let same = l
            .iter()
            .zip(r)
            .take_while(|(a, b)| self.equivalent(**a, **b))
            .count();
        if same == l.len() {
            return true;
        }
        let sorted = |vals: &[Value]| {
            let mut v: SmallVec<[Value; 4]> = vals
                .iter()
                .map(|a| self.values.get(a).copied().unwrap_or(*a))
                .collect();
            v.sort();
            v
        };
        sorted(&l[same..]) == sorted(&r[same..])
    }
}

struct Compare<'a> {
    ctx: &'a Context,
    body: &'a Body,
    mode: Operands,
    cache: Cache,
}

impl Compare<'_> {
    /// Compares two ops; `top` for the ops compared first, not ones nested
    /// in their regions: mlir-opt 22 passes the commutative comparison
    /// only to the outermost call (`isRegionEquivalentTo` calls
    /// `isEquivalentTo` without it), so nested commutative ops compare
    /// their operands in order.
    fn ops(&mut self, lhs: OpId, rhs: OpId, top: bool) -> bool {
        if lhs == rhs {
            return true;
        }
        let (body, ctx) = (self.body, self.ctx);
        let (l, r) = (body.op(lhs), body.op(rhs));
        if l.attrs != r.attrs
            || l.name != r.name
            || body.local_regions(lhs).len() != body.local_regions(rhs).len()
            || l.isolated_body().is_some() != r.isolated_body().is_some()
            || body.successors(lhs).len() != body.successors(rhs).len()
            || body.operand_count(lhs) != body.operand_count(rhs)
            || body.num_results(lhs) != body.num_results(rhs)
            || properties(ctx, body, lhs) != properties(ctx, body, rhs)
        {
            return false;
        }
        // The regions of isolated ops are in bodies of their own, out of
        // reach here: such ops are only the same as themselves.
        if l.isolated_body().is_some() {
            return false;
        }
        let lo: SmallVec<[Value; 4]> = body.operands(lhs).collect();
        let ro: SmallVec<[Value; 4]> = body.operands(rhs).collect();
        if top && self.mode == Operands::Exact && is_commutative(ctx, body, lhs) {
            if !self.cache.commutative_equivalent(&lo, &ro) {
                return false;
            }
        } else {
            for (&a, &b) in lo.iter().zip(&ro) {
                if a == b {
                    continue;
                }
                if body.value_type(a) != body.value_type(b) {
                    return false;
                }
                if self.mode == Operands::Exact && !self.cache.equivalent(a, b) {
                    return false;
                }
            }
        }
        for (a, b) in body.results(lhs).zip(body.results(rhs)) {
            if body.value_type(a) != body.value_type(b) {
                return false;
            }
            if self.mode == Operands::Exact {
                self.cache.mark(a, b);
            }
        }
        let lr: SmallVec<[RegionId; 2]> = body.local_regions(lhs).collect();
        let rr: SmallVec<[RegionId; 2]> = body.local_regions(rhs).collect();
        // Regions nest as deep as the input does.
        lr.iter()
            .zip(&rr)
            .all(|(&a, &b)| stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.regions(a, b)))
    }

    /// `isRegionEquivalentTo`: blocks pairwise, with a consistent mapping
    /// of successors.
    fn regions(&mut self, lhs: RegionId, rhs: RegionId) -> bool {
        let body = self.body;
        let lb: SmallVec<[BlockId; 4]> = body.region_blocks(lhs).collect();
        let rb: SmallVec<[BlockId; 4]> = body.region_blocks(rhs).collect();
        if lb.len() != rb.len() {
            return false;
        }
        let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
        for (&l, &r) in lb.iter().zip(&rb) {
            let (la, ra) = (body.block_args(l), body.block_args(r));
            if la.len() != ra.len() {
                return false;
            }
            if *blocks.entry(l).or_insert(r) != r {
                return false;
            }
            for (&a, &b) in la.iter().zip(ra) {
                if body.value_type(a) != body.value_type(b) {
                    return false;
                }
                if self.mode == Operands::Exact {
                    self.cache.mark(a, b);
                }
            }
            let lo: SmallVec<[OpId; 8]> = body.block_ops(l).collect();
            let ro: SmallVec<[OpId; 8]> = body.block_ops(r).collect();
            if lo.len() != ro.len() {
                return false;
            }
            for (&a, &b) in lo.iter().zip(&ro) {
                if !self.ops(a, b, false) {
                    return false;
                }
                for (sa, sb) in body.successors(a).iter().zip(body.successors(b)) {
                    if *blocks.entry(sa.block).or_insert(sb.block) != sb.block {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Whether `lhs` and `rhs` (of one body) are equivalent, locations
/// ignored (upstream's `OperationEquivalence::isEquivalentTo` with
/// `IgnoreLocations`).
pub fn is_equivalent(ctx: &Context, body: &Body, lhs: OpId, rhs: OpId, mode: Operands) -> bool {
    Compare {
        ctx,
        body,
        mode,
        cache: Cache::default(),
    }
    .ops(lhs, rhs, true)
}
