//! `arith-expand` (upstream's `Arith/Transforms/ExpandOps.cpp`, as
//! mlir-opt 22 expands): the ops LLVM lowering has no instruction for
//! become simpler arith ops. Integer ceiling/floor divisions, the float
//! min/max variants and the scaling casts always; `bf16` and `f8E8M0FNU`
//! casts with the options that ask for them. Built on the conversion
//! driver: everything else in arith is legal.

use rmlir_ir::apint::ApInt;
use rmlir_ir::common_folders::{i1_same_shape, ElementKind, IntElems};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, Location, NamedAttr, OpId, Type, TypeKind, Value};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatterns, ConversionTarget};

// `arith::CmpIPredicate` and `arith::CmpFPredicate` values.
const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const UGT: i64 = 9;
const ULT: i64 = 11;
const UNE: i64 = 13;
const UNO: i64 = 14;

/// Creates the registered op `name` with `props` (the others default).
fn op(rw: &mut PatternRewriter<'_>, name: &str, loc: Location, operands: &[Value], ty: Type, props: Vec<NamedAttr>) -> Value {
    let def = rw
        .ctx
        .op_def(rw.ctx.ident(name))
        .expect("arith ops are registered");
    let o = rw.create_registered(def, loc, operands, &[ty], props, &[], 0);
    rw.body.result(o, 0)
}

fn binary(rw: &mut PatternRewriter<'_>, name: &str, loc: Location, a: Value, b: Value) -> Value {
    let ty = rw.body.value_type(a);
    op(rw, name, loc, &[a, b], ty, vec![])
}

fn cast(rw: &mut PatternRewriter<'_>, name: &str, loc: Location, v: Value, to: Type) -> Value {
    op(rw, name, loc, &[v], to, vec![])
}

fn predicate(rw: &PatternRewriter<'_>, p: i64) -> Vec<NamedAttr> {
    vec![NamedAttr {
        name: rw.ctx.ident("predicate"),
        value: rw.ctx.integer_attr(rw.ctx.int_type(64), p),
    }]
}

fn cmpi(rw: &mut PatternRewriter<'_>, loc: Location, p: i64, a: Value, b: Value) -> Value {
    let ty = i1_same_shape(rw.ctx, rw.body.value_type(a));
    let props = predicate(rw, p);
    op(rw, "arith.cmpi", loc, &[a, b], ty, props)
}

fn cmpf(rw: &mut PatternRewriter<'_>, loc: Location, p: i64, a: Value, b: Value) -> Value {
    let ty = i1_same_shape(rw.ctx, rw.body.value_type(a));
    let props = predicate(rw, p);
    op(rw, "arith.cmpf", loc, &[a, b], ty, props)
}

fn select(rw: &mut PatternRewriter<'_>, loc: Location, c: Value, t: Value, f: Value) -> Value {
    let ty = rw.body.value_type(t);
    op(rw, "arith.select", loc, &[c, t, f], ty, vec![])
}

/// The element type of `ty` (itself when it is not shaped).
fn elem(rw: &PatternRewriter<'_>, ty: Type) -> Type {
    rmlir_ir::common_folders::shaped_element_type(rw.ctx, ty).unwrap_or(ty)
}

/// `ty` with element type `e` (`e` itself when `ty` is not shaped).
fn with_elem(rw: &PatternRewriter<'_>, ty: Type, e: Type) -> Type {
    match rw.ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => rw.ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: e,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => rw.ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: e,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => rw.ctx.intern_type(TypeKind::UnrankedTensor { elem: e }),
        _ => e,
    }
}

/// An integer constant of `ty` (a splat for shaped types), as upstream's
/// `createConst`.
fn int_const(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> Option<Value> {
    let width = match rw.ctx.type_kind(elem(rw, ty)) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let attr: Attribute = if rw.ctx.type_kind(ty).is_shaped() {
        rw.ctx.dense_int_elements(ty, width, &[v])
    } else {
        IntElems::make(rw.ctx, ty, &ApInt::from_i64(width, v))
    };
    Some(rmlir_arith::ops::ConstantOp::build(rw, loc, ty, attr).result())
}

fn operands2(rw: &PatternRewriter<'_>, o: OpId) -> Option<(Value, Value)> {
    (rw.body.operand_count(o) == 2).then(|| (rw.body.operand(o, 0), rw.body.operand(o, 1)))
}

/// `ceildivsi(a, b)`: `a / b`, plus one when the division was inexact
/// and the signs agree.
fn ceil_div_si(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((a, b)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let ty = rw.body.value_type(a);
    let (Some(zero), Some(one)) = (int_const(rw, loc, ty, 0), int_const(rw, loc, ty, 1)) else {
        return false;
    };
    let q = binary(rw, "arith.divsi", loc, a, b);
    let product = binary(rw, "arith.muli", loc, q, b);
    let inexact = cmpi(rw, loc, NE, a, product);
    let a_neg = cmpi(rw, loc, SLT, a, zero);
    let b_neg = cmpi(rw, loc, SLT, b, zero);
    let same_sign = cmpi(rw, loc, EQ, a_neg, b_neg);
    let cond = binary(rw, "arith.andi", loc, inexact, same_sign);
    let plus_one = binary(rw, "arith.addi", loc, q, one);
    let r = select(rw, loc, cond, plus_one, q);
    rw.replace_op(o, &[r]);
    true
}

/// `ceildivui(a, b)`: `a == 0 ? 0 : (a - 1) / b + 1`.
fn ceil_div_ui(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((a, b)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let ty = rw.body.value_type(a);
    let Some(zero) = int_const(rw, loc, ty, 0) else {
        return false;
    };
    let is_zero = cmpi(rw, loc, EQ, a, zero);
    let one = int_const(rw, loc, ty, 1).expect("an integer type");
    let minus_one = binary(rw, "arith.subi", loc, a, one);
    let q = binary(rw, "arith.divui", loc, minus_one, b);
    let plus_one = binary(rw, "arith.addi", loc, q, one);
    let r = select(rw, loc, is_zero, zero, plus_one);
    rw.replace_op(o, &[r]);
    true
}

/// `floordivsi(a, b)`: `a / b`, minus one when the division was inexact
/// and the signs differ.
fn floor_div_si(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((a, b)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let ty = rw.body.value_type(a);
    if int_const_width(rw, ty).is_none() {
        return false;
    }
    let q = binary(rw, "arith.divsi", loc, a, b);
    let product = binary(rw, "arith.muli", loc, q, b);
    let inexact = cmpi(rw, loc, NE, a, product);
    let zero = int_const(rw, loc, ty, 0).expect("an integer type");
    let a_neg = cmpi(rw, loc, SLT, a, zero);
    let b_neg = cmpi(rw, loc, SLT, b, zero);
    let opposite = cmpi(rw, loc, NE, a_neg, b_neg);
    let cond = binary(rw, "arith.andi", loc, inexact, opposite);
    let minus_one = int_const(rw, loc, ty, -1).expect("an integer type");
    let less = binary(rw, "arith.addi", loc, q, minus_one);
    let r = select(rw, loc, cond, less, q);
    rw.replace_op(o, &[r]);
    true
}

fn int_const_width(rw: &PatternRewriter<'_>, ty: Type) -> Option<u32> {
    match rw.ctx.type_kind(elem(rw, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The float min/max ops: a compare-and-select that also picks the NaN
/// operand the op's semantics ask for (`nan_of_lhs`: the "num" variants
/// test the left operand).
fn min_max_f(o: OpId, rw: &mut PatternRewriter<'_>, pred: i64, nan_of_lhs: bool) -> bool {
    let Some((a, b)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let cmp = cmpf(rw, loc, pred, a, b);
    let sel = select(rw, loc, cmp, a, b);
    let tested = if nan_of_lhs { a } else { b };
    let is_nan = cmpf(rw, loc, UNO, tested, tested);
    let r = select(rw, loc, is_nan, b, sel);
    rw.replace_op(o, &[r]);
    true
}

fn maximumf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_f(o, rw, UGT, false)
}
fn minimumf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_f(o, rw, ULT, false)
}
fn maxnumf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_f(o, rw, UGT, true)
}
fn minnumf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_f(o, rw, ULT, true)
}

fn f8e8m0(rw: &PatternRewriter<'_>) -> Type {
    rw.ctx.float_type(rmlir_ir::float::FloatKind::F8E8M0FNU)
}

fn float_width(rw: &PatternRewriter<'_>, ty: Type) -> Option<u32> {
    rmlir_ir::common_folders::float_kind(rw.ctx, elem(rw, ty)).map(|k| k.bit_width())
}

/// The scale of a scaling cast as a value of `target`'s element type: cut
/// to `f8E8M0FNU` when wider, then extended.
fn scale_to(rw: &mut PatternRewriter<'_>, loc: Location, scale: Value, target: Type) -> Option<Value> {
    let sty = rw.body.value_type(scale);
    let f8 = f8e8m0(rw);
    let mut s = scale;
    if elem(rw, sty) != f8 {
        if float_width(rw, sty)? <= 8 {
            return None;
        }
        let t = with_elem(rw, sty, f8);
        s = cast(rw, "arith.truncf", loc, s, t);
    }
    let te = elem(rw, target);
    let t = with_elem(rw, sty, te);
    Some(cast(rw, "arith.extf", loc, s, t))
}

/// `scaling_extf(in, scale)`: `extf(in) * extf(scale)`.
fn scaling_extf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((input, scale)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let rty = rw.body.value_type(rw.body.result(o, 0));
    let Some(s) = scale_to(rw, loc, scale, rty) else {
        return false;
    };
    let ext = if rw.body.value_type(input) == rty {
        input
    } else {
        cast(rw, "arith.extf", loc, input, rty)
    };
    let r = binary(rw, "arith.mulf", loc, ext, s);
    rw.replace_op(o, &[r]);
    true
}

/// `scaling_truncf(in, scale)`: `truncf(in / extf(scale))`.
fn scaling_truncf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((input, scale)) = operands2(rw, o) else {
        return false;
    };
    let loc = rw.body.op(o).loc;
    let ity = rw.body.value_type(input);
    let rty = rw.body.value_type(rw.body.result(o, 0));
    let Some(s) = scale_to(rw, loc, scale, ity) else {
        return false;
    };
    let q = binary(rw, "arith.divf", loc, input, s);
    let r = cast(rw, "arith.truncf", loc, q, rty);
    rw.replace_op(o, &[r]);
    true
}

/// `extf` from `bf16` to `f32`: the bits shifted into the high half.
fn bf16_extf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(o, 0);
    let (ity, rty) = (rw.body.value_type(input), rw.body.value_type(rw.body.result(o, 0)));
    let bf16 = rw.ctx.float_type(rmlir_ir::float::FloatKind::BF16);
    let f32t = rw.ctx.float_type(rmlir_ir::float::FloatKind::F32);
    if elem(rw, ity) != bf16 || elem(rw, rty) != f32t {
        return false;
    }
    let loc = rw.body.op(o).loc;
    let i16t = with_elem(rw, ity, rw.ctx.int_type(16));
    let i32t = with_elem(rw, ity, rw.ctx.int_type(32));
    let bits = cast(rw, "arith.bitcast", loc, input, i16t);
    let wide = cast(rw, "arith.extui", loc, bits, i32t);
    let sixteen = int_const(rw, loc, i32t, 16).expect("i32");
    let shifted = binary(rw, "arith.shli", loc, wide, sixteen);
    let r = cast(rw, "arith.bitcast", loc, shifted, rty);
    rw.replace_op(o, &[r]);
    true
}

/// `truncf` from `f32` to `bf16`: round to nearest even on the bits, NaN
/// to the canonical quiet NaN.
fn bf16_truncf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(o, 0);
    let (ity, rty) = (rw.body.value_type(input), rw.body.value_type(rw.body.result(o, 0)));
    let bf16 = rw.ctx.float_type(rmlir_ir::float::FloatKind::BF16);
    let f32t = rw.ctx.float_type(rmlir_ir::float::FloatKind::F32);
    if elem(rw, ity) != f32t || elem(rw, rty) != bf16 {
        return false;
    }
    let loc = rw.body.op(o).loc;
    let i16t = with_elem(rw, ity, rw.ctx.int_type(16));
    let i32t = with_elem(rw, ity, rw.ctx.int_type(32));
    let is_nan = cmpf(rw, loc, UNE, input, input);
    let c7fff = int_const(rw, loc, i32t, 0x7fff).expect("i32");
    let nan = int_const(rw, loc, i16t, 0x7fc0).expect("i16");
    let sixteen = int_const(rw, loc, i32t, 16).expect("i32");
    let one = int_const(rw, loc, i32t, 1).expect("i32");
    let bits = cast(rw, "arith.bitcast", loc, input, i32t);
    let high = binary(rw, "arith.shrui", loc, bits, sixteen);
    let lsb = binary(rw, "arith.andi", loc, high, one);
    let bias = binary(rw, "arith.addi", loc, lsb, c7fff);
    let rounded = binary(rw, "arith.addi", loc, bits, bias);
    let top = binary(rw, "arith.shrui", loc, rounded, sixteen);
    let narrow = cast(rw, "arith.trunci", loc, top, i16t);
    let chosen = select(rw, loc, is_nan, nan, narrow);
    let r = cast(rw, "arith.bitcast", loc, chosen, rty);
    rw.replace_op(o, &[r]);
    true
}

/// `extf` from `f8E8M0FNU` to `f32`: the exponent bits moved into place,
/// all ones (NaN) to all ones.
fn f8e8m0_extf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(o, 0);
    let (ity, rty) = (rw.body.value_type(input), rw.body.value_type(rw.body.result(o, 0)));
    let f32t = rw.ctx.float_type(rmlir_ir::float::FloatKind::F32);
    if elem(rw, ity) != f8e8m0(rw) || elem(rw, rty) != f32t {
        return false;
    }
    let loc = rw.body.op(o).loc;
    let i8t = with_elem(rw, ity, rw.ctx.int_type(8));
    let i32t = with_elem(rw, ity, rw.ctx.int_type(32));
    let bits = cast(rw, "arith.bitcast", loc, input, i8t);
    let all_ones8 = int_const(rw, loc, i8t, -1).expect("i8");
    let all_ones32 = int_const(rw, loc, i32t, -1).expect("i32");
    let twenty_three = int_const(rw, loc, i32t, 23).expect("i32");
    let wide = cast(rw, "arith.extui", loc, bits, i32t);
    let shifted = binary(rw, "arith.shli", loc, wide, twenty_three);
    let is_nan = cmpi(rw, loc, EQ, bits, all_ones8);
    let chosen = select(rw, loc, is_nan, all_ones32, shifted);
    let r = cast(rw, "arith.bitcast", loc, chosen, rty);
    rw.replace_op(o, &[r]);
    true
}

/// `truncf` from `f32` to `f8E8M0FNU`: the exponent bits.
fn f8e8m0_truncf(o: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(o, 0);
    let (ity, rty) = (rw.body.value_type(input), rw.body.value_type(rw.body.result(o, 0)));
    let f32t = rw.ctx.float_type(rmlir_ir::float::FloatKind::F32);
    if elem(rw, ity) != f32t || elem(rw, rty) != f8e8m0(rw) {
        return false;
    }
    let loc = rw.body.op(o).loc;
    let i8t = with_elem(rw, ity, rw.ctx.int_type(8));
    let i32t = with_elem(rw, ity, rw.ctx.int_type(32));
    let bits = cast(rw, "arith.bitcast", loc, input, i32t);
    let twenty_three = int_const(rw, loc, i32t, 23).expect("i32");
    let exp = binary(rw, "arith.shrui", loc, bits, twenty_three);
    let narrow = cast(rw, "arith.trunci", loc, exp, i8t);
    let r = cast(rw, "arith.bitcast", loc, narrow, rty);
    rw.replace_op(o, &[r]);
    true
}

static PATTERNS: [FnPattern; 9] = [
    FnPattern::new("CeilDivSIOpConverter", "arith.ceildivsi", ceil_div_si),
    FnPattern::new("CeilDivUIOpConverter", "arith.ceildivui", ceil_div_ui),
    FnPattern::new("FloorDivSIOpConverter", "arith.floordivsi", floor_div_si),
    FnPattern::new("MaximumMinimumFOpConverter", "arith.maximumf", maximumf),
    FnPattern::new("MaximumMinimumFOpConverter", "arith.minimumf", minimumf),
    FnPattern::new("MaxNumMinNumFOpConverter", "arith.maxnumf", maxnumf),
    FnPattern::new("MaxNumMinNumFOpConverter", "arith.minnumf", minnumf),
    FnPattern::new("ScalingExtFOpConverter", "arith.scaling_extf", scaling_extf),
    FnPattern::new("ScalingTruncFOpConverter", "arith.scaling_truncf", scaling_truncf),
];

static BF16: [FnPattern; 2] = [
    FnPattern::new("BFloat16ExtFOpConverter", "arith.extf", bf16_extf),
    FnPattern::new("BFloat16TruncFOpConverter", "arith.truncf", bf16_truncf),
];

static F8E8M0: [FnPattern; 2] = [
    FnPattern::new("F8E8M0ExtFOpConverter", "arith.extf", f8e8m0_extf),
    FnPattern::new("F8E8M0TruncFOpConverter", "arith.truncf", f8e8m0_truncf),
];

/// `arith-expand`.
#[derive(Clone)]
pub struct ArithExpand {
    options: PassOptions,
}

impl Default for ArithExpand {
    fn default() -> Self {
        ArithExpand {
            options: PassOptions::new()
                .bool("include-bf16", "Enable the BF16 expansion patterns", false)
                .bool("include-f4e2m1", "Enable the F4E2M1 expansion patterns", false)
                .bool("include-f8e8m0", "Enable the F8E8M0 expansion patterns", false),
        }
    }
}

/// Whether `op` is an `extf`/`truncf` between `f32` and `ty` (either way).
fn casts_f32_and(view: &rmlir_ir::OpView<'_>, kind: rmlir_ir::float::FloatKind) -> bool {
    let ctx = view.ctx;
    let b = view.body;
    if b.operand_count(view.op) != 1 || b.num_results(view.op) != 1 {
        return false;
    }
    let e = |t: Type| rmlir_ir::common_folders::shaped_element_type(ctx, t).unwrap_or(t);
    let (i, r) = (e(b.value_type(b.operand(view.op, 0))), e(b.value_type(b.result(view.op, 0))));
    let (f32t, k) = (ctx.float_type(rmlir_ir::float::FloatKind::F32), ctx.float_type(kind));
    (i == k && r == f32t) || (i == f32t && r == k)
}

impl Pass for ArithExpand {
    fn argument(&self) -> &'static str {
        "arith-expand"
    }
    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }
    fn description(&self) -> &'static str {
        "Legalize Arith ops to be convertible to LLVM."
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        if self.options.get_bool("include-f4e2m1") {
            let loc = pcx.ir.body(pcx.op.body).op(pcx.op.op).loc;
            pcx.emit_error(loc, "arith-expand: include-f4e2m1 is not supported by rmlir yet");
            return Err(PassFailure);
        }
        let (bf16, f8) = (self.options.get_bool("include-bf16"), self.options.get_bool("include-f8e8m0"));
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(ctx, "arith");
        for name in [
            "arith.ceildivsi",
            "arith.ceildivui",
            "arith.floordivsi",
            "arith.maximumf",
            "arith.minimumf",
            "arith.maxnumf",
            "arith.minnumf",
            "arith.scaling_extf",
            "arith.scaling_truncf",
        ] {
            target.add_illegal_op(ctx, name);
        }
        if bf16 || f8 {
            for name in ["arith.extf", "arith.truncf"] {
                target.add_dynamically_legal_op(
                    ctx,
                    name,
                    Box::new(move |v| {
                        let illegal = (bf16 && casts_f32_and(v, rmlir_ir::float::FloatKind::BF16))
                            || (f8 && casts_f32_and(v, rmlir_ir::float::FloatKind::F8E8M0FNU));
                        Some(!illegal)
                    }),
                );
            }
        }
        let mut list: Vec<&'static dyn RewritePattern> = PATTERNS.iter().map(|p| p as &dyn RewritePattern).collect();
        if bf16 {
            list.extend(BF16.iter().map(|p| p as &dyn RewritePattern));
        }
        if f8 {
            list.extend(F8E8M0.iter().map(|p| p as &dyn RewritePattern));
        }
        let patterns = ConversionPatterns::new(ctx, list);
        match apply_partial_conversion(ctx, pcx.ir, pcx.op, &target, &patterns, ConversionConfig::default()) {
            Ok(()) => Ok(()),
            Err(d) => {
                pcx.emit(d);
                Err(PassFailure)
            }
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
