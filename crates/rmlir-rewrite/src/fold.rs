//! Folding (upstream's `Operation::fold` and `FoldUtils.cpp`): running an
//! op's folder and its traits' folds, the constant value of a constant op,
//! and [`OperationFolder`], which uniques constants per region.

use rmlir_ir::body::OpData;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::{
    Attribute, Body, BodyId, Context, Ident, OpId, OpTraits, RegionId, Type, Value, ValueDef,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

// The constant of a `ConstantLike` op and of a value live beside the
// shared folders, which dialects use without a rewriter.
pub use rmlir_ir::common_folders::{constant_op_value as constant_value, value_constant};

/// Folds `op` as upstream's `Operation::fold` does: the op's folder, then
/// (when it fails or folds in place) the folds of its traits
/// (`Commutative` moves constant operands last, `Involution`,
/// `Idempotent`).
pub fn fold_op(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    op: OpId,
) -> Fold {
    fold_op_with_symbols(ctx, body, body_id, owner, None, op)
}

/// [`fold_op`] with the symbols of the enclosing symbol table in reach of
/// folders (as `affine.load`'s of a constant `memref.global`).
pub fn fold_op_with_symbols(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    owner: Option<&OpData>,
    symbols: Option<&rmlir_ir::symbols::SymbolSnapshot>,
    op: OpId,
) -> Fold {
    let Some(def) = ctx.op_def(body.op(op).name) else {
        return Fold::Failure;
    };
    // Most ops have no folder and none of the folding traits: nothing to
    // look up about their operands.
    let trait_folds = OpTraits::COMMUTATIVE | OpTraits::INVOLUTION | OpTraits::IDEMPOTENT;
    if def.fold.is_none() && !def.traits.intersects(trait_folds) {
        return Fold::Failure;
    }
    let operands: SmallVec<[Option<Attribute>; 4]> = rmlir_ir::small::collect_small(
        (0..body.operand_count(op))
            .map(|i| value_constant(ctx, body, body_id, body.operand(op, i))),
    );
    let single = body.num_results(op) == 1;
    let mut result = match def.fold {
        Some(f) => {
            let mut fc = FoldCtx {
                ctx,
                body,
                body_id,
                op,
                owner,
                operands: &operands,
                symbols,
            };
            f(&mut fc)
        }
        None => Fold::Failure,
    };
    // A one-result folder returning the op's own result folded in place.
    if single {
        if let Fold::Results(r) = &result {
            if r.len() == 1 && r[0] == FoldResult::Value(body.result(op, 0)) {
                result = Fold::InPlace;
            }
        }
    }
    match result {
        Fold::Results(_) => result,
        Fold::Failure | Fold::InPlace => {
            let traits = fold_traits(ctx, body, def.traits, op, &operands);
            match traits {
                Fold::Failure => result,
                other => other,
            }
        }
    }
}

/// The trait folds, in the order ODS lists these traits.
fn fold_traits(
    _ctx: &Context,
    body: &mut Body,
    traits: OpTraits,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    if traits.contains(OpTraits::COMMUTATIVE) && operands.len() >= 2 {
        // Move constant operands to the end, keeping their order.
        let values: SmallVec<[Value; 4]> = rmlir_ir::small::collect_small(body.operands(op));
        let first_const = operands.iter().position(|c| c.is_some());
        if let Some(first) = first_const {
            let mut reordered: SmallVec<[Value; 4]> = values[..first].into();
            let rest = first..values.len();
            reordered.extend(
                rest.clone()
                    .filter(|&i| operands[i].is_none())
                    .map(|i| values[i]),
            );
            reordered.extend(rest.filter(|&i| operands[i].is_some()).map(|i| values[i]));
            if reordered != values {
                for (i, &v) in reordered.iter().enumerate() {
                    if values[i] != v {
                        body.set_operand(op, i, v);
                    }
                }
                return Fold::InPlace;
            }
        }
    }
    if traits.contains(OpTraits::INVOLUTION) && body.operand_count(op) == 1 {
        let arg = body.operand(op, 0);
        if let ValueDef::Result { op: def_op, .. } = body.value_def(arg) {
            if body.op(def_op).name == body.op(op).name {
                return Fold::Results(smallvec::smallvec![FoldResult::Value(
                    body.operand(def_op, 0)
                )]);
            }
        }
    }
    if traits.contains(OpTraits::IDEMPOTENT) {
        match body.operand_count(op) {
            1 => {
                let arg = body.operand(op, 0);
                if let ValueDef::Result { op: def_op, .. } = body.value_def(arg) {
                    if body.op(def_op).name == body.op(op).name {
                        return Fold::Results(smallvec::smallvec![FoldResult::Value(arg)]);
                    }
                }
            }
            2 => {
                let (a, b) = (body.operand(op, 0), body.operand(op, 1));
                if a == b {
                    return Fold::Results(smallvec::smallvec![FoldResult::Value(a)]);
                }
            }
            _ => {}
        }
    }
    Fold::Failure
}

/// Which region constants folded in `block` go to (upstream's
/// `getInsertionRegion`): the closest enclosing region whose op is
/// isolated from above, unregistered (it might be), or top-level.
pub fn insertion_region(ctx: &Context, body: &Body, block: rmlir_ir::BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let r = body.block_parent(block)?;
        match body.region_parent(r) {
            rmlir_ir::body::RegionParent::BodyOwner => return Some(r),
            rmlir_ir::body::RegionParent::Op(o) => {
                let registered = ctx.op_def(body.op(o).name);
                if registered.is_none() {
                    return Some(r);
                }
                match body.parent_block(o) {
                    Some(b) => block = b,
                    None => return Some(r),
                }
            }
        }
    }
}

/// Uniques constant ops per insertion region and keeps them at the start
/// of its entry block (upstream's `OperationFolder`, as the greedy driver
/// uses it when it fills its worklist).
#[derive(Default)]
pub struct OperationFolder {
    /// Per insertion region: (dialect, value, type) -> constant op.
    scopes: FxHashMap<RegionId, FxHashMap<(Ident, Attribute, Type), OpId>>,
    /// The folder's constants and the dialects they stand for.
    owned: FxHashMap<OpId, SmallVec<[Ident; 1]>>,
}

/// What [`OperationFolder::insert_known_constant`] did.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Known {
    /// The op is the folder's constant (it may have moved).
    Kept,
    /// An equal constant existed: the op's uses go to it (the caller
    /// replaces and erases the op).
    Duplicate(OpId),
}

impl OperationFolder {
    /// An empty folder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant this folder uniqued.
    pub fn is_owned(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Registers the constant `op` holding `value`: an equal one already
    /// known replaces it; otherwise it becomes the known one, moved to the
    /// start of its insertion region's entry block unless it is already
    /// among the constants there (a constant leaving its block loses its
    /// location, as upstream's does). Returns what happened.
    pub fn insert_known_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        value: Attribute,
    ) -> Known {
        let block = body.parent_block(op).expect("a constant in a block");
        if self.is_owned(op) {
            if body.first_op(block) != Some(op)
                && !body.prev_op(op).is_some_and(|p| self.is_owned(p))
            {
                let front = body.first_op(block).expect("non-empty block");
                body.move_op_before(op, front);
                body.op_mut(op).loc = ctx.unknown_loc();
            }
            return Known::Kept;
        }
        let Some(region) = insertion_region(ctx, body, block) else {
            return Known::Kept;
        };
        let dialect = op_dialect(ctx, body, op);
        let ty = body.value_type(body.result(op, 0));
        if let Some(&existing) = self
            .scopes
            .get(&region)
            .and_then(|m| m.get(&(dialect, value, ty)))
        {
            return Known::Duplicate(existing);
        }
        let entry = body.first_block(region).expect("an entry block");
        if block != entry {
            let front = body
                .first_op(entry)
                .expect("the entry block holds the op's ancestor");
            body.move_op_before(op, front);
            body.op_mut(op).loc = ctx.unknown_loc();
        } else if body.first_op(entry) != Some(op)
            && !body.prev_op(op).is_some_and(|p| self.is_owned(p))
        {
            let front = body.first_op(entry).expect("non-empty block");
            body.move_op_before(op, front);
        }
        self.scopes
            .entry(region)
            .or_default()
            .insert((dialect, value, ty), op);
        self.owned.entry(op).or_default().push(dialect);
        Known::Kept
    }

    /// Forgets `op` (about to be erased).
    pub fn notify_removal(&mut self, ctx: &Context, body: &Body, body_id: BodyId, op: OpId) {
        let Some(dialects) = self.owned.remove(&op) else {
            return;
        };
        let Some(value) = constant_value(ctx, body, body_id, op) else {
            return;
        };
        let Some(block) = body.parent_block(op) else {
            return;
        };
        let Some(region) = insertion_region(ctx, body, block) else {
            return;
        };
        let ty = body.value_type(body.result(op, 0));
        if let Some(map) = self.scopes.get_mut(&region) {
            for d in dialects {
                map.remove(&(d, value, ty));
            }
        }
    }
}

/// The dialect namespace of `op`, interned.
pub fn op_dialect(ctx: &Context, body: &Body, op: OpId) -> Ident {
    if let Some(d) = ctx.op_dialect_name(body.op(op).name) {
        return d;
    }
    let name = ctx.ident_bytes(body.op(op).name);
    let d = name.split(|&c| c == b'.').next().unwrap_or(name);
    ctx.ident(d)
}

/// How many times [`create_or_fold`] folds an op in place at most.
const MAX_IN_PLACE_FOLDS: usize = 64;

/// `OpBuilder::createOrFold` for patterns: `build` creates a one-result op
/// at the rewriter's insertion point; when the op folds to a value (or to
/// a constant, which its dialect materializes in its place) the op is
/// erased and that value returned, otherwise the op stays (folded in
/// place, as upstream's `tryFold` retries, until it settles).
pub fn create_or_fold(
    rw: &mut rmlir_ir::pattern::PatternRewriter<'_>,
    build: impl FnOnce(&mut rmlir_ir::pattern::PatternRewriter<'_>) -> OpId,
) -> Value {
    let op = build(rw);
    let ctx = rw.ctx;
    let result = rw.body.result(op, 0);
    // A constant is not folded again.
    if ctx
        .op_def(rw.body.op(op).name)
        .is_none_or(|d| d.has(OpTraits::CONSTANT_LIKE))
    {
        return result;
    }
    let (body_id, owner) = (rw.body_id, rw.owner);
    let mut folded = Fold::Failure;
    for _ in 0..MAX_IN_PLACE_FOLDS {
        folded = fold_op(ctx, rw.body, body_id, owner, op);
        if !matches!(folded, Fold::InPlace) {
            break;
        }
    }
    let Fold::Results(results) = folded else {
        return result;
    };
    let replacement = match results.first() {
        Some(&FoldResult::Value(v)) => v,
        Some(&FoldResult::Attr(a)) => {
            let ty = rw.body.value_type(result);
            let loc = rw.body.op(op).loc;
            let dialect = op_dialect(ctx, rw.body, op);
            let made = ctx
                .registry()
                .dialect(ctx.ident_bytes(dialect))
                .and_then(|d| d.materialize_constant)
                .and_then(|m| m(rw, a, ty, loc));
            match made {
                Some(c) => rw.body.result(c, 0),
                None => return result,
            }
        }
        None => return result,
    };
    // Through the rewriter, so the driver forgets the op it was told of.
    rw.erase_op(op);
    replacement
}
