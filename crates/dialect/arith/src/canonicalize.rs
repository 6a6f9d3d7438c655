//! The arith canonicalization patterns: the DRR patterns of
//! `ArithCanonicalization.td` and the C++ ones of `ArithOps.cpp`, with
//! upstream's names, benefits and registration order, as mlir-opt 22 has
//! them.
//!
//! DRR patterns build their ops at a location fusing those of the first
//! N ops the matcher recorded, N being the number of ops in the source
//! pattern (`getFusedLoc` in the generated `matchAndRewrite`). The matcher
//! records the root first, then each nested operand match after the ones
//! nested in it (constant-like matchers included), so for
//! `addi(addi(x, c0), c1)` the location fuses the root's and `c0`'s.

use rmlir_ir::apfloat::{ApFloat, RoundingMode};
use rmlir_ir::apint::ApInt;
use rmlir_ir::common_folders::{
    constant_op_value, float_kind, int_or_splat, zero_attr, ElementKind, FloatElems, IntElems,
};
use rmlir_ir::op_verify::element_type_or_self;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, Location, OpDef, OpId, OpTraits, Type, TypeKind, Value, ValueDef};

use crate::attrs::{overflow_attr, CMPI_PREDICATE};
use crate::fold::{enum_prop, flags_prop};
use crate::ops::*;

// ----- matching helpers -----

/// The op defining `v`, if it is of kind `def`.
fn def_is(rw: &PatternRewriter<'_>, v: Value, def: &'static OpDef) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } => {
            let d = rw.ctx.op_def(rw.body.op(op).name)?;
            std::ptr::eq(d, def).then_some(op)
        }
        ValueDef::BlockArg { .. } => None,
    }
}

/// Operand `i` of `op`.
fn opnd(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body.operand(op, i)
}

/// Result `i` of `op`.
fn res(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body.result(op, i)
}

fn ty(rw: &PatternRewriter<'_>, v: Value) -> Type {
    rw.body.value_type(v)
}

/// `ConstantLikeMatcher`: the constant-like op defining `v` and its value.
fn const_like(rw: &PatternRewriter<'_>, v: Value) -> Option<(OpId, Attribute)> {
    let ValueDef::Result { op, .. } = rw.body.value_def(v) else {
        return None;
    };
    let d = rw.ctx.op_def(rw.body.op(op).name)?;
    if !d.has(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let a = constant_op_value(rw.ctx, rw.body, rw.body_id, op)?;
    Some((op, a))
}

/// `ConstantLikeMatcher APIntAttr:$c`: a constant-like op holding an
/// integer attribute.
fn const_int(rw: &PatternRewriter<'_>, v: Value) -> Option<(OpId, Attribute, ApInt)> {
    let (op, a) = const_like(rw, v)?;
    let (_, value) = IntElems::scalar(rw.ctx, a)?;
    Some((op, a, value))
}

/// The type of an integer attribute.
fn attr_ty(rw: &PatternRewriter<'_>, a: Attribute) -> Option<Type> {
    rw.ctx.attr_type(a)
}

/// The location DRR gives the ops it builds: the matched ops' locations
/// fused.
fn fused(rw: &PatternRewriter<'_>, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| rw.body.op(o).loc).collect();
    rw.ctx.fused_loc(None, &locs)
}

/// An `overflowFlags` property (its default when absent).
fn ovf(rw: &PatternRewriter<'_>, op: OpId) -> u64 {
    flags_prop(&rw.view(op), "overflowFlags")
}

/// `getScalarOrElementWidth`: the width of an integer or float type or
/// element type; -1 otherwise.
fn scalar_or_element_width(rw: &PatternRewriter<'_>, t: Type) -> i64 {
    let e = element_type_or_self(rw.ctx, t);
    rw.ctx.int_or_float_bit_width(e).map_or(-1, |w| w as i64)
}

/// `IsScalarOrSplatNegativeOne`.
fn is_neg_one(rw: &PatternRewriter<'_>, a: Attribute) -> bool {
    int_or_splat(rw.ctx, Some(a)).is_some_and(|v| v.is_all_ones())
}

/// `IsScalarOrSplatOne`: strictly positive and one.
fn is_one(rw: &PatternRewriter<'_>, a: Attribute) -> bool {
    int_or_splat(rw.ctx, Some(a)).is_some_and(|v| v.is_strictly_positive() && v.is_one())
}

/// An `arith.constant` of `a` at `loc` (its type is the attribute's).
fn constant(rw: &mut PatternRewriter<'_>, loc: Location, a: Attribute) -> Value {
    let t = rw.ctx.attr_type(a).expect("a typed attribute");
    ConstantOp::build(rw, loc, t, a).result()
}

/// An integer attribute of type `t` holding `v`.
fn int_attr(rw: &PatternRewriter<'_>, t: Type, v: &ApInt) -> Attribute {
    IntElems::make(rw.ctx, t, v)
}

// ----- addi -----

/// `op(inner(x, c0), c1)` with integer constants: (root, inner, x, c0
/// op, c0, c1 op, c1).
struct ConstChain {
    inner: OpId,
    x: Value,
    c0_op: OpId,
    c0: ApInt,
    c0_attr: Attribute,
    c1_op: OpId,
    c1: ApInt,
    c1_attr: Attribute,
}

/// Matches `root(inner(x, c0), c1)` (`x_first`) or `root(inner(c0, x),
/// c1)`, `inner` of kind `inner_def`.
fn match_rhs_chain(
    rw: &PatternRewriter<'_>,
    root: OpId,
    inner_def: &'static OpDef,
    x_first: bool,
) -> Option<ConstChain> {
    let inner = def_is(rw, opnd(rw, root, 0), inner_def)?;
    let (xi, ci) = if x_first { (0, 1) } else { (1, 0) };
    let (c0_op, c0_attr, c0) = const_int(rw, opnd(rw, inner, ci))?;
    let (c1_op, c1_attr, c1) = const_int(rw, opnd(rw, root, 1))?;
    Some(ConstChain {
        inner,
        x: opnd(rw, inner, xi),
        c0_op,
        c0,
        c0_attr,
        c1_op,
        c1,
        c1_attr,
    })
}

/// Matches `root(c1, inner(x, c0))` (`x_first`) or `root(c1, inner(c0,
/// x))`.
fn match_lhs_chain(
    rw: &PatternRewriter<'_>,
    root: OpId,
    inner_def: &'static OpDef,
    x_first: bool,
) -> Option<ConstChain> {
    let (c1_op, c1_attr, c1) = const_int(rw, opnd(rw, root, 0))?;
    let inner = def_is(rw, opnd(rw, root, 1), inner_def)?;
    let (xi, ci) = if x_first { (0, 1) } else { (1, 0) };
    let (c0_op, c0_attr, c0) = const_int(rw, opnd(rw, inner, ci))?;
    Some(ConstChain {
        inner,
        x: opnd(rw, inner, xi),
        c0_op,
        c0,
        c0_attr,
        c1_op,
        c1,
        c1_attr,
    })
}

/// What a constant chain rewrites to.
#[derive(Copy, Clone)]
enum Make {
    /// `addi(x, c)`.
    AddX,
    /// `subi(x, c)`.
    SubX,
    /// `subi(c, x)`.
    SubC,
    /// `muli(x, c)`.
    MulX,
}

/// Replaces `root` by `make` of `x` and a constant `value` typed as the
/// root's result, at the location fusing `loc_ops`, with overflow flags
/// `flags`.
fn rewrite_chain(
    rw: &mut PatternRewriter<'_>,
    root: OpId,
    loc_ops: &[OpId],
    x: Value,
    value: &ApInt,
    make: Make,
    flags: u64,
) {
    let loc = fused(rw, loc_ops);
    rw.set_insertion_point(root);
    let rty = ty(rw, res(rw, root, 0));
    let c_attr = int_attr(rw, rty, value);
    let c = constant(rw, loc, c_attr);
    let f = Some(overflow_attr(rw.ctx, flags));
    let xt = ty(rw, x);
    let new = match make {
        Make::AddX => AddIOp::build(rw, loc, xt, x, c, f).result(),
        Make::SubX => SubIOp::build(rw, loc, xt, x, c, f).result(),
        Make::SubC => SubIOp::build(rw, loc, xt, c, x, f).result(),
        Make::MulX => MulIOp::build(rw, loc, xt, x, c, f).result(),
    };
    rw.replace_op(root, &[new]);
}

/// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
fn addi_add_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, AddIOp::def(), true) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c0.add(&m.c1),
        Make::AddX,
        flags,
    );
    true
}

/// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`.
fn addi_sub_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, SubIOp::def(), true) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c1.sub(&m.c0),
        Make::AddX,
        flags,
    );
    true
}

/// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
fn addi_sub_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, SubIOp::def(), false) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c0.add(&m.c1),
        Make::SubC,
        flags,
    );
    true
}

/// `addi(x, muli(y, -1)) -> subi(x, y)`.
fn addi_mul_negative_one_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let x = opnd(rw, op, 0);
    let Some(mul) = def_is(rw, opnd(rw, op, 1), MulIOp::def()) else {
        return false;
    };
    let Some((c_op, c)) = const_like(rw, opnd(rw, mul, 1)) else {
        return false;
    };
    if !is_neg_one(rw, c) {
        return false;
    }
    let y = opnd(rw, mul, 0);
    let loc = fused(rw, &[op, c_op]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let f = Some(overflow_attr(rw.ctx, 0));
    let new = SubIOp::build(rw, loc, t, x, y, f).result();
    rw.replace_op(op, &[new]);
    true
}

/// `addi(muli(x, -1), y) -> subi(y, x)`.
fn addi_mul_negative_one_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mul) = def_is(rw, opnd(rw, op, 0), MulIOp::def()) else {
        return false;
    };
    let Some((c_op, c)) = const_like(rw, opnd(rw, mul, 1)) else {
        return false;
    };
    if !is_neg_one(rw, c) {
        return false;
    }
    let (x, y) = (opnd(rw, mul, 0), opnd(rw, op, 1));
    let loc = fused(rw, &[op, c_op]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let f = Some(overflow_attr(rw.ctx, 0));
    let new = SubIOp::build(rw, loc, t, y, x, f).result();
    rw.replace_op(op, &[new]);
    true
}

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
fn muli_muli_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, MulIOp::def(), true) else {
        return false;
    };
    let rty = ty(rw, res(rw, op, 0));
    if attr_ty(rw, m.c0_attr) != Some(rty) || attr_ty(rw, m.c1_attr) != Some(rty) {
        return false;
    }
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c0.mul(&m.c1),
        Make::MulX,
        flags,
    );
    true
}

// ----- subi -----

/// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)`.
fn subi_rhs_add_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, AddIOp::def(), true) else {
        return false;
    };
    rewrite_chain(rw, op, &[op, m.c0_op], m.x, &m.c0.sub(&m.c1), Make::AddX, 0);
    true
}

/// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
fn subi_lhs_add_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, AddIOp::def(), true) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c1_op],
        m.x,
        &m.c1.sub(&m.c0),
        Make::SubC,
        flags,
    );
    true
}

/// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
fn subi_rhs_sub_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, SubIOp::def(), true) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c0.add(&m.c1),
        Make::SubX,
        flags,
    );
    true
}

/// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
fn subi_rhs_sub_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_rhs_chain(rw, op, SubIOp::def(), false) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c0_op],
        m.x,
        &m.c0.sub(&m.c1),
        Make::SubC,
        flags,
    );
    true
}

/// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
fn subi_lhs_sub_constant_rhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, SubIOp::def(), true) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c1_op],
        m.x,
        &m.c0.add(&m.c1),
        Make::SubC,
        flags,
    );
    true
}

/// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
fn subi_lhs_sub_constant_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = match_lhs_chain(rw, op, SubIOp::def(), false) else {
        return false;
    };
    let flags = ovf(rw, m.inner) & ovf(rw, op);
    rewrite_chain(
        rw,
        op,
        &[op, m.c1_op],
        m.x,
        &m.c1.sub(&m.c0),
        Make::AddX,
        flags,
    );
    true
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_subi_lhs_rhs_lhs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(inner) = def_is(rw, opnd(rw, op, 0), SubIOp::def()) else {
        return false;
    };
    let (x, y) = (opnd(rw, inner, 0), opnd(rw, inner, 1));
    if opnd(rw, op, 1) != x {
        return false;
    }
    let Some(z) = zero_attr(rw.ctx, ty(rw, y)) else {
        return false;
    };
    let flags = ovf(rw, inner) & ovf(rw, op);
    let loc = fused(rw, &[op, inner]);
    rw.set_insertion_point(op);
    let c = constant(rw, loc, z);
    let f = Some(overflow_attr(rw.ctx, flags));
    let t = ty(rw, c);
    let new = SubIOp::build(rw, loc, t, c, y, f).result();
    rw.replace_op(op, &[new]);
    true
}

// ----- extended arithmetic -----

/// `addui_extended(x, y) -> [addi(x, y), x]` when the overflow bit is
/// unused.
fn addui_extended_to_addi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !rw.body.value_unused(res(rw, op, 1)) {
        return false;
    }
    let (x, y) = (opnd(rw, op, 0), opnd(rw, op, 1));
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point(op);
    let t = ty(rw, x);
    let f = Some(overflow_attr(rw.ctx, 0));
    let new = AddIOp::build(rw, loc, t, x, y, f).result();
    rw.replace_op(op, &[new, x]);
    true
}

/// `mul*_extended(x, y) -> [muli(x, y), x]` when the high half is unused.
fn mul_extended_to_muli(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !rw.body.value_unused(res(rw, op, 1)) {
        return false;
    }
    let (x, y) = (opnd(rw, op, 0), opnd(rw, op, 1));
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point(op);
    let t = ty(rw, x);
    let f = Some(overflow_attr(rw.ctx, 0));
    let new = MulIOp::build(rw, loc, t, x, y, f).result();
    rw.replace_op(op, &[new, x]);
    true
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
fn mulsi_extended_rhs_one(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let x = opnd(rw, op, 0);
    let Some((_, c)) = const_like(rw, opnd(rw, op, 1)) else {
        return false;
    };
    if !is_one(rw, c) {
        return false;
    }
    let Some(z) = zero_attr(rw.ctx, ty(rw, x)) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point(op);
    let zero = constant(rw, loc, z);
    let i1t = rmlir_ir::common_folders::i1_same_shape(rw.ctx, ty(rw, x));
    let slt = rw.ctx.integer_attr(CMPI_PREDICATE.storage_type(rw.ctx), 2);
    let cmp = CmpIOp::build(rw, loc, i1t, x, zero, slt).result();
    let high_ty = ty(rw, res(rw, op, 1));
    let ext = ExtSIOp::build(rw, loc, high_ty, cmp).out();
    rw.replace_op(op, &[x, ext]);
    true
}

// ----- xori -----

/// `not(cmpi(pred, a, b)) -> cmpi(~pred, a, b)` (not is `xori(x, true)`).
fn xori_not_cmpi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cmp) = def_is(rw, opnd(rw, op, 0), CmpIOp::def()) else {
        return false;
    };
    let Some((_, c)) = const_like(rw, opnd(rw, op, 1)) else {
        return false;
    };
    if !is_i1_const(rw, c, true) {
        return false;
    }
    let Some(pred) = enum_prop(&rw.view(cmp), "predicate") else {
        return false;
    };
    let inverted = crate::attrs::invert_cmpi_predicate(pred);
    let (a, b) = (opnd(rw, cmp, 0), opnd(rw, cmp, 1));
    let loc = fused(rw, &[op, cmp]);
    rw.set_insertion_point(op);
    let p = rw
        .ctx
        .integer_attr(CMPI_PREDICATE.storage_type(rw.ctx), inverted);
    let t = ty(rw, res(rw, op, 0));
    let new = CmpIOp::build(rw, loc, t, a, b, p).result();
    rw.replace_op(op, &[new]);
    true
}

/// `ConstantAttr<I1Attr, v>`: an `i1` integer attribute holding `v`.
fn is_i1_const(rw: &PatternRewriter<'_>, a: Attribute, v: bool) -> bool {
    match IntElems::scalar(rw.ctx, a) {
        Some((t, x)) => rw.ctx.is_integer(t, 1) && x.is_zero() != v,
        None => false,
    }
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `ext` of kind `ext_def`,
/// when `x` and `y` have the same type (`XOrIOfExtUI`, `AndOfExtSI`, ...).
fn bitwise_of_ext(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    ext_def: &'static OpDef,
    signed: bool,
) -> bool {
    let Some(e1) = def_is(rw, opnd(rw, op, 0), ext_def) else {
        return false;
    };
    let Some(e2) = def_is(rw, opnd(rw, op, 1), ext_def) else {
        return false;
    };
    let (x, y) = (opnd(rw, e1, 0), opnd(rw, e2, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let name = rw.body.op(op).name;
    let loc = fused(rw, &[op, e1, e2]);
    rw.set_insertion_point(op);
    let xt = ty(rw, x);
    let inner = if name == rw.ctx.ident(XOrIOp::def().name) {
        XOrIOp::build(rw, loc, xt, x, y).result()
    } else if name == rw.ctx.ident(AndIOp::def().name) {
        AndIOp::build(rw, loc, xt, x, y).result()
    } else {
        OrIOp::build(rw, loc, xt, x, y).result()
    };
    let rt = ty(rw, res(rw, op, 0));
    let new = if signed {
        ExtSIOp::build(rw, loc, rt, inner).out()
    } else {
        ExtUIOp::build(rw, loc, rt, inner).out()
    };
    rw.replace_op(op, &[new]);
    true
}

fn xori_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtUIOp::def(), false)
}
fn xori_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtSIOp::def(), true)
}
fn and_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtUIOp::def(), false)
}
fn and_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtSIOp::def(), true)
}
fn or_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtUIOp::def(), false)
}
fn or_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    bitwise_of_ext(op, rw, ExtSIOp::def(), true)
}

// ----- cmpi -----

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when `a` and `b`
/// have the same type.
fn cmpi_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext_def: &'static OpDef) -> bool {
    let Some(e1) = def_is(rw, opnd(rw, op, 0), ext_def) else {
        return false;
    };
    let Some(e2) = def_is(rw, opnd(rw, op, 1), ext_def) else {
        return false;
    };
    let (a, b) = (opnd(rw, e1, 0), opnd(rw, e2, 0));
    if ty(rw, a) != ty(rw, b) {
        return false;
    }
    let view = rw.view(op);
    let Some(pred_attr) = view.prop("predicate") else {
        return false;
    };
    if !matches!(enum_prop(&view, "predicate"), Some(0 | 1)) {
        return false;
    }
    let loc = fused(rw, &[op, e1, e2]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = CmpIOp::build(rw, loc, t, a, b, pred_attr).result();
    rw.replace_op(op, &[new]);
    true
}

fn cmpi_ext_si(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, ExtSIOp::def())
}
fn cmpi_ext_ui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cmpi_of_ext(op, rw, ExtUIOp::def())
}

// ----- select -----

/// `select(not(pred), a, b) -> select(pred, b, a)`.
fn select_not_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(xor) = def_is(rw, opnd(rw, op, 0), XOrIOp::def()) else {
        return false;
    };
    let Some((c_op, c, _)) = const_int(rw, opnd(rw, xor, 1)) else {
        return false;
    };
    if !is_neg_one(rw, c) {
        return false;
    }
    let pred = opnd(rw, xor, 0);
    let (a, b) = (opnd(rw, op, 1), opnd(rw, op, 2));
    let loc = fused(rw, &[op, c_op]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = SelectOp::build(rw, loc, t, pred, b, a).result();
    rw.replace_op(op, &[new]);
    true
}

/// `select(pred, select(pred, a, b), c) -> select(pred, a, c)`.
fn redundant_select_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let pred = opnd(rw, op, 0);
    let Some(inner) = def_is(rw, opnd(rw, op, 1), SelectOp::def()) else {
        return false;
    };
    if opnd(rw, inner, 0) != pred {
        return false;
    }
    let (a, c) = (opnd(rw, inner, 1), opnd(rw, op, 2));
    let loc = fused(rw, &[op, inner]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = SelectOp::build(rw, loc, t, pred, a, c).result();
    rw.replace_op(op, &[new]);
    true
}

/// `select(pred, a, select(pred, b, c)) -> select(pred, a, c)`.
fn redundant_select_false(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let pred = opnd(rw, op, 0);
    let Some(inner) = def_is(rw, opnd(rw, op, 2), SelectOp::def()) else {
        return false;
    };
    if opnd(rw, inner, 0) != pred {
        return false;
    }
    let (a, c) = (opnd(rw, op, 1), opnd(rw, inner, 2));
    let loc = fused(rw, &[op, inner]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = SelectOp::build(rw, loc, t, pred, a, c).result();
    rw.replace_op(op, &[new]);
    true
}

/// `select(pred, false, true) -> xori(pred, true)`.
fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, f)) = const_like(rw, opnd(rw, op, 1)) else {
        return false;
    };
    let Some((_, t)) = const_like(rw, opnd(rw, op, 2)) else {
        return false;
    };
    if !is_i1_const(rw, f, false) || !is_i1_const(rw, t, true) {
        return false;
    }
    let pred = opnd(rw, op, 0);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point(op);
    let true_attr = rw.ctx.bool_attr(true);
    let c = constant(rw, loc, true_attr);
    let pt = ty(rw, pred);
    let new = XOrIOp::build(rw, loc, pt, pred, c).result();
    rw.replace_op(op, &[new]);
    true
}

/// `SelectToExtUI`: `select(%x, 1, 0) -> extui(%x)`, `select(%x, 0, 1) ->
/// extui(xori(%x, 1))`, for integer results wider than `i1`.
fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let rt = ty(rw, res(rw, op, 0));
    if !matches!(rw.ctx.type_kind(rt), TypeKind::Integer { .. }) || rw.ctx.is_integer(rt, 1) {
        return false;
    }
    let ctx = rw.ctx;
    let value_of = |rw: &PatternRewriter<'_>, v: Value| const_like(rw, v).map(|(_, a)| a);
    let (t, f) = (value_of(rw, opnd(rw, op, 1)), value_of(rw, opnd(rw, op, 2)));
    let one = |a: Option<Attribute>| int_or_splat(ctx, a).is_some_and(|v| v.is_one());
    let zero = |a: Option<Attribute>| int_or_splat(ctx, a).is_some_and(|v| v.is_zero());
    let cond = opnd(rw, op, 0);
    let loc = rw.body.op(op).loc;
    if one(t) && zero(f) {
        rw.set_insertion_point(op);
        let new = ExtUIOp::build(rw, loc, rt, cond).out();
        rw.replace_op(op, &[new]);
        return true;
    }
    if zero(t) && one(f) {
        rw.set_insertion_point(op);
        let ct = ty(rw, cond);
        let one_attr = rw.ctx.integer_attr(ct, 1);
        let c = constant(rw, loc, one_attr);
        let x = XOrIOp::build(rw, loc, ct, cond, c).result();
        let new = ExtUIOp::build(rw, loc, rt, x).out();
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

// ----- casts -----

/// `cast(cast(x)) -> x` when the types of `x` and the result match
/// (`IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`).
fn cast_of_same_cast(op: OpId, rw: &mut PatternRewriter<'_>, def: &'static OpDef) -> bool {
    let Some(inner) = def_is(rw, opnd(rw, op, 0), def) else {
        return false;
    };
    let x = opnd(rw, inner, 0);
    if ty(rw, res(rw, op, 0)) != ty(rw, x) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

fn index_cast_of_index_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_same_cast(op, rw, IndexCastOp::def())
}
fn index_castui_of_index_castui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    cast_of_same_cast(op, rw, IndexCastUIOp::def())
}

/// `outer(inner(x)) -> make(x)`, typed as the root (`IndexCastOfExtSI`,
/// `BitcastOfBitcast`, `ExtSIOfExtUI`, `TruncFSIToFPToSIToFP`, ...).
fn recast(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    inner_def: &'static OpDef,
    make: fn(&mut PatternRewriter<'_>, Location, Type, Value) -> Value,
) -> bool {
    let Some(inner) = def_is(rw, opnd(rw, op, 0), inner_def) else {
        return false;
    };
    let x = opnd(rw, inner, 0);
    let loc = fused(rw, &[op, inner]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = make(rw, loc, t, x);
    rw.replace_op(op, &[new]);
    true
}

fn index_cast_of_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    recast(op, rw, ExtSIOp::def(), |rw, l, t, x| {
        IndexCastOp::build(rw, l, t, x).out()
    })
}
fn index_castui_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    recast(op, rw, ExtUIOp::def(), |rw, l, t, x| {
        IndexCastUIOp::build(rw, l, t, x).out()
    })
}
fn bitcast_of_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    recast(op, rw, BitcastOp::def(), |rw, l, t, x| {
        BitcastOp::build(rw, l, t, x).out()
    })
}
fn extsi_of_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    recast(op, rw, ExtUIOp::def(), |rw, l, t, x| {
        ExtUIOp::build(rw, l, t, x).out()
    })
}

/// `truncf(itofp(x)) -> itofp(x)` without a rounding mode.
fn truncf_of_itofp(op: OpId, rw: &mut PatternRewriter<'_>, inner_def: &'static OpDef) -> bool {
    if rw.view(op).prop("roundingmode").is_some() {
        return false;
    }
    if std::ptr::eq(inner_def, SIToFPOp::def()) {
        recast(op, rw, inner_def, |rw, l, t, x| {
            SIToFPOp::build(rw, l, t, x).out()
        })
    } else {
        recast(op, rw, inner_def, |rw, l, t, x| {
            UIToFPOp::build(rw, l, t, x).out()
        })
    }
}
fn truncf_sitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_itofp(op, rw, SIToFPOp::def())
}
fn truncf_uitofp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    truncf_of_itofp(op, rw, UIToFPOp::def())
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are cut: the
/// extension is wider than the truncation, which is wider than `x`.
fn trunci_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, signed: bool) -> bool {
    let def: &'static OpDef = if signed {
        ExtSIOp::def()
    } else {
        ExtUIOp::def()
    };
    let Some(ext) = def_is(rw, opnd(rw, op, 0), def) else {
        return false;
    };
    let x = opnd(rw, ext, 0);
    let (w_ext, w_tr, w_x) = (
        scalar_or_element_width(rw, ty(rw, res(rw, ext, 0))),
        scalar_or_element_width(rw, ty(rw, res(rw, op, 0))),
        scalar_or_element_width(rw, ty(rw, x)),
    );
    if !(w_ext > w_tr && w_tr > 0 && w_tr > w_x && w_x > 0) {
        return false;
    }
    let loc = fused(rw, &[op, ext]);
    rw.set_insertion_point(op);
    let t = ty(rw, res(rw, op, 0));
    let new = if signed {
        ExtSIOp::build(rw, loc, t, x).out()
    } else {
        ExtUIOp::build(rw, loc, t, x).out()
    };
    rw.replace_op(op, &[new]);
    true
}
fn trunci_extsi_to_extsi(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, true)
}
fn trunci_extui_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    trunci_of_ext(op, rw, false)
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when the shift is the
/// number of bits truncated.
fn trunci_shrsi_to_trunci_shrui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sh) = def_is(rw, opnd(rw, op, 0), ShRSIOp::def()) else {
        return false;
    };
    let Some((c_op, c)) = const_like(rw, opnd(rw, sh, 1)) else {
        return false;
    };
    if rw.ctx.attr_type(c).is_none() {
        return false;
    }
    let x = opnd(rw, sh, 0);
    let Some(amount) = int_or_splat(rw.ctx, Some(c)) else {
        return false;
    };
    let diff = scalar_or_element_width(rw, ty(rw, x))
        - scalar_or_element_width(rw, ty(rw, res(rw, op, 0)));
    if amount.to_u64() != Some(diff as u64) {
        return false;
    }
    let flags = rw.view(op).prop("overflowFlags");
    let loc = fused(rw, &[op, c_op]);
    rw.set_insertion_point(op);
    let cv = constant(rw, loc, c);
    let xt = ty(rw, x);
    let shr = ShRUIOp::build(rw, loc, xt, x, cv, None).result();
    let t = ty(rw, res(rw, op, 0));
    let new = TruncIOp::build(rw, loc, t, shr, flags).out();
    rw.replace_op(op, &[new]);
    true
}

// ----- float -----

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the op's fast-math flags
/// (`MulFOfNegF`, `DivFOfNegF`).
fn float_of_negs(op: OpId, rw: &mut PatternRewriter<'_>, mul: bool) -> bool {
    let Some(n1) = def_is(rw, opnd(rw, op, 0), NegFOp::def()) else {
        return false;
    };
    let Some(n2) = def_is(rw, opnd(rw, op, 1), NegFOp::def()) else {
        return false;
    };
    let (x, y) = (opnd(rw, n1, 0), opnd(rw, n2, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let fm = rw.view(op).prop("fastmath");
    let loc = fused(rw, &[op, n1, n2]);
    rw.set_insertion_point(op);
    let xt = ty(rw, x);
    let new = if mul {
        MulFOp::build(rw, loc, xt, x, y, fm).result()
    } else {
        DivFOp::build(rw, loc, xt, x, y, fm).result()
    };
    rw.replace_op(op, &[new]);
    true
}
fn mulf_of_negf(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    float_of_negs(op, rw, true)
}
fn divf_of_negf(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    float_of_negs(op, rw, false)
}

/// `CmpFIntToFPConst`: a float comparison of an integer converted to
/// float with a float constant becomes an integer comparison (or a
/// constant) when the conversion cannot change its outcome.
fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((_, flt)) = const_like(rw, opnd(rw, op, 1)) else {
        return false;
    };
    let Some((_, rhs)) = FloatElems::scalar(ctx, flt) else {
        return false;
    };
    if rhs.is_nan() {
        return false;
    }
    let Some(fkind) = float_kind(ctx, ty(rw, opnd(rw, op, 1))) else {
        return false;
    };
    let mantissa = fkind.precision() as i64;
    if mantissa <= 0 {
        return false;
    }
    let lhs = opnd(rw, op, 0);
    let (unsigned, int_val) = if let Some(si) = def_is(rw, lhs, SIToFPOp::def()) {
        (false, opnd(rw, si, 0))
    } else if let Some(ui) = def_is(rw, lhs, UIToFPOp::def()) {
        (true, opnd(rw, ui, 0))
    } else {
        return false;
    };
    let int_ty = ty(rw, int_val);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(int_ty) else {
        return false;
    };
    let int_width = width as i64;
    let value_bits = if unsigned { int_width } else { int_width - 1 };
    if int_width > mantissa {
        let exponent = rhs.ilogb();
        if exponent == i32::MAX {
            let max_exponent = ApFloat::largest(fkind, false).ilogb() as i64;
            if max_exponent < value_bits {
                return false;
            }
        } else if mantissa <= exponent as i64 && exponent as i64 <= value_bits {
            return false;
        }
    }
    let Some(cmpf) = enum_prop(&rw.view(op), "predicate") else {
        return false;
    };
    // eq ne slt sle sgt sge ult ule ugt uge = 0..9
    const EQ: i64 = 0;
    const NE: i64 = 1;
    const SLT: i64 = 2;
    const SLE: i64 = 3;
    const SGT: i64 = 4;
    const SGE: i64 = 5;
    const ULT: i64 = 6;
    const ULE: i64 = 7;
    const UGT: i64 = 8;
    const UGE: i64 = 9;
    let loc = rw.body.op(op).loc;
    let replace_bool = |rw: &mut PatternRewriter<'_>, v: bool| {
        rw.set_insertion_point(op);
        let a = rw.ctx.bool_attr(v);
        let i1 = rw.ctx.int_type(1);
        let c = ConstantOp::build(rw, loc, i1, a).result();
        rw.replace_op(op, &[c]);
        true
    };
    let mut pred = match cmpf {
        7 => return replace_bool(rw, true),   // ord
        14 => return replace_bool(rw, false), // uno
        8 | 1 => EQ,
        9 | 2 => {
            if unsigned {
                UGT
            } else {
                SGT
            }
        }
        10 | 3 => {
            if unsigned {
                UGE
            } else {
                SGE
            }
        }
        11 | 4 => {
            if unsigned {
                ULT
            } else {
                SLT
            }
        }
        12 | 5 => {
            if unsigned {
                ULE
            } else {
                SLE
            }
        }
        13 | 6 => NE,
        _ => return false,
    };
    let rne = RoundingMode::NearestTiesToEven;
    let greater = |a: ApFloat, b: ApFloat| a.compare(b) == Some(std::cmp::Ordering::Greater);
    let w = width;
    if !unsigned {
        let (smax, _) = ApFloat::from_apint(fkind, &ApInt::signed_max(w), true, rne);
        if greater(rhs, smax) {
            return replace_bool(rw, pred == NE || pred == SLT || pred == SLE);
        }
    } else {
        let (umax, _) = ApFloat::from_apint(fkind, &ApInt::all_ones(w), false, rne);
        if greater(rhs, umax) {
            return replace_bool(rw, pred == NE || pred == ULT || pred == ULE);
        }
    }
    if !unsigned {
        let (smin, _) = ApFloat::from_apint(fkind, &ApInt::signed_min(w), true, rne);
        if greater(smin, rhs) {
            return replace_bool(rw, pred == NE || pred == SGT || pred == SGE);
        }
    } else {
        let (umin, _) = ApFloat::from_apint(fkind, &ApInt::zero(w), false, rne);
        if greater(umin, rhs) {
            return replace_bool(rw, pred == NE || pred == UGT || pred == UGE);
        }
    }
    let (rhs_int, st) = rhs.to_apint(w, !unsigned, RoundingMode::TowardZero);
    if st.contains(rmlir_ir::apfloat::OpStatus::INVALID) {
        return false;
    }
    if !rhs.is_zero() {
        let (apf, _) = ApFloat::from_apint(fkind, &rhs_int, !unsigned, rne);
        let equal = apf.compare(rhs) == Some(std::cmp::Ordering::Equal);
        if !equal {
            let neg = rhs.is_negative();
            match pred {
                NE => return replace_bool(rw, true),
                EQ => return replace_bool(rw, false),
                ULE | ULT if neg => return replace_bool(rw, false),
                UGT | UGE if neg => return replace_bool(rw, true),
                SLE if neg => pred = SLT,
                ULT => pred = ULE,
                SLT if !neg => pred = SLE,
                SGT if neg => pred = SGE,
                UGE => pred = UGT,
                SGE if !neg => pred = SGT,
                _ => {}
            }
        }
    }
    rw.set_insertion_point(op);
    let ca = int_attr(rw, int_ty, &rhs_int);
    let c = ConstantOp::build(rw, loc, int_ty, ca).result();
    let p = rw
        .ctx
        .integer_attr(CMPI_PREDICATE.storage_type(rw.ctx), pred);
    let i1 = rw.ctx.int_type(1);
    let new = CmpIOp::build(rw, loc, i1, int_val, c, p).result();
    rw.replace_op(op, &[new]);
    true
}

// ----- registration -----

macro_rules! pat {
    ($name:ident, $root:expr, $benefit:expr, $f:ident) => {
        #[allow(non_upper_case_globals)]
        static $name: FnPattern =
            FnPattern::new(stringify!($name), $root, $f).with_benefit($benefit);
    };
}

pat!(AddIAddConstant, "arith.addi", 2, addi_add_constant);
pat!(AddISubConstantRHS, "arith.addi", 2, addi_sub_constant_rhs);
pat!(AddISubConstantLHS, "arith.addi", 2, addi_sub_constant_lhs);
pat!(
    AddIMulNegativeOneRhs,
    "arith.addi",
    2,
    addi_mul_negative_one_rhs
);
pat!(
    AddIMulNegativeOneLhs,
    "arith.addi",
    2,
    addi_mul_negative_one_lhs
);
pat!(
    AddUIExtendedToAddI,
    "arith.addui_extended",
    1,
    addui_extended_to_addi
);
pat!(SubIRHSAddConstant, "arith.subi", 2, subi_rhs_add_constant);
pat!(SubILHSAddConstant, "arith.subi", 2, subi_lhs_add_constant);
pat!(
    SubIRHSSubConstantRHS,
    "arith.subi",
    2,
    subi_rhs_sub_constant_rhs
);
pat!(
    SubIRHSSubConstantLHS,
    "arith.subi",
    2,
    subi_rhs_sub_constant_lhs
);
pat!(
    SubILHSSubConstantRHS,
    "arith.subi",
    2,
    subi_lhs_sub_constant_rhs
);
pat!(
    SubILHSSubConstantLHS,
    "arith.subi",
    2,
    subi_lhs_sub_constant_lhs
);
pat!(SubISubILHSRHSLHS, "arith.subi", 2, subi_subi_lhs_rhs_lhs);
pat!(MulIMulIConstant, "arith.muli", 2, muli_muli_constant);
pat!(
    MulSIExtendedToMulI,
    "arith.mulsi_extended",
    1,
    mul_extended_to_muli
);
pat!(
    MulSIExtendedRHSOne,
    "arith.mulsi_extended",
    1,
    mulsi_extended_rhs_one
);
pat!(
    MulUIExtendedToMulI,
    "arith.mului_extended",
    1,
    mul_extended_to_muli
);
pat!(XOrINotCmpI, "arith.xori", 2, xori_not_cmpi);
pat!(XOrIOfExtUI, "arith.xori", 3, xori_of_extui);
pat!(XOrIOfExtSI, "arith.xori", 3, xori_of_extsi);
pat!(MulFOfNegF, "arith.mulf", 3, mulf_of_negf);
pat!(DivFOfNegF, "arith.divf", 3, divf_of_negf);
pat!(ExtSIOfExtUI, "arith.extsi", 2, extsi_of_extui);
pat!(TruncIExtSIToExtSI, "arith.trunci", 2, trunci_extsi_to_extsi);
pat!(TruncIExtUIToExtUI, "arith.trunci", 2, trunci_extui_to_extui);
pat!(
    TruncIShrSIToTrunciShrUI,
    "arith.trunci",
    2,
    trunci_shrsi_to_trunci_shrui
);
pat!(TruncFSIToFPToSIToFP, "arith.truncf", 2, truncf_sitofp);
pat!(TruncFUIToFPToUIToFP, "arith.truncf", 2, truncf_uitofp);
pat!(AndOfExtUI, "arith.andi", 3, and_of_extui);
pat!(AndOfExtSI, "arith.andi", 3, and_of_extsi);
pat!(OrOfExtUI, "arith.ori", 3, or_of_extui);
pat!(OrOfExtSI, "arith.ori", 3, or_of_extsi);
pat!(
    IndexCastOfIndexCast,
    "arith.index_cast",
    2,
    index_cast_of_index_cast
);
pat!(IndexCastOfExtSI, "arith.index_cast", 2, index_cast_of_extsi);
pat!(
    IndexCastUIOfIndexCastUI,
    "arith.index_castui",
    2,
    index_castui_of_index_castui
);
pat!(
    IndexCastUIOfExtUI,
    "arith.index_castui",
    2,
    index_castui_of_extui
);
pat!(BitcastOfBitcast, "arith.bitcast", 2, bitcast_of_bitcast);
pat!(CmpIExtSI, "arith.cmpi", 3, cmpi_ext_si);
pat!(CmpIExtUI, "arith.cmpi", 3, cmpi_ext_ui);
pat!(CmpFIntToFPConst, "arith.cmpf", 1, cmpf_int_to_fp_const);
pat!(
    RedundantSelectFalse,
    "arith.select",
    2,
    redundant_select_false
);
pat!(
    RedundantSelectTrue,
    "arith.select",
    2,
    redundant_select_true
);
pat!(SelectNotCond, "arith.select", 2, select_not_cond);
pat!(SelectI1ToNot, "arith.select", 1, select_i1_to_not);
pat!(SelectToExtUI, "arith.select", 1, select_to_extui);

type Patterns = Vec<&'static dyn RewritePattern>;

pub(crate) fn addi_patterns(p: &mut Patterns) {
    p.extend([
        &AddIAddConstant,
        &AddISubConstantRHS,
        &AddISubConstantLHS,
        &AddIMulNegativeOneRhs,
        &AddIMulNegativeOneLhs,
    ] as [&'static dyn RewritePattern; 5]);
}
pub(crate) fn addui_extended_patterns(p: &mut Patterns) {
    p.push(&AddUIExtendedToAddI);
}
pub(crate) fn subi_patterns(p: &mut Patterns) {
    p.extend([
        &SubIRHSAddConstant,
        &SubILHSAddConstant,
        &SubIRHSSubConstantRHS,
        &SubIRHSSubConstantLHS,
        &SubILHSSubConstantRHS,
        &SubILHSSubConstantLHS,
        &SubISubILHSRHSLHS,
    ] as [&'static dyn RewritePattern; 7]);
}
pub(crate) fn muli_patterns(p: &mut Patterns) {
    p.push(&MulIMulIConstant);
}
pub(crate) fn mulsi_extended_patterns(p: &mut Patterns) {
    p.extend([&MulSIExtendedToMulI, &MulSIExtendedRHSOne] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn mului_extended_patterns(p: &mut Patterns) {
    p.push(&MulUIExtendedToMulI);
}
pub(crate) fn xori_patterns(p: &mut Patterns) {
    p.extend([&XOrINotCmpI, &XOrIOfExtUI, &XOrIOfExtSI] as [&'static dyn RewritePattern; 3]);
}
pub(crate) fn mulf_patterns(p: &mut Patterns) {
    p.push(&MulFOfNegF);
}
pub(crate) fn divf_patterns(p: &mut Patterns) {
    p.push(&DivFOfNegF);
}
pub(crate) fn extsi_patterns(p: &mut Patterns) {
    p.push(&ExtSIOfExtUI);
}
pub(crate) fn trunci_patterns(p: &mut Patterns) {
    p.extend([
        &TruncIExtSIToExtSI,
        &TruncIExtUIToExtUI,
        &TruncIShrSIToTrunciShrUI,
    ] as [&'static dyn RewritePattern; 3]);
}
pub(crate) fn truncf_patterns(p: &mut Patterns) {
    p.extend([&TruncFSIToFPToSIToFP, &TruncFUIToFPToUIToFP] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn andi_patterns(p: &mut Patterns) {
    p.extend([&AndOfExtUI, &AndOfExtSI] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn ori_patterns(p: &mut Patterns) {
    p.extend([&OrOfExtUI, &OrOfExtSI] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn index_cast_patterns(p: &mut Patterns) {
    p.extend([&IndexCastOfIndexCast, &IndexCastOfExtSI] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn index_castui_patterns(p: &mut Patterns) {
    p.extend([&IndexCastUIOfIndexCastUI, &IndexCastUIOfExtUI] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn bitcast_patterns(p: &mut Patterns) {
    p.push(&BitcastOfBitcast);
}
pub(crate) fn cmpi_patterns(p: &mut Patterns) {
    p.extend([&CmpIExtSI, &CmpIExtUI] as [&'static dyn RewritePattern; 2]);
}
pub(crate) fn cmpf_patterns(p: &mut Patterns) {
    p.push(&CmpFIntToFPConst);
}
pub(crate) fn select_patterns(p: &mut Patterns) {
    p.extend([
        &RedundantSelectFalse,
        &RedundantSelectTrue,
        &SelectNotCond,
        &SelectI1ToNot,
        &SelectToExtUI,
    ] as [&'static dyn RewritePattern; 5]);
}
