//! The memory slot interfaces of `memref.alloca`, `memref.load`,
//! `memref.store` and of memref types (upstream's `MemRefMemorySlot.cpp`),
//! which `mem2reg` and `sroa` use.

use rmlir_interfaces::mem_slot::{
    insert_index, DeletionKind, DestructurableAccessorOp, DestructurableAllocationOp,
    DestructurableMemorySlot, DestructurableType, MemorySlot, Operand, PromotableAllocationOp,
    PromotableMemOp,
};
use rmlir_interfaces::region_branch::{no_entry_operands, BranchPoint, RegionBranch, RegionSuccessor};
use rmlir_ir::builder::Builder;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, BodyId, Context, OpId, Type, TypeKind, Value};

/// Attaches the interfaces (upstream's `registerMemorySlotExternalModels`
/// and the interfaces `MemRefOps.td` declares).
pub fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    ctx.attach_op_interface::<dyn PromotableAllocationOp>("memref.alloca", &ALLOCA);
    ctx.attach_op_interface::<dyn DestructurableAllocationOp>("memref.alloca", &ALLOCA);
    ctx.attach_op_interface::<dyn PromotableMemOp>("memref.load", &LOAD);
    ctx.attach_op_interface::<dyn DestructurableAccessorOp>("memref.load", &LOAD);
    ctx.attach_op_interface::<dyn PromotableMemOp>("memref.store", &STORE);
    ctx.attach_op_interface::<dyn DestructurableAccessorOp>("memref.store", &STORE);
    ctx.attach_dialect_interface::<dyn DestructurableType>("builtin", &MEMREF_TYPE);
    ctx.attach_op_interface::<RegionBranch>("memref.alloca_scope", &ALLOCA_SCOPE_BRANCH);
}

/// `AllocaScopeOp::getSuccessorRegions`: the op enters its body, whose
/// return goes back to the op with the results.
static ALLOCA_SCOPE_BRANCH: RegionBranch = RegionBranch {
    successors: |op, point| match point {
        BranchPoint::Parent => vec![RegionSuccessor::region_without_inputs(0)],
        BranchPoint::Terminator { .. } => vec![RegionSuccessor::results(op)],
    },
    entry_operands: no_entry_operands,
};

struct Alloca;
struct Load;
struct Store;
struct MemRefType;

static ALLOCA: Alloca = Alloca;
static LOAD: Load = Load;
static STORE: Store = Store;
static MEMREF_TYPE: MemRefType = MemRefType;

/// The shape and element type of a ranked memref type.
fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// `ShapedType::tryGetNumElements` of a static shape: `None` when a
/// dimension is dynamic or the product overflows.
fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |n, &d| {
        if d == DYNAMIC || d < 0 {
            None
        } else {
            n.checked_mul(d)
        }
    })
}

/// Upstream's `getAttributeIndexFromIndexOperands`: the constant indices
/// as an array attribute, when each is a constant within its dimension.
fn index_attr(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    indices: &[Value],
    ty: Type,
) -> Option<Attribute> {
    let (shape, _) = ranked(ctx, ty)?;
    let mut index = Vec::with_capacity(indices.len());
    for (&coord, &dim) in indices.iter().zip(shape) {
        let attr = value_constant(ctx, body, body_id, coord)?;
        let AttrKind::Integer { value, .. } = ctx.attr_kind(attr) else {
            return None;
        };
        let c = value.to_u64()?;
        if c >= dim as u64 {
            return None;
        }
        index.push(attr);
    }
    Some(ctx.array_attr(&index))
}

impl PromotableAllocationOp for Alloca {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
        let ptr = body.result(op, 0);
        let Some((shape, elem)) = ranked(ctx, body.value_type(ptr)) else {
            return Vec::new();
        };
        if num_elements(shape) != Some(1) {
            return Vec::new();
        }
        vec![MemorySlot {
            ptr,
            elem_type: elem,
        }]
    }

    fn default_value(&self, b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> Value {
        let loc = b.body.op(op).loc;
        rmlir_ub::PoisonOp::build(b, loc, slot.elem_type, None).result()
    }

    fn handle_promotion_complete(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        _slot: &MemorySlot,
        default: Option<Value>,
    ) -> Option<OpId> {
        if let Some(d) = default {
            if b.body.value_unused(d) {
                if let rmlir_ir::ValueDef::Result { op: def, .. } = b.body.value_def(d) {
                    b.body.erase_op(def);
                }
            }
        }
        if b.body.op_results_unused(op) {
            b.body.erase_op(op);
        }
        None
    }
}

impl DestructurableAllocationOp for Alloca {
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        let ptr = body.result(op, 0);
        let ty = body.value_type(ptr);
        let Some(map) = MEMREF_TYPE.subelement_index_map(ctx, ty) else {
            return Vec::new();
        };
        vec![DestructurableMemorySlot {
            slot: MemorySlot { ptr, elem_type: ty },
            subelement_types: map,
        }]
    }

    fn destructure(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
        new_allocators: &mut Vec<OpId>,
    ) -> Vec<(Attribute, MemorySlot)> {
        b.set_insertion_point_after(op);
        let loc = b.body.op(op).loc;
        let mut subslots = Vec::with_capacity(used.len());
        for &index in used {
            let Some(elem) = MEMREF_TYPE.type_at_index(b.ctx, slot.slot.elem_type, index) else {
                continue;
            };
            let ty = b.ctx.intern_type(TypeKind::MemRef {
                shape: Box::new([]),
                elem,
                layout: None,
                memory_space: None,
            });
            let sub = crate::AllocaOp::build(b, loc, ty, &[], &[], None);
            new_allocators.push(sub.id());
            subslots.push((
                index,
                MemorySlot {
                    ptr: sub.memref(),
                    elem_type: elem,
                },
            ));
        }
        subslots
    }

    fn handle_destructuring_complete(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        _slot: &DestructurableMemorySlot,
    ) -> Option<OpId> {
        if b.body.op_results_unused(op) {
            b.body.erase_op(op);
        }
        None
    }
}

/// The memref and index operands of a load (`memref[indices]`) or store
/// (`value, memref[indices]`): `first` is the memref's position.
fn access(body: &Body, op: OpId, first: usize) -> Option<(Value, Vec<Value>)> {
    let n = body.operand_count(op);
    if n <= first {
        return None;
    }
    Some((
        body.operand(op, first),
        (first + 1..n).map(|i| body.operand(op, i)).collect(),
    ))
}

/// `canUsesBeRemoved` of loads and stores: the one blocking use is the
/// slot pointer as the accessed memref.
fn single_slot_use(body: &Body, slot: &MemorySlot, blocking: &[Operand], memref: Value) -> bool {
    blocking.len() == 1 && {
        let (o, i) = blocking[0];
        body.operand_count(o) > i as usize
            && body.operand(o, i as usize) == slot.ptr
            && memref == slot.ptr
    }
}

/// `rewire` of loads and stores: the subslot of the constant index,
/// with no indices.
fn rewire_access(
    b: &mut Builder<'_>,
    op: OpId,
    first: usize,
    subslots: &[(Attribute, MemorySlot)],
    index: Attribute,
) {
    let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == index) else {
        return;
    };
    b.body.set_operand(op, first, sub.ptr);
    let n = b.body.operand_count(op);
    b.body.erase_operands(op, first + 1..n);
}

impl PromotableMemOp for Load {
    fn loads_from(&self, _ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        access(body, op, 0).is_some_and(|(m, _)| m == slot.ptr)
    }

    fn stores_to(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    fn stored(
        &self,
        _b: &mut Builder<'_>,
        _op: OpId,
        _slot: &MemorySlot,
        _reaching_def: Value,
    ) -> Option<Value> {
        None
    }

    fn can_uses_be_removed(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Operand],
        _new_blocking: &mut Vec<Operand>,
    ) -> bool {
        let Some((memref, _)) = access(body, op, 0) else {
            return false;
        };
        single_slot_use(body, slot, blocking, memref)
            && body.num_results(op) == 1
            && body.value_type(body.result(op, 0)) == slot.elem_type
    }

    fn remove_blocking_uses(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Operand],
        reaching_def: Value,
    ) -> DeletionKind {
        let r = b.body.result(op, 0);
        b.body.replace_all_uses_with(r, reaching_def);
        DeletionKind::Delete
    }
}

impl DestructurableAccessorOp for Load {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        body_id: BodyId,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        let Some((memref, indices)) = access(body, op, 0) else {
            return false;
        };
        if memref != slot.slot.ptr {
            return false;
        }
        let Some(index) = index_attr(ctx, body, body_id, &indices, body.value_type(memref)) else {
            return false;
        };
        insert_index(used, index);
        true
    }

    fn rewire(
        &self,
        b: &mut Builder<'_>,
        body_id: BodyId,
        op: OpId,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
    ) -> DeletionKind {
        if let Some((memref, indices)) = access(b.body, op, 0) {
            let ty = b.body.value_type(memref);
            if let Some(index) = index_attr(b.ctx, b.body, body_id, &indices, ty) {
                rewire_access(b, op, 0, subslots, index);
            }
        }
        DeletionKind::Keep
    }
}

impl PromotableMemOp for Store {
    fn loads_from(&self, _ctx: &Context, _body: &Body, _op: OpId, _slot: &MemorySlot) -> bool {
        false
    }

    fn stores_to(&self, _ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        access(body, op, 1).is_some_and(|(m, _)| m == slot.ptr)
    }

    fn stored(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        _slot: &MemorySlot,
        _reaching_def: Value,
    ) -> Option<Value> {
        (b.body.operand_count(op) > 0).then(|| b.body.operand(op, 0))
    }

    fn can_uses_be_removed(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Operand],
        _new_blocking: &mut Vec<Operand>,
    ) -> bool {
        let Some((memref, _)) = access(body, op, 1) else {
            return false;
        };
        let value = body.operand(op, 0);
        single_slot_use(body, slot, blocking, memref)
            && value != slot.ptr
            && body.value_type(value) == slot.elem_type
    }

    fn remove_blocking_uses(
        &self,
        _b: &mut Builder<'_>,
        _op: OpId,
        _slot: &MemorySlot,
        _blocking: &[Operand],
        _reaching_def: Value,
    ) -> DeletionKind {
        DeletionKind::Delete
    }
}

impl DestructurableAccessorOp for Store {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        body_id: BodyId,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        let Some((memref, indices)) = access(body, op, 1) else {
            return false;
        };
        if memref != slot.slot.ptr || body.operand(op, 0) == slot.slot.ptr {
            return false;
        }
        let Some(index) = index_attr(ctx, body, body_id, &indices, body.value_type(memref)) else {
            return false;
        };
        if !slot.contains(index) {
            return false;
        }
        insert_index(used, index);
        true
    }

    fn rewire(
        &self,
        b: &mut Builder<'_>,
        body_id: BodyId,
        op: OpId,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
    ) -> DeletionKind {
        if let Some((memref, indices)) = access(b.body, op, 1) {
            let ty = b.body.value_type(memref);
            if let Some(index) = index_attr(b.ctx, b.body, body_id, &indices, ty) {
                rewire_access(b, op, 1, subslots, index);
            }
        }
        DeletionKind::Keep
    }
}

/// The most elements a memref is destructured into
/// (`maxMemrefSizeForDestructuring`).
const MAX_MEMREF_SIZE_FOR_DESTRUCTURING: i64 = 16;

impl DestructurableType for MemRefType {
    fn subelement_index_map(&self, ctx: &Context, ty: Type) -> Option<Vec<(Attribute, Type)>> {
        let (shape, elem) = ranked(ctx, ty)?;
        let n = num_elements(shape)?;
        if n > MAX_MEMREF_SIZE_FOR_DESTRUCTURING || n == 1 {
            return None;
        }
        // Upstream's `walkIndicesAsAttr`: the first coordinate varies
        // fastest.
        let index_ty = ctx.index_type();
        let mut coords = vec![0i64; shape.len()];
        let mut out = Vec::with_capacity(n as usize);
        loop {
            let attrs: Vec<Attribute> = coords
                .iter()
                .map(|&c| ctx.integer_attr(index_ty, c))
                .collect();
            out.push((ctx.array_attr(&attrs), elem));
            let mut i = 0;
            loop {
                if i == shape.len() {
                    return Some(out);
                }
                coords[i] += 1;
                if coords[i] < shape[i] {
                    break;
                }
                coords[i] = 0;
                i += 1;
            }
        }
    }

    fn type_at_index(&self, ctx: &Context, ty: Type, index: Attribute) -> Option<Type> {
        let (shape, elem) = ranked(ctx, ty)?;
        let AttrKind::Array(coords) = ctx.attr_kind(index) else {
            return None;
        };
        if coords.len() != shape.len() {
            return None;
        }
        let index_ty = ctx.index_type();
        for (&c, &dim) in coords.iter().zip(shape) {
            let AttrKind::Integer { ty, value } = ctx.attr_kind(c) else {
                return None;
            };
            let v = value.to_i64()?;
            if *ty != index_ty || v < 0 || v >= dim {
                return None;
            }
        }
        Some(elem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memref(ctx: &Context, shape: &[i64]) -> Type {
        let i32t = ctx.int_type(32);
        ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            elem: i32t,
            layout: None,
            memory_space: None,
        })
    }

    fn coords(ctx: &Context, index: Attribute) -> Vec<i64> {
        let AttrKind::Array(items) = ctx.attr_kind(index) else {
            panic!("index is an array");
        };
        items
            .iter()
            .map(|&c| ctx.int_value(c).expect("an integer"))
            .collect()
    }

    #[test]
    fn subelements_vary_first_coordinate_fastest() {
        let ctx = Context::new();
        let map = MEMREF_TYPE
            .subelement_index_map(&ctx, memref(&ctx, &[2, 3]))
            .expect("destructurable");
        let order: Vec<Vec<i64>> = map.iter().map(|&(i, _)| coords(&ctx, i)).collect();
        assert_eq!(order, [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2]]);
    }

    #[test]
    fn only_small_static_multi_element_memrefs_destructure() {
        let ctx = Context::new();
        assert!(MEMREF_TYPE
            .subelement_index_map(&ctx, memref(&ctx, &[1, 1]))
            .is_none());
        assert!(MEMREF_TYPE
            .subelement_index_map(&ctx, memref(&ctx, &[17]))
            .is_none());
        assert!(MEMREF_TYPE
            .subelement_index_map(&ctx, memref(&ctx, &[DYNAMIC, 2]))
            .is_none());
        assert!(MEMREF_TYPE
            .subelement_index_map(&ctx, memref(&ctx, &[i64::MAX, 4]))
            .is_none());
        assert_eq!(
            MEMREF_TYPE
                .subelement_index_map(&ctx, memref(&ctx, &[4, 4]))
                .map(|m| m.len()),
            Some(16)
        );
    }

    #[test]
    fn type_at_index_checks_bounds() {
        let ctx = Context::new();
        let t = memref(&ctx, &[2]);
        let index = ctx.index_type();
        let at = |i: i64| ctx.array_attr(&[ctx.integer_attr(index, i)]);
        assert_eq!(
            MEMREF_TYPE.type_at_index(&ctx, t, at(1)),
            Some(ctx.int_type(32))
        );
        assert_eq!(MEMREF_TYPE.type_at_index(&ctx, t, at(2)), None);
        assert_eq!(MEMREF_TYPE.type_at_index(&ctx, t, at(-1)), None);
    }
}
