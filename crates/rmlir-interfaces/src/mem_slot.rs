//! Memory slots (upstream's `MemorySlotInterfaces.td`): what `mem2reg`
//! and `sroa` ask of allocations, of the ops reading and writing them and
//! of the types they hold. Each interface is an open one: a dialect
//! implements it for its ops and attaches it to them
//! (`Context::attach_op_interface::<dyn PromotableMemOp>`), or for its
//! types as a dialect interface of the types' dialect
//! (`Context::attach_dialect_interface::<dyn DestructurableType>`).
//!
//! Upstream's `OpOperand *` is an [`Operand`]: the owner and the operand
//! number. Hooks that change IR get a [`Builder`] placed where upstream's
//! `OpBuilder` is; none of them erases an op, except the allocation's
//! completion hooks, which erase what they own.

use rmlir_ir::builder::Builder;
use rmlir_ir::{Attribute, Body, BodyId, Context, OpId, Type, Value};

/// An operand of an op: its owner and its index (upstream's `OpOperand`).
pub type Operand = (OpId, u32);

/// A memory slot: a pointer value through which the slot's content is
/// only reachable by loads and stores, and the type of that content
/// (upstream's `MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    /// The pointer.
    pub ptr: Value,
    /// The type of the slot's content.
    pub elem_type: Type,
}

/// A slot of an aggregate, with the types of its subelements by index
/// (upstream's `DestructurableMemorySlot`).
#[derive(Clone, Debug)]
pub struct DestructurableMemorySlot {
    /// The slot.
    pub slot: MemorySlot,
    /// The subelements' indices and types, in the type's order.
    pub subelement_types: Vec<(Attribute, Type)>,
}

impl DestructurableMemorySlot {
    /// Whether `index` is one of the slot's subelements.
    pub fn contains(&self, index: Attribute) -> bool {
        self.subelement_types.iter().any(|&(i, _)| i == index)
    }
}

/// What an op asks of the pass once its uses are removed (upstream's
/// `DeletionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    /// The op stays.
    Keep,
    /// The op is erased by the pass.
    Delete,
}

/// `PromotableAllocationOpInterface`: an op allocating slots that can be
/// turned into SSA values.
pub trait PromotableAllocationOp: Sync {
    /// `getPromotableSlots`: the slots to try; no IR change.
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot>;

    /// `getDefaultValue`: the content of the slot before any store,
    /// created with `b` (at the start of the block of the slot pointer).
    fn default_value(&self, b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> Value;

    /// `handleBlockArgument`: called for each block argument the
    /// promotion adds; `b` is at the start of its block.
    fn handle_block_argument(
        &self,
        _b: &mut Builder<'_>,
        _op: OpId,
        _slot: &MemorySlot,
        _arg: Value,
    ) {
    }

    /// `handlePromotionComplete`: the slot is promoted, its pointer
    /// unused; `default` is the default value made for it. Returns a new
    /// allocator to promote further, if one replaced `op`.
    fn handle_promotion_complete(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &MemorySlot,
        default: Option<Value>,
    ) -> Option<OpId>;
}

/// `PromotableMemOpInterface`: an op loading from or storing to slots.
pub trait PromotableMemOp: Sync {
    /// `loadsFrom`.
    fn loads_from(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// `storesTo`.
    fn stores_to(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// `getStored`: the value the op stores to the slot (`b` is after the
    /// op), given the slot's content before it.
    fn stored(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &MemorySlot,
        reaching_def: Value,
    ) -> Option<Value>;

    /// `canUsesBeRemoved`: whether the op can stop using `blocking`,
    /// adding to `new_blocking` the uses of its results that must go
    /// first. No IR change.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Operand],
        new_blocking: &mut Vec<Operand>,
    ) -> bool;

    /// `removeBlockingUses`: the op stops using the slot, its content
    /// before the op being `reaching_def`; `b` is after the op.
    fn remove_blocking_uses(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Operand],
        reaching_def: Value,
    ) -> DeletionKind;
}

/// `PromotableOpInterface`: an op that can stop using a value (a slot
/// pointer, or a value derived from one) without knowing the slot's
/// content.
pub trait PromotableOp: Sync {
    /// `canUsesBeRemoved`.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        blocking: &[Operand],
        new_blocking: &mut Vec<Operand>,
    ) -> bool;

    /// `removeBlockingUses`; `b` is after the op.
    fn remove_blocking_uses(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        blocking: &[Operand],
    ) -> DeletionKind;

    /// `requiresReplacedValues`.
    fn requires_replaced_values(&self) -> bool {
        false
    }

    /// `visitReplacedValues`: the (storing op, value) pairs that replaced
    /// the slot's content; `b` is after the op.
    fn visit_replaced_values(&self, _b: &mut Builder<'_>, _op: OpId, _replaced: &[(OpId, Value)]) {}
}

/// `DestructurableAllocationOpInterface`: an op allocating aggregates
/// that can be split into one allocation per used subelement.
pub trait DestructurableAllocationOp: Sync {
    /// `getDestructurableSlots`; no IR change.
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot>;

    /// `destructure`: one slot per index of `used` (in that order),
    /// created with `b` (at the start of the slot pointer's block); new
    /// allocators are pushed to `new_allocators`.
    fn destructure(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
        new_allocators: &mut Vec<OpId>,
    ) -> Vec<(Attribute, MemorySlot)>;

    /// `handleDestructuringComplete`: the original slot is unused.
    /// Returns a new allocator, if one replaced `op`.
    fn handle_destructuring_complete(
        &self,
        b: &mut Builder<'_>,
        op: OpId,
        slot: &DestructurableMemorySlot,
    ) -> Option<OpId>;
}

/// `SafeMemorySlotAccessOpInterface`: an op whose accesses to a slot stay
/// within its bounds.
pub trait SafeMemorySlotAccessOp: Sync {
    /// `ensureOnlySafeAccesses`: whether every access to `slot` is safe,
    /// provided the slots pushed to `must_be_safely_used` are.
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;
}

/// `DestructurableAccessorOpInterface`: an op accessing a subelement of a
/// destructurable slot.
pub trait DestructurableAccessorOp: Sync {
    /// `canRewire`: whether the op can use the subslots instead, adding
    /// the indices it uses to `used` (kept in insertion order, as
    /// upstream's small set iterates). No IR change.
    #[allow(clippy::too_many_arguments)]
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        body_id: BodyId,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;

    /// `rewire`: the op uses the subslots; `b` is after the op.
    fn rewire(
        &self,
        b: &mut Builder<'_>,
        body_id: BodyId,
        op: OpId,
        slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
    ) -> DeletionKind;
}

/// `DestructurableTypeInterface`: a type made of indexed subelements.
/// Attached to the dialect of the types it describes.
pub trait DestructurableType: Sync {
    /// `getSubelementIndexMap`: the subelements of `ty` by index, in the
    /// type's order, or `None` when `ty` cannot be destructured.
    fn subelement_index_map(&self, ctx: &Context, ty: Type) -> Option<Vec<(Attribute, Type)>>;

    /// `getTypeAtIndex`: the type at `index`, if known.
    fn type_at_index(&self, ctx: &Context, ty: Type, index: Attribute) -> Option<Type>;
}

/// Adds `index` to `used` unless it is there (upstream's `SmallPtrSet`
/// insertion, whose iteration order is insertion order while small).
pub fn insert_index(used: &mut Vec<Attribute>, index: Attribute) {
    if !used.contains(&index) {
        used.push(index);
    }
}
