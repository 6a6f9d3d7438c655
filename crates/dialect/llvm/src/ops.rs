//! The llvm dialect's operations (`LLVMOps.td`).

use rmlir_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::constraints::{
    ANY_ATTR, ANY_SIGNLESS_INTEGER, ANY_TYPE, ARRAY_ATTR, BOOL_ATTR, DICT_ARRAY_ATTR,
    FLAT_SYMBOL_REF_ATTR, I1, I32_ATTR, I64_ATTR, STR_ATTR, SYMBOL_REF_ATTR, TYPE_ATTR, UNIT_ATTR,
};
use rmlir_ir::op_def::{
    AttrClass, AttrConstraint, AttrStorage, BranchInterface, EffectKind, EffectOn, Effects,
    TypeClass, TypeConstraint, VerifyResult,
};
use rmlir_ir::{AttrKind, Context, OpView, Type, TypeKind};

use crate::aggregate::*;
use crate::attrs::*;
use crate::blocks::*;
use crate::call::*;
use crate::func::{parse_func, print_func, verify_func, verify_func_regions};
use crate::gep::*;
use crate::global::*;
use crate::types::*;

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: rmlir_ir::types::Signedness::Signless,
            ..
        }
    )
}

fn is_llvm_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_)) && is_compatible_type(ctx, t)
}

fn scalar_or_vector(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem: e, .. } => elem(ctx, *e),
        _ => elem(ctx, t),
    }
}

fn is_aggregate(ctx: &Context, t: Type) -> bool {
    struct_parts(ctx, t).is_some() || array_parts(ctx, t).is_some()
}

macro_rules! llvm_type_constraint {
    ($name:ident, $summary:literal, $pred:expr) => {
        pub(crate) const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: None,
            class: TypeClass::Any,
        };
    };
}

llvm_type_constraint!(
    LLVM_TYPE,
    "LLVM dialect-compatible type",
    is_compatible_type
);
llvm_type_constraint!(LLVM_PTR, "LLVM pointer type", |c, t| ptr_address_space(
    c, t
)
.is_some());
llvm_type_constraint!(
    INT_OR_VEC,
    "signless integer or LLVM dialect-compatible vector of signless integer",
    |c, t| scalar_or_vector(c, t, is_signless_int)
);
llvm_type_constraint!(
    FLOAT_OR_VEC,
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    |c, t| scalar_or_vector(c, t, is_llvm_float)
);
llvm_type_constraint!(
    I1_OR_VEC,
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    |c, t| scalar_or_vector(c, t, |c, t| rmlir_ir::constraints::is_signless_int_of(
        c, t, 1
    ))
);
llvm_type_constraint!(
    NON_AGGREGATE,
    "LLVM-compatible non-aggregate type",
    |c, t| is_compatible_type(c, t) && !is_aggregate(c, t)
);
llvm_type_constraint!(
    PTR_OR_VEC,
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |c, t| scalar_or_vector(c, t, |c, t| ptr_address_space(c, t).is_some())
);
llvm_type_constraint!(LOADABLE, "LLVM type with size", |c, t| {
    let sized = (is_compatible_type(c, t) || is_aggregate(c, t))
        && !(is_void(c, t) || is_token(c, t) || is_label(c, t) || is_metadata(c, t))
        && func_parts(c, t).is_none()
        && !struct_parts(c, t).is_some_and(|s| s.opaque);
    // Other dialects' pointer-like types (`!ptr.ptr`) may be loaded too.
    sized
        || matches!(c.type_kind(t), TypeKind::Opaque { .. })
        || matches!(c.type_kind(t), TypeKind::Dialect(d) if d.def.0.dialect != "llvm")
});
llvm_type_constraint!(TOKEN, "LLVM token type", is_token);
/// `LLVM_AnyVector` (a `VectorType`: formats parse it as one).
pub(crate) const LLVM_VECTOR: TypeConstraint = TypeConstraint {
    summary: "LLVM dialect-compatible vector type",
    pred: |c, t| matches!(c.type_kind(t), TypeKind::Vector { .. }) && is_compatible_type(c, t),
    builder: None,
    class: TypeClass::Vector,
};

fn vector_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { elem: e, .. } if elem(ctx, *e))
}

/// What the generated intrinsic table (`intrinsics.rs`) builds on: the
/// type constraints of `LLVMOpBase.td` it names by their summaries.
pub(crate) mod intrinsic_support {
    use super::*;
    pub(crate) use super::{
        fastmath_none, FLOAT_OR_VEC, INT_OR_VEC, LLVM_PTR, LLVM_TYPE, LLVM_VECTOR, PTR_OR_VEC,
    };
    pub(crate) use crate::attrs::FASTMATH_ATTR;
    pub(crate) use crate::debuginfo::{
        empty_di_expression, DI_EXPRESSION_ATTR, DI_LABEL_ATTR, DI_LOCAL_VARIABLE_ATTR,
    };

    llvm_type_constraint!(
        VEC_OF_FLOAT,
        "LLVM dialect-compatible vector of floating-point",
        |c, t| vector_of(c, t, rmlir_ir::constraints::is_float)
    );
    llvm_type_constraint!(
        VEC_OF_I1,
        "LLVM dialect-compatible vector of 1-bit signless integer",
        |c, t| vector_of(c, t, |c, e| rmlir_ir::constraints::is_signless_int_of(
            c, e, 1
        ))
    );
    llvm_type_constraint!(
        VEC_OF_PTR,
        "LLVM dialect-compatible vector of LLVM pointer type",
        |c, t| vector_of(c, t, |c, e| ptr_address_space(c, e).is_some())
    );
    llvm_type_constraint!(
        VEC_OF_INT,
        "LLVM dialect-compatible vector of signless integer",
        |c, t| vector_of(c, t, is_signless_int)
    );
    /// `LLVM_DefaultPointer`, buildable upstream.
    pub(crate) const BUILDABLE_PTR_0: TypeConstraint = TypeConstraint {
        summary: "LLVM pointer in address space 0",
        pred: |c, t| ptr_address_space(c, t) == Some(0),
        builder: Some(|c| ptr_type(c, 0)),
        class: TypeClass::Any,
    };
    /// `LLVM_TokenType`, which upstream can build (formats may omit it).
    pub(crate) const BUILDABLE_TOKEN: TypeConstraint = TypeConstraint {
        builder: Some(token_type),
        ..TOKEN
    };
    llvm_type_constraint!(LLVM_FLOAT, "floating point LLVM type", is_llvm_float);
    llvm_type_constraint!(
        ANY_INT_OR_VEC,
        "integer or LLVM dialect-compatible vector of integer",
        |c, t| scalar_or_vector(c, t, rmlir_ir::constraints::is_integer)
    );
}

llvm_type_constraint!(
    ATOMIC_RMW_TYPE,
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
    |c, t| is_llvm_float(c, t)
        || ptr_address_space(c, t).is_some()
        || is_signless_int(c, t)
        || (matches!(c.type_kind(t), TypeKind::Vector { .. })
            && is_compatible_type(c, t)
            && !is_scalable(c, t))
);
llvm_type_constraint!(
    ATOMIC_CMPXCHG_TYPE,
    "signless integer or LLVM pointer type",
    |c, t| is_signless_int(c, t) || ptr_address_space(c, t).is_some()
);
llvm_type_constraint!(LLVM_STRUCT, "LLVM structure type", |c, t| struct_parts(
    c, t
)
.is_some());

/// `LLVM_FunctionType` as a type attribute.
const FUNC_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of LLVM function type",
    pred: |c, a| c.type_value(a).is_some_and(|t| func_parts(c, t).is_some()),
    storage: AttrStorage::Class(AttrClass::Type),
    value_type: None,
};

/// `NonNegativeI32Attr`-style address spaces.
const ADDR_SPACE_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is non-negative",
    pred: |c, a| {
        (I32_ATTR.pred)(c, a)
            && matches!(c.attr_kind(a), AttrKind::Integer { value, .. } if value.to_i64().is_some_and(|v| v >= 0))
    },
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: None,
};

fn default_linkage(c: &Context) -> rmlir_ir::Attribute {
    linkage_attr(c, 0)
}
fn default_cconv(c: &Context) -> rmlir_ir::Attribute {
    cconv_attr(c, 0)
}
fn zero_i64(c: &Context) -> rmlir_ir::Attribute {
    c.integer_attr(c.int_type(64), 0)
}
fn zero_i32(c: &Context) -> rmlir_ir::Attribute {
    c.integer_attr(c.int_type(32), 0)
}
fn default_tail_call_kind(c: &Context) -> rmlir_ir::Attribute {
    tail_call_kind_attr(c, 0)
}
pub(crate) fn fastmath_none(c: &Context) -> rmlir_ir::Attribute {
    fastmath_attr(c, 0)
}

/// `IntegerOverflowFlagsProp`: a native `i32` property.
const OVERFLOW_PROP: AttrConstraint = AttrConstraint {
    summary: "LLVM integer overflow flags",
    pred: |c, a| rmlir_ir::constraints::is_signless_int_attr(c, a, 32),
    storage: AttrStorage::NativeEnum(32),
    value_type: None,
};

/// `GEPNoWrapFlagsProp`: a native `i32` property.
const GEP_NO_WRAP_PROP: AttrConstraint = AttrConstraint {
    summary: "LLVM GEP no-wrap flags",
    pred: |c, a| rmlir_ir::constraints::is_signless_int_attr(c, a, 32),
    storage: AttrStorage::NativeEnum(32),
    value_type: None,
};

rmlir_ods::ops! {
    dialect = "llvm";

    /// `llvm.func`.
    op LLVMFuncOp = "func" {
        traits: [AFFINE_SCOPE, AUTOMATIC_ALLOCATION_SCOPE, ISOLATED_FROM_ABOVE, SYMBOL],
        properties: [
            sym_name: STR_ATTR,
            sym_visibility: optional(STR_ATTR),
            function_type: FUNC_TYPE_ATTR,
            linkage: default(LINKAGE_ATTR, default_linkage),
            dso_local: optional(UNIT_ATTR),
            CConv: default(CCONV_ATTR, default_cconv),
            comdat: optional(SYMBOL_REF_ATTR),
            convergent: optional(UNIT_ATTR),
            personality: optional(FLAT_SYMBOL_REF_ATTR),
            garbageCollector: optional(STR_ATTR),
            passthrough: optional(ARRAY_ATTR),
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            function_entry_count: optional(I64_ATTR),
            memory_effects: optional(crate::func_attrs::MEMORY_EFFECTS_ATTR),
            visibility_: default(VISIBILITY_ATTR, zero_i64),
            arm_streaming: optional(UNIT_ATTR),
            arm_locally_streaming: optional(UNIT_ATTR),
            arm_streaming_compatible: optional(UNIT_ATTR),
            arm_new_za: optional(UNIT_ATTR),
            arm_in_za: optional(UNIT_ATTR),
            arm_out_za: optional(UNIT_ATTR),
            arm_inout_za: optional(UNIT_ATTR),
            arm_preserves_za: optional(UNIT_ATTR),
            section: optional(STR_ATTR),
            unnamed_addr: optional(UNNAMED_ADDR_ATTR),
            alignment: optional(I64_ATTR),
            vscale_range: optional(crate::func_attrs::VSCALE_RANGE_ATTR),
            frame_pointer: optional(FRAME_POINTER_KIND_ATTR),
            target_cpu: optional(STR_ATTR),
            tune_cpu: optional(STR_ATTR),
            reciprocal_estimates: optional(STR_ATTR),
            prefer_vector_width: optional(STR_ATTR),
            target_features: optional(crate::func_attrs::TARGET_FEATURES_ATTR),
            no_infs_fp_math: optional(BOOL_ATTR),
            no_nans_fp_math: optional(BOOL_ATTR),
            no_signed_zeros_fp_math: optional(BOOL_ATTR),
            denormal_fp_math: optional(STR_ATTR),
            denormal_fp_math_f32: optional(STR_ATTR),
            fp_contract: optional(STR_ATTR),
            instrument_function_entry: optional(STR_ATTR),
            instrument_function_exit: optional(STR_ATTR),
            no_inline: optional(UNIT_ATTR),
            always_inline: optional(UNIT_ATTR),
            inline_hint: optional(UNIT_ATTR),
            no_unwind: optional(UNIT_ATTR),
            will_return: optional(UNIT_ATTR),
            optimize_none: optional(UNIT_ATTR),
            vec_type_hint: optional(crate::func_attrs::VEC_TYPE_HINT_ATTR),
            work_group_size_hint: optional(rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR),
            reqd_work_group_size: optional(rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR),
            intel_reqd_sub_group_size: optional(I32_ATTR),
            uwtable_kind: optional(crate::func_attrs::UWTABLE_KIND_ATTR),
        ],
        regions: [body: any],
        asm: { parse: parse_func, print: print_func },
        verify: verify_func,
        verify_regions: verify_func_regions,
        interfaces: {
            callable: rmlir_ir::op_def::CallableInterface { function_type_attr: "function_type" },
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
            symbol_user: crate::func::verify_comdat_use,
        },
    }

    /// `llvm.return`.
    op ReturnOp = "return" {
        traits: [PURE, TERMINATOR, RETURN_LIKE],
        operands: [arg: optional(LLVM_TYPE)],
        format: "attr-dict ($arg^ `:` type($arg))?",
        verify: verify_return,
    }

    /// `llvm.unreachable`.
    op UnreachableOp = "unreachable" {
        traits: [TERMINATOR],
        format: "attr-dict",
    }

    /// `llvm.br`.
    op BrOp = "br" {
        traits: [PURE, TERMINATOR],
        operands: [destOperands: variadic(LLVM_TYPE)],
        properties: [loop_annotation: optional(ANY_ATTR)],
        successors: [dest: any],
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        interfaces: { branch: BranchInterface { successor_operands: |op, _| op.operand_group_range(0) } },
    }

    /// `llvm.cond_br`.
    op CondBrOp = "cond_br" {
        traits: [PURE, TERMINATOR, ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [condition: I1, trueDestOperands: variadic(LLVM_TYPE), falseDestOperands: variadic(LLVM_TYPE)],
        properties: [branch_weights: optional(rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR), loop_annotation: optional(ANY_ATTR)],
        successors: [trueDest: any, falseDest: any],
        format: "$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        interfaces: { branch: BranchInterface { successor_operands: |op, s| op.operand_group_range(1 + s) } },
    }

    class ConstOp {
        traits: [PURE, CONSTANT_LIKE],
        results: [res: LLVM_TYPE],
        format: "attr-dict `:` type($res)",
        fold: crate::consts::fold_const_op,
        interfaces: { constant_value: crate::consts::const_op_value },
    }

    /// `llvm.mlir.undef`.
    op UndefOp = "mlir.undef" : ConstOp {}
    /// `llvm.mlir.poison`.
    op PoisonOp = "mlir.poison" : ConstOp {}
    /// `llvm.mlir.zero`.
    op ZeroOp = "mlir.zero" : ConstOp {}

    /// `llvm.mlir.none`.
    op NoneTokenOp = "mlir.none" {
        traits: [PURE],
        results: [res: TOKEN],
        format: "attr-dict `:` type($res)",
    }

    /// `llvm.mlir.constant`.
    op ConstantOp = "mlir.constant" {
        traits: [PURE, CONSTANT_LIKE],
        properties: [value: ANY_ATTR],
        results: [res: LLVM_TYPE],
        format: "`(` $value `)` attr-dict `:` type($res)",
        fold: crate::fold::fold_constant,
        interfaces: { constant_value: crate::fold::constant_value },
        verify: verify_constant,
    }

    /// `llvm.mlir.addressof`.
    op AddressOfOp = "mlir.addressof" {
        traits: [PURE, CONSTANT_LIKE],
        properties: [global_name: FLAT_SYMBOL_REF_ATTR],
        results: [res: LLVM_PTR],
        format: "$global_name attr-dict `:` qualified(type($res))",
        fold: crate::consts::fold_address_of,
        interfaces: { symbol_user: verify_address_of_symbol_uses, constant_value: crate::consts::address_of_value },
    }

    class IntBinOp {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: INT_OR_VEC, rhs: INT_OR_VEC],
        results: [res: INT_OR_VEC],
        format: "$lhs `,` $rhs attr-dict `:` type($res)",
    }

    class IntOverflowOp {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: INT_OR_VEC, rhs: INT_OR_VEC],
        properties: [overflowFlags: default(OVERFLOW_PROP, zero_i32)],
        results: [res: INT_OR_VEC],
        asm: { parse: parse_overflow_op, print: print_overflow_op },
    }

    class IntExactOp {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: INT_OR_VEC, rhs: INT_OR_VEC],
        properties: [isExact: optional(UNIT_ATTR)],
        results: [res: INT_OR_VEC],
        format: "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
    }

    /// `llvm.add`.
    op AddOp = "add" : IntOverflowOp { traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE] }
    /// `llvm.sub`.
    op SubOp = "sub" : IntOverflowOp {}
    /// `llvm.mul`.
    op MulOp = "mul" : IntOverflowOp { traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE] }
    /// `llvm.shl`.
    op ShlOp = "shl" : IntOverflowOp { fold: crate::fold::fold_shl }
    /// `llvm.udiv`.
    op UDivOp = "udiv" : IntExactOp {}
    /// `llvm.sdiv`.
    op SDivOp = "sdiv" : IntExactOp {}
    /// `llvm.lshr`.
    op LShrOp = "lshr" : IntExactOp {}
    /// `llvm.ashr`.
    op AShrOp = "ashr" : IntExactOp {}
    /// `llvm.urem`.
    op URemOp = "urem" : IntBinOp {}
    /// `llvm.srem`.
    op SRemOp = "srem" : IntBinOp {}
    /// `llvm.and`.
    op AndOp = "and" : IntBinOp {}
    /// `llvm.xor`.
    op XOrOp = "xor" : IntBinOp {}

    /// `llvm.or`.
    op OrOp = "or" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: INT_OR_VEC, rhs: INT_OR_VEC],
        properties: [isDisjoint: optional(UNIT_ATTR)],
        results: [res: INT_OR_VEC],
        format: "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)",
        fold: crate::fold::fold_or,
    }

    class FloatBinOp {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: FLOAT_OR_VEC, rhs: FLOAT_OR_VEC],
        properties: [fastmathFlags: default(FASTMATH_ATTR, fastmath_none)],
        results: [res: FLOAT_OR_VEC],
        format: "$lhs `,` $rhs attr-dict `:` type($res)",
    }

    /// `llvm.fadd`.
    op FAddOp = "fadd" : FloatBinOp {}
    /// `llvm.fsub`.
    op FSubOp = "fsub" : FloatBinOp {}
    /// `llvm.fmul`.
    op FMulOp = "fmul" : FloatBinOp {}
    /// `llvm.fdiv`.
    op FDivOp = "fdiv" : FloatBinOp {}
    /// `llvm.frem`.
    op FRemOp = "frem" : FloatBinOp {}

    /// `llvm.fneg`.
    op FNegOp = "fneg" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [operand: FLOAT_OR_VEC],
        properties: [fastmathFlags: default(FASTMATH_ATTR, fastmath_none)],
        results: [res: FLOAT_OR_VEC],
        format: "$operand attr-dict `:` type($res)",
    }

    /// `llvm.icmp`.
    op ICmpOp = "icmp" {
        traits: [PURE],
        operands: [lhs: LLVM_TYPE, rhs: LLVM_TYPE],
        properties: [predicate: ICMP_PREDICATE_ATTR],
        results: [res: I1_OR_VEC],
        asm: { parse: parse_icmp, print: print_cmp },
        fold: crate::consts::fold_icmp,
    }

    /// `llvm.fcmp`.
    op FCmpOp = "fcmp" {
        traits: [PURE],
        operands: [lhs: FLOAT_OR_VEC, rhs: FLOAT_OR_VEC],
        properties: [predicate: FCMP_PREDICATE_ATTR, fastmathFlags: default(FASTMATH_ATTR, fastmath_none)],
        results: [res: I1_OR_VEC],
        asm: { parse: parse_fcmp, print: print_cmp },
    }

    class CastOp {
        traits: [PURE],
        results: [res: NON_AGGREGATE],
        format: "$arg attr-dict `:` type($arg) `to` type($res)",
    }

    class NNegCastOp {
        traits: [PURE],
        operands: [arg: INT_OR_VEC],
        properties: [nonNeg: optional(UNIT_ATTR)],
        format: "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
    }

    /// `llvm.bitcast`.
    op BitcastOp = "bitcast" : CastOp { operands: [arg: NON_AGGREGATE], fold: crate::fold::fold_chainable_cast }
    /// `llvm.addrspacecast`.
    op AddrSpaceCastOp = "addrspacecast" : CastOp { operands: [arg: PTR_OR_VEC], fold: crate::fold::fold_chainable_cast }
    /// `llvm.inttoptr`.
    op IntToPtrOp = "inttoptr" {
        traits: [PURE],
        operands: [arg: INT_OR_VEC],
        properties: [dereferenceable: optional(DEREFERENCEABLE_ATTR)],
        results: [res: PTR_OR_VEC],
        format: "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)",
    }
    /// `llvm.ptrtoint`.
    op PtrToIntOp = "ptrtoint" : CastOp { operands: [arg: PTR_OR_VEC] }
    /// `llvm.sext`.
    op SExtOp = "sext" : CastOp { operands: [arg: INT_OR_VEC] }
    /// `llvm.zext`.
    op ZExtOp = "zext" : NNegCastOp { results: [res: INT_OR_VEC], fold: crate::fold::fold_zext }
    /// `llvm.trunc`.
    op TruncOp = "trunc" {
        traits: [PURE],
        operands: [arg: INT_OR_VEC],
        properties: [overflowFlags: default(OVERFLOW_PROP, zero_i32)],
        results: [res: INT_OR_VEC],
        asm: { parse: parse_overflow_op, print: print_overflow_op },
    }
    /// `llvm.sitofp`.
    op SIToFPOp = "sitofp" : CastOp { operands: [arg: INT_OR_VEC] }
    /// `llvm.uitofp`.
    op UIToFPOp = "uitofp" : NNegCastOp { results: [res: FLOAT_OR_VEC] }
    /// `llvm.fptosi`.
    op FPToSIOp = "fptosi" : CastOp { operands: [arg: FLOAT_OR_VEC] }
    /// `llvm.fptoui`.
    op FPToUIOp = "fptoui" : CastOp { operands: [arg: FLOAT_OR_VEC] }
    /// `llvm.fpext`.
    op FPExtOp = "fpext" : CastOp { operands: [arg: FLOAT_OR_VEC] }
    /// `llvm.fptrunc`.
    op FPTruncOp = "fptrunc" : CastOp { operands: [arg: FLOAT_OR_VEC] }

    /// `llvm.select`.
    op SelectOp = "select" {
        traits: [PURE],
        operands: [condition: I1_OR_VEC, trueValue: LLVM_TYPE, falseValue: LLVM_TYPE],
        properties: [fastmathFlags: default(FASTMATH_ATTR, fastmath_none)],
        results: [res: LLVM_TYPE],
        type_rules: [all_types_match(trueValue, falseValue, res)],
        format: "operands attr-dict `:` type($condition) `,` type($res)",
    }

    /// `llvm.freeze`.
    op FreezeOp = "freeze" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [val: LLVM_TYPE],
        results: [res: LLVM_TYPE],
        format: "$val attr-dict `:` type($val)",
    }

    /// `llvm.load`.
    op LoadOp = "load" {
        operands: [addr: LLVM_PTR],
        properties: [
            alignment: optional(I64_ATTR),
            volatile_: optional(UNIT_ATTR),
            nontemporal: optional(UNIT_ATTR),
            invariant: optional(UNIT_ATTR),
            invariantGroup: optional(UNIT_ATTR),
            ordering: default(ATOMIC_ORDERING_ATTR, zero_i64),
            syncscope: optional(STR_ATTR),
            dereferenceable: optional(DEREFERENCEABLE_ATTR),
            access_groups: optional(ARRAY_ATTR),
            alias_scopes: optional(ARRAY_ATTR),
            noalias_scopes: optional(ARRAY_ATTR),
            tbaa: optional(ARRAY_ATTR),
        ],
        results: [res: LOADABLE],
        format: "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
        verify: verify_load,
        interfaces: { memory_effects: Effects::Custom(crate::fold::load_effects) },
    }

    /// `llvm.store`.
    op StoreOp = "store" {
        operands: [value: LOADABLE, addr: LLVM_PTR],
        properties: [
            alignment: optional(I64_ATTR),
            volatile_: optional(UNIT_ATTR),
            nontemporal: optional(UNIT_ATTR),
            invariantGroup: optional(UNIT_ATTR),
            ordering: default(ATOMIC_ORDERING_ATTR, zero_i64),
            syncscope: optional(STR_ATTR),
            access_groups: optional(ARRAY_ATTR),
            alias_scopes: optional(ARRAY_ATTR),
            noalias_scopes: optional(ARRAY_ATTR),
            tbaa: optional(ARRAY_ATTR),
        ],
        format: "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))",
        verify: crate::atomic::verify_store,
        interfaces: { memory_effects: Effects::Custom(crate::fold::store_effects) },
    }

    /// `llvm.fence`.
    op FenceOp = "fence" {
        properties: [ordering: ATOMIC_ORDERING_ATTR, syncscope: optional(STR_ATTR)],
        format: "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
        verify: verify_fence,
    }

    /// `llvm.mlir.global`.
    op GlobalOp = "mlir.global" {
        traits: [ISOLATED_FROM_ABOVE, SYMBOL],
        properties: [
            global_type: TYPE_ATTR,
            constant: optional(UNIT_ATTR),
            sym_name: STR_ATTR,
            linkage: LINKAGE_ATTR,
            dso_local: optional(UNIT_ATTR),
            thread_local_: optional(UNIT_ATTR),
            externally_initialized: optional(UNIT_ATTR),
            value: optional(ANY_ATTR),
            alignment: optional(I64_ATTR),
            addr_space: default(ADDR_SPACE_ATTR, zero_i32),
            unnamed_addr: optional(UNNAMED_ADDR_ATTR),
            section: optional(STR_ATTR),
            comdat: optional(SYMBOL_REF_ATTR),
            dbg_exprs: optional(ARRAY_ATTR),
            visibility_: default(VISIBILITY_ATTR, zero_i64),
            target_specific_attrs: optional(ARRAY_ATTR),
        ],
        regions: [initializer: any],
        asm: { parse: parse_global, print: print_global },
        verify: verify_global,
        verify_regions: verify_global_regions,
        interfaces: {
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
            symbol_user: crate::func::verify_comdat_use,
        },
    }

    /// `llvm.call`.
    op CallOp = "call" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [callee_operands: variadic(LLVM_TYPE), op_bundle_operands: variadic_of_variadic(LLVM_TYPE, "op_bundle_sizes")],
        properties: [
            var_callee_type: optional(FUNC_TYPE_ATTR),
            callee: optional(FLAT_SYMBOL_REF_ATTR),
            fastmathFlags: default(FASTMATH_ATTR, fastmath_none),
            CConv: default(CCONV_ATTR, default_cconv),
            TailCallKind: default(TAIL_CALL_KIND_ATTR, default_tail_call_kind),
            memory_effects: optional(crate::func_attrs::MEMORY_EFFECTS_ATTR),
            convergent: optional(UNIT_ATTR),
            no_unwind: optional(UNIT_ATTR),
            will_return: optional(UNIT_ATTR),
            op_bundle_sizes: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR,
            op_bundle_tags: optional(ARRAY_ATTR),
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            no_inline: optional(UNIT_ATTR),
            always_inline: optional(UNIT_ATTR),
            inline_hint: optional(UNIT_ATTR),
            access_groups: optional(ARRAY_ATTR),
            alias_scopes: optional(ARRAY_ATTR),
            noalias_scopes: optional(ARRAY_ATTR),
            tbaa: optional(ARRAY_ATTR),
        ],
        results: [result: optional(LLVM_TYPE)],
        asm: { parse: parse_call, print: print_call },
        verify: verify_op_bundles,
        interfaces: { symbol_user: verify_call_symbol_uses },
    }

    /// `llvm.invoke`.
    op InvokeOp = "invoke" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, TERMINATOR],
        operands: [
            callee_operands: variadic(LLVM_TYPE),
            normalDestOperands: variadic(LLVM_TYPE),
            unwindDestOperands: variadic(LLVM_TYPE),
            op_bundle_operands: variadic_of_variadic(LLVM_TYPE, "op_bundle_sizes"),
        ],
        properties: [
            var_callee_type: optional(FUNC_TYPE_ATTR),
            callee: optional(FLAT_SYMBOL_REF_ATTR),
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            branch_weights: optional(rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR),
            CConv: default(CCONV_ATTR, default_cconv),
            op_bundle_sizes: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR,
            op_bundle_tags: optional(ARRAY_ATTR),
        ],
        results: [result: optional(LLVM_TYPE)],
        successors: [normalDest: any, unwindDest: any],
        asm: { parse: parse_invoke, print: print_invoke },
        verify: verify_invoke,
        interfaces: { branch: BranchInterface { successor_operands: invoke_successor_operands } },
    }

    /// `llvm.landingpad`.
    op LandingpadOp = "landingpad" {
        operands: [operands: variadic(LLVM_TYPE)],
        properties: [cleanup: optional(UNIT_ATTR)],
        results: [res: LLVM_TYPE],
        asm: { parse: parse_landingpad, print: print_landingpad },
        verify: verify_landingpad,
    }

    /// `llvm.resume`.
    op ResumeOp = "resume" {
        traits: [TERMINATOR],
        operands: [value: LLVM_TYPE],
        format: "$value attr-dict `:` type($value)",
    }

    /// `llvm.alloca`.
    op AllocaOp = "alloca" {
        operands: [arraySize: INT_OR_VEC],
        properties: [alignment: optional(I64_ATTR), elem_type: TYPE_ATTR, inalloca: optional(UNIT_ATTR)],
        results: [res: LLVM_PTR],
        asm: { parse: parse_alloca, print: print_alloca },
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Alloc, EffectOn::Result(0))]) },
    }

    /// `llvm.extractelement`.
    op ExtractElementOp = "extractelement" {
        traits: [PURE],
        operands: [vector: LLVM_VECTOR, position: ANY_SIGNLESS_INTEGER],
        results: [res: LLVM_TYPE],
        type_rules: [types_match_with(vector -> res, vector_element, "result type matches vector element type")],
        format: "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    }

    /// `llvm.insertelement`.
    op InsertElementOp = "insertelement" {
        traits: [PURE],
        operands: [vector: LLVM_VECTOR, value: LLVM_TYPE, position: ANY_SIGNLESS_INTEGER],
        results: [res: LLVM_VECTOR],
        type_rules: [
            types_match_with(vector -> value, vector_element, "argument type matches vector element type"),
            all_types_match(vector, res),
        ],
        format: "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
    }

    /// `llvm.mlir.alias`.
    op AliasOp = "mlir.alias" {
        traits: [ISOLATED_FROM_ABOVE, SINGLE_BLOCK, SYMBOL],
        properties: [
            alias_type: TYPE_ATTR,
            sym_name: STR_ATTR,
            linkage: LINKAGE_ATTR,
            dso_local: optional(UNIT_ATTR),
            thread_local_: optional(UNIT_ATTR),
            unnamed_addr: optional(UNNAMED_ADDR_ATTR),
            visibility_: default(VISIBILITY_ATTR, zero_i64),
        ],
        regions: [initializer: sized(1)],
        implicit_terminator: "llvm.return",
        asm: { parse: parse_alias, print: print_alias },
        verify_regions: verify_alias_regions,
        interfaces: {
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
        },
    }

    /// `llvm.mlir.ifunc`.
    op IFuncOp = "mlir.ifunc" {
        traits: [ISOLATED_FROM_ABOVE, SYMBOL],
        properties: [
            sym_name: rmlir_ir::constraints::SYMBOL_NAME_ATTR,
            i_func_type: TYPE_ATTR,
            resolver: FLAT_SYMBOL_REF_ATTR,
            resolver_type: TYPE_ATTR,
            linkage: LINKAGE_ATTR,
            dso_local: optional(UNIT_ATTR),
            address_space: default(ADDR_SPACE_ATTR, zero_i32),
            unnamed_addr: default(UNNAMED_ADDR_ATTR, zero_i64),
            visibility_: default(VISIBILITY_ATTR, zero_i64),
        ],
        asm: { parse: parse_ifunc, print: print_ifunc },
        interfaces: {
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
        },
    }

    /// `llvm.comdat`.
    op ComdatOp = "comdat" {
        traits: [NO_TERMINATOR, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL, SINGLE_BLOCK],
        properties: [sym_name: rmlir_ir::constraints::SYMBOL_NAME_ATTR],
        regions: [body: sized(1)],
        format: "$sym_name $body attr-dict",
        interfaces: {
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
        },
    }

    /// `llvm.comdat_selector`.
    op ComdatSelectorOp = "comdat_selector" {
        traits: [SYMBOL],
        properties: [sym_name: rmlir_ir::constraints::SYMBOL_NAME_ATTR, comdat: COMDAT_ATTR],
        format: "$sym_name $comdat attr-dict",
        interfaces: {
            symbol: rmlir_ir::op_def::SymbolInterface { optional: false, is_declaration: None },
        },
    }

    /// `llvm.module_flags`.
    op ModuleFlagsOp = "module_flags" {
        properties: [flags: ARRAY_ATTR],
        format: "$flags attr-dict",
    }

    /// `llvm.linker_options`.
    op LinkerOptionsOp = "linker_options" {
        properties: [options: ARRAY_ATTR],
        format: "$options attr-dict",
    }

    /// `llvm.getelementptr`.
    op GEPOp = "getelementptr" {
        traits: [PURE],
        operands: [base: PTR_OR_VEC, dynamicIndices: variadic(INT_OR_VEC)],
        properties: [
            rawConstantIndices: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR,
            elem_type: TYPE_ATTR,
            noWrapFlags: default(GEP_NO_WRAP_PROP, zero_i32),
        ],
        results: [res: PTR_OR_VEC],
        asm: { parse: parse_gep, print: print_gep },
        verify: verify_gep,
        fold: crate::fold::fold_gep,
    }

    /// `llvm.shufflevector`.
    op ShuffleVectorOp = "shufflevector" {
        traits: [PURE],
        operands: [v1: LLVM_VECTOR, v2: LLVM_VECTOR],
        properties: [mask: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR],
        results: [res: LLVM_VECTOR],
        asm: { parse: parse_shuffle_vector, print: print_shuffle_vector },
        verify: verify_shuffle_vector,
        fold: crate::consts::fold_shuffle_vector,
    }

    /// `llvm.atomicrmw`.
    op AtomicRMWOp = "atomicrmw" {
        operands: [ptr: LLVM_PTR, val: ATOMIC_RMW_TYPE],
        properties: [
            bin_op: ATOMIC_BIN_OP_ATTR,
            ordering: ATOMIC_ORDERING_ATTR,
            syncscope: optional(STR_ATTR),
            alignment: optional(I64_ATTR),
            volatile_: optional(UNIT_ATTR),
            access_groups: optional(ARRAY_ATTR),
            alias_scopes: optional(ARRAY_ATTR),
            noalias_scopes: optional(ARRAY_ATTR),
            tbaa: optional(ARRAY_ATTR),
        ],
        results: [res: ATOMIC_RMW_TYPE],
        type_rules: [all_types_match(val, res)],
        format: "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
        verify: crate::atomic::verify_atomicrmw,
    }

    /// `llvm.cmpxchg`.
    op AtomicCmpXchgOp = "cmpxchg" {
        operands: [ptr: LLVM_PTR, cmp: ATOMIC_CMPXCHG_TYPE, val: ATOMIC_CMPXCHG_TYPE],
        properties: [
            success_ordering: ATOMIC_ORDERING_ATTR,
            failure_ordering: ATOMIC_ORDERING_ATTR,
            syncscope: optional(STR_ATTR),
            alignment: optional(I64_ATTR),
            weak: optional(UNIT_ATTR),
            volatile_: optional(UNIT_ATTR),
            access_groups: optional(ARRAY_ATTR),
            alias_scopes: optional(ARRAY_ATTR),
            noalias_scopes: optional(ARRAY_ATTR),
            tbaa: optional(ARRAY_ATTR),
        ],
        results: [res: LLVM_STRUCT],
        type_rules: [all_types_match(cmp, val)],
        format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
        verify: crate::atomic::verify_cmpxchg,
        interfaces: { infer_types: crate::atomic::infer_cmpxchg },
    }

    /// `llvm.va_arg`.
    op VaArgOp = "va_arg" {
        operands: [arg: LLVM_PTR],
        results: [res: LLVM_TYPE],
        format: "$arg attr-dict `:` functional-type($arg, $res)",
    }

    /// `llvm.intr.assume`, with operand bundles.
    op AssumeOp = "intr.assume" {
        operands: [cond: I1, op_bundle_operands: variadic_of_variadic(LLVM_TYPE, "op_bundle_sizes")],
        properties: [
            op_bundle_sizes: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR,
            op_bundle_tags: optional(ARRAY_ATTR),
        ],
        asm: { parse: parse_assume, print: print_assume },
    }

    /// `llvm.intr.vector.insert`.
    op VectorInsertOp = "intr.vector.insert" {
        traits: [PURE],
        operands: [dstvec: LLVM_VECTOR, srcvec: LLVM_VECTOR],
        properties: [pos: I64_ATTR],
        results: [res: LLVM_VECTOR],
        type_rules: [
            all_types_match(dstvec, res),
            pred("vectors are not bigger than 2^17 bits.", |op| vectors_fit(op, &[0, 1])),
            pred("it is not inserting scalable into fixed-length vectors.", |op| {
                !is_scalable(op.ctx, op.operand_type(1)) || is_scalable(op.ctx, op.operand_type(0))
            }),
        ],
        format: "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)",
    }

    /// `llvm.intr.vector.extract`.
    op VectorExtractOp = "intr.vector.extract" {
        traits: [PURE],
        operands: [srcvec: LLVM_VECTOR],
        properties: [pos: I64_ATTR],
        results: [res: LLVM_VECTOR],
        type_rules: [
            pred("vectors are not bigger than 2^17 bits.", |op| {
                vectors_fit(op, &[0]) && vector_bits(op.ctx, op.result_type(0)) <= MAX_VECTOR_BITS
            }),
            pred("it is not extracting scalable from fixed-length vectors.", |op| {
                !is_scalable(op.ctx, op.result_type(0)) || is_scalable(op.ctx, op.operand_type(0))
            }),
        ],
        format: "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)",
    }

    /// `llvm.blockaddress`.
    op BlockAddressOp = "blockaddress" {
        traits: [PURE, CONSTANT_LIKE],
        properties: [block_addr: BLOCK_ADDRESS_ATTR],
        results: [res: LLVM_PTR],
        format: "$block_addr attr-dict `:` qualified(type($res))",
        interfaces: { constant_value: |op| op.prop("block_addr") },
    }

    /// `llvm.blocktag`.
    op BlockTagOp = "blocktag" {
        properties: [tag: BLOCK_TAG_ATTR],
        format: "$tag attr-dict",
    }

    /// `llvm.indirectbr`.
    op IndirectBrOp = "indirectbr" {
        traits: [PURE, TERMINATOR],
        operands: [addr: LLVM_PTR, succOperands: variadic_of_variadic(ANY_TYPE, "indbr_operand_segments")],
        properties: [indbr_operand_segments: rmlir_ir::constraints::DENSE_I32_ARRAY_ATTR],
        successors: [successors: variadic(any)],
        asm: { parse: parse_indirect_br, print: print_indirect_br },
        interfaces: { branch: BranchInterface { successor_operands: indirect_br_successor_operands } },
    }

    /// `llvm.extractvalue`.
    op ExtractValueOp = "extractvalue" {
        traits: [PURE],
        operands: [container: LLVM_TYPE],
        properties: [position: rmlir_ir::constraints::DENSE_I64_ARRAY_ATTR],
        results: [res: LLVM_TYPE],
        asm: { parse: parse_extract_value, print: print_extract_value },
        verify: verify_extract_value,
        fold: crate::fold::fold_extract_value,
    }

    /// `llvm.insertvalue`.
    op InsertValueOp = "insertvalue" {
        traits: [PURE],
        operands: [container: LLVM_TYPE, value: LLVM_TYPE],
        properties: [position: rmlir_ir::constraints::DENSE_I64_ARRAY_ATTR],
        results: [res: LLVM_TYPE],
        type_rules: [all_types_match(container, res)],
        asm: { parse: parse_insert_value, print: print_insert_value },
        verify: verify_insert_value,
    }
}

fn verify_return(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(parent) = op.parent_data() else {
        return Ok(());
    };
    let Some(f) = parent
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"function_type"))
        .and_then(|a| ctx.type_value(a))
        .and_then(|t| func_parts(ctx, t))
    else {
        return Ok(());
    };
    // Upstream notes the function the op returns from.
    let fail = |msg: &str| {
        let d = *op.emit_op_error(msg);
        Err(Box::new(
            d.with_note(parent.loc, "when returning from function"),
        ))
    };
    let n = op.num_operands();
    if is_void(ctx, f.result) {
        if n != 0 {
            return fail("expected no operands");
        }
        return Ok(());
    }
    if n != 1 {
        return fail("expected 1 operand");
    }
    if op.operand_type(0) != f.result {
        return fail("mismatching result types");
    }
    Ok(())
}

/// `LoadOp::verify` (`verifyDereferenceableAttr`): a dereferenceable
/// load loads a pointer.
fn verify_load(op: &OpView<'_>) -> VerifyResult {
    if crate::attrs::set_prop(op, "dereferenceable").is_some()
        && ptr_address_space(op.ctx, op.result_type(0)).is_none()
    {
        return Err(op.emit_op_error("expected op to return a single LLVM pointer type"));
    }
    use crate::atomic::{ACQ_REL, RELEASE};
    crate::atomic::verify_atomic_mem_op(op, op.result_type(0), &[RELEASE, ACQ_REL])
}

fn verify_fence(op: &OpView<'_>) -> VerifyResult {
    let ordering = op
        .prop("ordering")
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0);
    // not_atomic, unordered and monotonic are not fence orderings.
    if matches!(ordering, 0..=2) {
        return Err(
            op.emit_op_error("can be given only acquire, release, acq_rel, and seq_cst orderings")
        );
    }
    Ok(())
}

/// `$lhs, $rhs (overflow<flags>)? attr-dict : type($res)` for the
/// binary ops, `$arg (overflow<flags>)? attr-dict : type($arg) to
/// type($res)` for `llvm.trunc`.
fn parse_overflow_op(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let is_cast = is_cast_op(p.ctx(), st);
    let mut operands = vec![p.parse_operand()?];
    if !is_cast {
        p.parse_punct(Punct::Comma)?;
        operands.push(p.parse_operand()?);
    }
    let ctx = p.ctx();
    if p.parse_optional_keyword("overflow") {
        p.parse_punct(Punct::Less)?;
        let flags = OVERFLOW_FLAGS.parse_value(p, "overflowFlags")?;
        p.parse_punct(Punct::Greater)?;
        st.set_prop(
            ctx,
            "overflowFlags",
            ctx.integer_attr(ctx.int_type(32), flags as i64),
        );
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let res = if is_cast {
        p.parse_keyword("to")?;
        p.parse_type()?
    } else {
        t
    };
    for u in operands {
        let v = p.resolve_operand(u, t)?;
        st.operands.push(v);
    }
    st.result_types.push(res);
    Ok(())
}

fn is_cast_op(ctx: &Context, st: &ParseState) -> bool {
    ctx.ident_bytes(st.name) == b"llvm.trunc"
}

fn print_overflow_op(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    let is_cast = op.num_operands() == 1;
    if !is_cast {
        p.write_str(", ");
        p.print_operand(op.body_id, op.operand(1));
    }
    let flags = crate::attrs::set_prop(op, "overflowFlags")
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0);
    if flags != 0 {
        static TEXT: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
        p.write_str(" overflow<");
        p.write_str(&crate::attrs::bit_enum_text(
            &OVERFLOW_FLAGS,
            &TEXT,
            2,
            flags as u64,
        ));
        p.write_str(">");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &["overflowFlags"]);
    p.write_str(" : ");
    if is_cast {
        p.print_type(op.operand_type(0));
        p.write_str(" to ");
    }
    p.print_type(op.result_type(0));
}

/// `parseCmpOp`: `"pred" %lhs, %rhs attr-dict : type`.
fn parse_cmp(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    e: &'static rmlir_ir::op_def::EnumDef,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let Some(pred) = p.parse_optional_attribute(None)? else {
        return Err(p.emit_error(loc, "expected attribute value"));
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::Colon)?;
    let type_loc = p.current_loc();
    let t = p.parse_type()?;
    let Some(s) = ctx
        .str_value(pred)
        .filter(|_| matches!(ctx.attr_kind(pred), AttrKind::String { .. }))
    else {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    };
    let Some(v) = e.symbolize(s) else {
        return Err(p.emit_error(
            loc,
            &format!(
                "'{}' is an incorrect value of the 'predicate' attribute",
                String::from_utf8_lossy(s)
            ),
        ));
    };
    st.set_prop(ctx, "predicate", ctx.integer_attr(ctx.int_type(64), v));
    st.attrs.extend(attrs);
    let lhs = p.resolve_operand(lhs, t)?;
    let rhs = p.resolve_operand(rhs, t)?;
    st.operands.extend([lhs, rhs]);
    let i1 = ctx.int_type(1);
    let res = match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        _ if is_compatible_type(ctx, t) => i1,
        _ => return Err(p.emit_error(type_loc, "expected LLVM dialect-compatible type")),
    };
    st.result_types.push(res);
    Ok(())
}

fn parse_icmp(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    parse_cmp(p, st, &ICMP_PREDICATE)
}

fn parse_fcmp(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    parse_cmp(p, st, &FCMP_PREDICATE)
}

fn print_cmp(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let e = if op.ctx.ident_bytes(op.name()).ends_with(b"icmp") {
        &ICMP_PREDICATE
    } else {
        &FCMP_PREDICATE
    };
    let v = crate::attrs::set_prop(op, "predicate")
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0);
    p.write_str(" \"");
    p.write_str(case_name(e, v));
    p.write_str("\" ");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str(", ");
    p.print_operand(op.body_id, op.operand(1));
    // `processFMFAttr`: default fastmath flags are not printed.
    let fmf_default = crate::attrs::set_prop(op, "fastmathFlags")
        .is_none_or(|a| enum_value(op.ctx, a) == Some(0));
    let elided: &[&str] = if fmf_default {
        &["predicate", "fastmathFlags"]
    } else {
        &["predicate"]
    };
    crate::attrs::print_attr_dict_eliding(op, p, elided);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The element type of a vector (`LLVM::getVectorElementType`).
fn vector_element(ctx: &Context, t: Type) -> Option<rmlir_ir::op_def::TypeList> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => rmlir_ir::op_def::one(Some(*elem)),
        _ => None,
    }
}

/// `llvm.alloca inalloca? %size x elem_type attr-dict : (size) -> ptr`.
fn parse_alloca(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("inalloca") {
        st.set_prop(ctx, "inalloca", ctx.unit_attr());
    }
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let t = p.parse_type()?;
    let alignment = ctx.ident("alignment");
    if let Some(a) = attrs.iter().find(|na| na.name == alignment) {
        match ctx.attr_kind(a.value) {
            AttrKind::Integer { value, .. } if value.is_zero() => {
                attrs.retain(|na| na.name != alignment)
            }
            AttrKind::Integer { .. } => {}
            _ => {
                let at = p.name_loc();
                return Err(p.emit_error(at, "expected integer alignment"));
            }
        }
    }
    st.attrs.extend(attrs);
    let (input, result) = match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs[0], results[0])
        }
        _ => {
            return Err(p.emit_error(
                loc,
                "expected trailing function type with one argument and one result",
            ))
        }
    };
    let v = p.resolve_operand(size, input)?;
    st.operands.push(v);
    if ptr_address_space(ctx, result).is_some() {
        st.set_prop(ctx, "elem_type", ctx.type_attr(elem));
    }
    st.result_types.push(result);
    Ok(())
}

fn print_alloca(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    if op.prop("inalloca").is_some() {
        p.write_str(" inalloca");
    }
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str(" x ");
    if let Some(t) = op.prop("elem_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(t);
    }
    let align_set = op
        .prop("alignment")
        .and_then(|a| enum_value(ctx, a))
        .is_some_and(|v| v != 0);
    let elided: &[&str] = if align_set {
        &["elem_type", "inalloca"]
    } else {
        &["alignment", "elem_type", "inalloca"]
    };
    crate::attrs::print_attr_dict_eliding(op, p, elided);
    p.write_str(" : ");
    let fty = ctx.function_type(&[op.operand_type(0)], &[op.result_type(0)]);
    p.print_type(fty);
}

/// The largest vector the vector intrinsics take, in bits.
const MAX_VECTOR_BITS: u64 = 131072;

/// A vector's known minimum size in bits.
fn vector_bits(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            let width = match ctx.type_kind(*elem) {
                TypeKind::Integer { width, .. } => *width as u64,
                TypeKind::Float(k) => k.bit_width() as u64,
                _ => 0,
            };
            n.max(0) as u64 * width
        }
        _ => 0,
    }
}

fn vectors_fit(op: &OpView<'_>, operands: &[usize]) -> bool {
    operands
        .iter()
        .all(|&i| vector_bits(op.ctx, op.operand_type(i)) <= MAX_VECTOR_BITS)
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// `%v1, %v2 [mask] attr-dict : type($v1)`; the result is a vector of
/// the mask's length.
fn parse_shuffle_vector(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let v1 = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let v2 = p.parse_operand()?;
    let mut mask = Vec::new();
    rmlir_ir::asm::comma_separated_list(p, rmlir_ir::asm::Delimiter::Square, "", &mut |p| {
        mask.push(p.parse_integer()? as i32);
        Ok(())
    })?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    p.parse_punct(Punct::Colon)?;
    let type_loc = p.current_loc();
    let t = p.parse_type()?;
    let at = p.current_loc();
    if !TypeClass::Vector.matches(ctx, t) {
        return Err(p.emit_error(type_loc, &TypeClass::Vector.mismatch_message(ctx, t)));
    }
    let TypeKind::Vector { scalable, elem, .. } = ctx.type_kind(t).clone() else {
        return Err(p.emit_error(at, "expected an LLVM compatible vector type"));
    };
    let res = ctx.intern_type(TypeKind::Vector {
        shape: vec![mask.len() as i64].into(),
        scalable: vec![scalable.iter().any(|&s| s)].into(),
        elem,
    });
    st.set_prop(ctx, "mask", ctx.dense_i32_array_attr(&mask));
    let v1 = p.resolve_operand(v1, t)?;
    let v2 = p.resolve_operand(v2, t)?;
    st.operands.extend([v1, v2]);
    st.result_types.push(res);
    Ok(())
}

fn print_shuffle_vector(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str(", ");
    p.print_operand(op.body_id, op.operand(1));
    let mask = op
        .prop("mask")
        .and_then(|a| op.ctx.dense_i32_array(a))
        .unwrap_or_default();
    let mask: Vec<String> = mask.iter().map(|v| v.to_string()).collect();
    p.write_str(&format!(" [{}]", mask.join(", ")));
    crate::attrs::print_attr_dict_eliding(op, p, &["mask"]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    // The custom directive deriving the result type prints nothing after
    // its space.
    p.write_str(" ");
}

/// `ShuffleVectorOp::verify`.
fn verify_shuffle_vector(op: &OpView<'_>) -> VerifyResult {
    let mask = op
        .prop("mask")
        .and_then(|a| op.ctx.dense_i32_array(a))
        .unwrap_or_default();
    if is_scalable(op.ctx, op.operand_type(0)) && mask.iter().any(|&v| v != 0) {
        return Err(op.emit_op_error("expected a splat operation for scalable vectors"));
    }
    Ok(())
}

/// `ConstantOp::verify`: strings are i8 arrays of their length, structs
/// take arrays of integer or float attributes of their element types.
fn verify_constant(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(value) = op.prop("value") else {
        return Ok(());
    };
    let ty = op.result_type(0);
    match ctx.attr_kind(value) {
        AttrKind::String { .. } => {
            let len = ctx.str_value(value).map_or(0, |s| s.len());
            let ok = array_parts(ctx, ty).is_some_and(|(n, e)| {
                n == len as i64 && rmlir_ir::constraints::is_signless_int_of(ctx, e, 8)
            });
            if !ok {
                return Err(op.emit_op_error(format!(
                    "expected array type of {len} i8 elements for the string constant"
                )));
            }
            return Ok(());
        }
        _ if struct_parts(ctx, ty).is_some() => {
            let body = struct_parts(ctx, ty).map(|s| s.body).unwrap_or_default();
            let AttrKind::Array(items) = ctx.attr_kind(value) else {
                return Err(op.emit_op_error("expected array attribute for struct type"));
            };
            if items.len() != body.len() {
                return Err(
                    op.emit_op_error(format!("expected array attribute of size {}", body.len()))
                );
            }
            for (i, (&a, &t)) in items.iter().zip(&body).enumerate() {
                let scalar = matches!(
                    ctx.type_kind(t),
                    TypeKind::Integer {
                        signedness: rmlir_ir::types::Signedness::Signless,
                        ..
                    } | TypeKind::Index
                        | TypeKind::Float(_)
                );
                if !scalar {
                    return Err(op.emit_op_error(
                        "expected struct element types to be floating point type or integer type",
                    ));
                }
                if !matches!(
                    ctx.attr_kind(a),
                    AttrKind::Integer { .. } | AttrKind::Float { .. }
                ) {
                    return Err(op.emit_op_error(
                        "expected element of array attribute to be floating point or integer",
                    ));
                }
                if ctx.attr_type(a) != Some(t) {
                    return Err(
                        op.emit_op_error(format!("struct element at index {i} is of wrong type"))
                    );
                }
            }
            return Ok(());
        }
        AttrKind::Integer { .. } if !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) => {
            return Err(op.emit_op_error("expected integer type"));
        }
        _ => {}
    }
    Ok(())
}
