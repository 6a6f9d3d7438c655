//! The operands a branch forwards to its successors, read and changed as
//! upstream's `SuccessorOperands` does through `BranchOpInterface`: the
//! forwarded range is the op's to say, and changing it keeps the op's
//! operand segment sizes (and a `VariadicOfVariadic` group's inner sizes)
//! in step, as a `MutableOperandRange` over an ODS group does.

use rmlir_ir::rmlir_asm_format::Arity;
use rmlir_ir::{Body, BodyId, Context, NamedAttr, OpId, OpTraits, OpView, Value};
use smallvec::SmallVec;

fn view<'a>(ctx: &'a Context, body: &'a Body, body_id: BodyId, op: OpId) -> OpView<'a> {
    OpView {
        ctx,
        body,
        body_id,
        op,
        inner: None,
        owner: None,
        def: ctx.op_def(body.op(op).name),
    }
}

/// Whether `op` implements `BranchOpInterface`.
pub fn is_branch(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| d.interfaces.branch.is_some())
}

/// The operand indices `op` forwards to successor `i`
/// (`getSuccessorOperands(i).getForwardedOperands()`), or `None` when
/// `op` does not implement `BranchOpInterface`.
pub fn forwarded_range(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
    i: usize,
) -> Option<std::ops::Range<usize>> {
    let def = ctx.op_def(body.op(op).name)?;
    let b = def.interfaces.branch?;
    let r = (b.successor_operands)(&view(ctx, body, body_id, op), i);
    // Never beyond the operand list, whatever the op says.
    let n = body.operand_count(op);
    Some(r.start.min(n)..r.end.min(n))
}

/// The operands `op` forwards to successor `i` (empty without
/// `BranchOpInterface`).
pub fn forwarded_operands(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
    i: usize,
) -> SmallVec<[Value; 4]> {
    match forwarded_range(ctx, body, body_id, op, i) {
        Some(r) => r.map(|k| body.operand(op, k)).collect(),
        None => SmallVec::new(),
    }
}

/// Which size entry holds successor `succ`'s operands: ODS group `g` of
/// the op, and for a `VariadicOfVariadic` group the inner segment `j`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Slot {
    group: usize,
    inner: Option<usize>,
    start: usize,
    len: usize,
}

/// The ODS slot of successor `succ`'s forwarded operands: the slots of
/// the op's operand groups (inner segments counted apart) are matched to
/// the successors' ranges in order, so that empty ranges at one position
/// still go to the right group.
fn successor_slot(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
    succ: usize,
) -> Option<Slot> {
    let v = view(ctx, body, body_id, op);
    let def = v.def?;
    let groups = v.operand_groups()?;
    let mut slots: SmallVec<[Slot; 6]> = SmallVec::new();
    for (g, (spec, &(start, len))) in def.operands.iter().zip(groups.iter()).enumerate() {
        if spec.arity == Arity::VariadicOfVariadic {
            let sizes = v
                .prop(spec.segment_attr)
                .and_then(|a| ctx.dense_i32_array(a))
                .unwrap_or_default();
            let mut s = start;
            for (j, &n) in sizes.iter().enumerate() {
                let n = n.max(0) as usize;
                slots.push(Slot {
                    group: g,
                    inner: Some(j),
                    start: s,
                    len: n,
                });
                s += n;
            }
        } else {
            slots.push(Slot {
                group: g,
                inner: None,
                start,
                len,
            });
        }
    }
    // Usually one slot fits; only empty ranges at one place need the
    // other successors' ranges to tell them apart.
    let r = forwarded_range(ctx, body, body_id, op, succ)?;
    let mut fits = slots
        .iter()
        .filter(|s| s.start == r.start && s.len == r.len());
    match (fits.next(), fits.next()) {
        (None, _) => return None,
        (Some(&s), None) => return Some(s),
        _ => {}
    }
    let mut taken: SmallVec<[bool; 6]> = SmallVec::from_elem(false, slots.len());
    for s in 0..=succ {
        let r = forwarded_range(ctx, body, body_id, op, s)?;
        let k = (0..slots.len())
            .find(|&k| !taken[k] && slots[k].start == r.start && slots[k].len == r.len())?;
        taken[k] = true;
        if s == succ {
            return Some(slots[k]);
        }
    }
    None
}

/// Replaces (or adds) property `name` of `op`.
fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: rmlir_ir::Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttr> = match body.op(op).properties() {
        Some(p) => ctx.dictionary_entries(p).to_vec(),
        None => Vec::new(),
    };
    match entries.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => entries.push(NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).set_properties(Some(dict));
}

/// Adds `delta` to the size of `slot` in the op's segment properties.
fn resize_slot(ctx: &Context, body: &mut Body, op: OpId, slot: Slot, delta: isize) {
    let Some(def) = ctx.op_def(body.op(op).name) else {
        return;
    };
    let get = |body: &Body, name: &str| {
        let p = body.op(op).properties()?;
        ctx.dictionary_get(p, name.as_bytes())
            .and_then(|a| ctx.dense_i32_array(a))
    };
    if def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
        if let Some(mut sizes) = get(body, "operandSegmentSizes") {
            if let Some(s) = sizes.get_mut(slot.group) {
                *s = (*s as isize + delta) as i32;
                set_prop(
                    ctx,
                    body,
                    op,
                    "operandSegmentSizes",
                    ctx.dense_i32_array_attr(&sizes),
                );
            }
        }
    }
    if let Some(j) = slot.inner {
        let name = def.operands[slot.group].segment_attr;
        if let Some(mut sizes) = get(body, name) {
            if let Some(s) = sizes.get_mut(j) {
                *s = (*s as isize + delta) as i32;
                set_prop(ctx, body, op, name, ctx.dense_i32_array_attr(&sizes));
            }
        }
    }
}

/// Erases the `k`th operand `op` forwards to successor `i`
/// (`SuccessorOperands::erase`). Nothing happens without
/// `BranchOpInterface`.
pub fn erase_forwarded_operand(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    op: OpId,
    i: usize,
    k: usize,
) {
    let Some(r) = forwarded_range(ctx, body, body_id, op, i) else {
        return;
    };
    if k >= r.len() {
        return;
    }
    let slot = successor_slot(ctx, body, body_id, op, i);
    let count = body.successors(op)[i].num_operands as usize;
    body.erase_operands(op, r.start + k..r.start + k + 1);
    body.set_successor_operand_count(op, i, count.saturating_sub(1));
    if let Some(slot) = slot {
        resize_slot(ctx, body, op, slot, -1);
    }
}

/// Appends `values` to the operands `op` forwards to successor `i`
/// (`SuccessorOperands::append`). Nothing happens without
/// `BranchOpInterface`.
pub fn append_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    op: OpId,
    i: usize,
    values: &[Value],
) {
    if values.is_empty() {
        return;
    }
    let Some(r) = forwarded_range(ctx, body, body_id, op, i) else {
        return;
    };
    let slot = successor_slot(ctx, body, body_id, op, i);
    let count = body.successors(op)[i].num_operands as usize;
    body.insert_operands(op, r.end, values);
    body.set_successor_operand_count(op, i, count + values.len());
    if let Some(slot) = slot {
        resize_slot(ctx, body, op, slot, values.len() as isize);
    }
}
