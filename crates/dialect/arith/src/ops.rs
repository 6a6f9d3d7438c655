//! The arith ops (`ArithOps.td`), their verifiers and custom assembly.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::constraints::{ANY_TYPE, BOOL_LIKE, FLOAT_LIKE, TYPED_ATTR, UNIT_ATTR};
use rmlir_ir::op_def::{AttrClass, VerifyResult};
use rmlir_ir::op_verify::element_type_or_self;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::{AttrKind, OpTraits, OpView, Signedness, Type, TypeKind, Value};

use crate::attrs::{
    fastmath_none, overflow_none, CMPF_PREDICATE_ATTR, CMPI_PREDICATE_ATTR, FASTMATH_ATTR,
    OVERFLOW_ATTR, ROUNDING_MODE_ATTR,
};
use crate::types::{
    bitcast_compatible, float_ext_compatible, float_to_int_compatible, float_trunc_compatible,
    i1_same_shape, i1_same_shape_transform, index_cast_compatible, int_ext_compatible,
    int_to_float_compatible, int_trunc_compatible, is_i1, same_input_output_tensor_dims,
    scaling_ext_compatible, scaling_trunc_compatible, BITCAST_TYPE, INDEX_CAST_TYPE,
    SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE,
};

rmlir_ods::ops! {
    dialect = "arith";

    /// `arith.constant`: an integer or floating point constant.
    op ConstantOp = "constant" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: TYPED_ATTR],
        results: [result: ANY_TYPE],
        type_rules: [all_types_match(value, result)],
        format: "attr-dict $value",
        verify: verify_constant,
        asm: { result_names: constant_result_names },
        interfaces: { constant_value: crate::fold::constant_value },
        fold: crate::fold::fold_constant,
    }

    /// `arith.addi`: integer addition.
    op AddIOp = "addi" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_addi,
        canonicalize: crate::canonicalize::addi_patterns,
    }

    /// `arith.subi`: integer subtraction.
    op SubIOp = "subi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_subi,
        canonicalize: crate::canonicalize::subi_patterns,
    }

    /// `arith.muli`: integer multiplication.
    op MulIOp = "muli" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
        asm: { result_names: muli_result_names },
        fold: crate::fold::fold_muli,
        canonicalize: crate::canonicalize::muli_patterns,
    }

    /// `arith.shli`: integer left-shift.
    op ShLIOp = "shli" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_shli,
    }

    /// `arith.addui_extended`: extended unsigned integer addition returning sum and overflow bit.
    op AddUIExtendedOp = "addui_extended" {
        traits: [PURE, COMMUTATIVE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [sum: SIGNLESS_INTEGER_OR_INDEX_LIKE, overflow: BOOL_LIKE],
        type_rules: [all_types_match(lhs, rhs, sum)],
        format: "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        fold: crate::fold::fold_addui_extended,
        canonicalize: crate::canonicalize::addui_extended_patterns,
    }

    /// `arith.mulsi_extended`: extended signed integer multiplication.
    op MulSIExtendedOp = "mulsi_extended" {
        traits: [PURE, COMMUTATIVE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [low: SIGNLESS_INTEGER_OR_INDEX_LIKE, high: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        type_rules: [all_types_match(lhs, rhs, low, high)],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: crate::fold::fold_mulsi_extended,
        canonicalize: crate::canonicalize::mulsi_extended_patterns,
    }

    /// `arith.mului_extended`: extended unsigned integer multiplication.
    op MulUIExtendedOp = "mului_extended" {
        traits: [PURE, COMMUTATIVE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [low: SIGNLESS_INTEGER_OR_INDEX_LIKE, high: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        type_rules: [all_types_match(lhs, rhs, low, high)],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: crate::fold::fold_mului_extended,
        canonicalize: crate::canonicalize::mului_extended_patterns,
    }

    /// `arith.divui`: unsigned integer division.
    op DivUIOp = "divui" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [isExact: optional(UNIT_ATTR)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_divui,
        interfaces: { speculatability: crate::speculation::div_u },
    }

    /// `arith.divsi`: signed integer division.
    op DivSIOp = "divsi" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [isExact: optional(UNIT_ATTR)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_divsi,
        interfaces: { speculatability: crate::speculation::div_s },
    }

    /// `arith.shrui`: unsigned integer right-shift.
    op ShRUIOp = "shrui" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [isExact: optional(UNIT_ATTR)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_shrui,
    }

    /// `arith.shrsi`: signed integer right-shift.
    op ShRSIOp = "shrsi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [isExact: optional(UNIT_ATTR)],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_shrsi,
    }

    /// `arith.ceildivui`: unsigned ceil integer division.
    op CeilDivUIOp = "ceildivui" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_ceildivui,
        interfaces: { speculatability: crate::speculation::div_u },
    }

    /// `arith.ceildivsi`: signed ceil integer division.
    op CeilDivSIOp = "ceildivsi" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_ceildivsi,
        interfaces: { speculatability: crate::speculation::div_s },
    }

    /// `arith.floordivsi`: signed floor integer division.
    op FloorDivSIOp = "floordivsi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_floordivsi,
    }

    /// `arith.remui`: unsigned integer division remainder.
    op RemUIOp = "remui" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_remui,
    }

    /// `arith.remsi`: signed integer division remainder.
    op RemSIOp = "remsi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_remsi,
    }

    /// `arith.andi`: integer binary and.
    op AndIOp = "andi" {
        traits: [PURE, COMMUTATIVE, IDEMPOTENT, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_andi,
        canonicalize: crate::canonicalize::andi_patterns,
    }

    /// `arith.ori`: integer binary or.
    op OrIOp = "ori" {
        traits: [PURE, COMMUTATIVE, IDEMPOTENT, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_ori,
        canonicalize: crate::canonicalize::ori_patterns,
    }

    /// `arith.xori`: integer binary xor.
    op XOrIOp = "xori" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_xori,
        canonicalize: crate::canonicalize::xori_patterns,
    }

    /// `arith.maxsi`: signed integer maximum.
    op MaxSIOp = "maxsi" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_maxsi,
    }

    /// `arith.maxui`: unsigned integer maximum.
    op MaxUIOp = "maxui" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_maxui,
    }

    /// `arith.minsi`: signed integer minimum.
    op MinSIOp = "minsi" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_minsi,
    }

    /// `arith.minui`: unsigned integer minimum.
    op MinUIOp = "minui" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        results: [result: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
        fold: crate::fold::fold_minui,
    }

    /// `arith.negf`: floating point negation.
    op NegFOp = "negf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [operand: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_negf,
    }

    /// `arith.addf`: floating point addition.
    op AddFOp = "addf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_addf,
    }

    /// `arith.subf`: floating point subtraction.
    op SubFOp = "subf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_subf,
    }

    /// `arith.maximumf`: floating-point maximum.
    op MaximumFOp = "maximumf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_maximumf,
    }

    /// `arith.maxnumf`: floating-point maximum.
    op MaxNumFOp = "maxnumf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_maxnumf,
    }

    /// `arith.minimumf`: floating-point minimum.
    op MinimumFOp = "minimumf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_minimumf,
    }

    /// `arith.minnumf`: floating-point minimum.
    op MinNumFOp = "minnumf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_minnumf,
    }

    /// `arith.mulf`: floating point multiplication.
    op MulFOp = "mulf" {
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_mulf,
        canonicalize: crate::canonicalize::mulf_patterns,
    }

    /// `arith.divf`: floating point division.
    op DivFOp = "divf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_divf,
        canonicalize: crate::canonicalize::divf_patterns,
    }

    /// `arith.remf`: floating point division remainder.
    op RemFOp = "remf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        fold: crate::fold::fold_remf,
    }

    /// `arith.extui`: integer zero extension.
    op ExtUIOp = "extui" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        results: [out: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        verify: verify_ext,
        interfaces: { cast_compatible: int_ext_compatible },
        fold: crate::fold::fold_extui,
    }

    /// `arith.extsi`: integer sign extension.
    op ExtSIOp = "extsi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        results: [out: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        verify: verify_ext,
        interfaces: { cast_compatible: int_ext_compatible },
        fold: crate::fold::fold_extsi,
        canonicalize: crate::canonicalize::extsi_patterns,
    }

    /// `arith.extf`: cast from floating-point to wider floating-point.
    op ExtFOp = "extf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE],
        properties: [fastmath: optional(FASTMATH_ATTR)],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        verify: verify_ext,
        interfaces: { cast_compatible: float_ext_compatible },
        fold: crate::fold::fold_extf,
    }

    /// `arith.scaling_extf`: upcast of floats using scales (OCP MXFP).
    op ScalingExtFOp = "scaling_extf" {
        traits: [PURE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE, scale: FLOAT_LIKE],
        properties: [fastmath: optional(FASTMATH_ATTR)],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        verify: verify_ext,
        interfaces: { cast_compatible: scaling_ext_compatible },
    }

    /// `arith.trunci`: integer truncation.
    op TruncIOp = "trunci" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
        results: [out: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
        verify: verify_trunc,
        interfaces: { cast_compatible: int_trunc_compatible },
        fold: crate::fold::fold_trunci,
        canonicalize: crate::canonicalize::trunci_patterns,
    }

    /// `arith.truncf`: cast from floating-point to narrower floating-point.
    op TruncFOp = "truncf" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE],
        properties: [roundingmode: optional(ROUNDING_MODE_ATTR), fastmath: optional(FASTMATH_ATTR)],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
        verify: verify_trunc,
        interfaces: { cast_compatible: float_trunc_compatible },
        fold: crate::fold::fold_truncf,
        canonicalize: crate::canonicalize::truncf_patterns,
    }

    /// `arith.scaling_truncf`: downcast of floats using scales (OCP MXFP).
    op ScalingTruncFOp = "scaling_truncf" {
        traits: [PURE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE, scale: FLOAT_LIKE],
        properties: [roundingmode: optional(ROUNDING_MODE_ATTR), fastmath: optional(FASTMATH_ATTR)],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        verify: verify_trunc,
        interfaces: { cast_compatible: scaling_trunc_compatible },
    }

    /// `arith.uitofp`: cast from unsigned integer to floating-point.
    op UIToFPOp = "uitofp" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: int_to_float_compatible },
        fold: crate::fold::fold_uitofp,
    }

    /// `arith.sitofp`: cast from signed integer to floating-point.
    op SIToFPOp = "sitofp" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        results: [out: FLOAT_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: int_to_float_compatible },
        fold: crate::fold::fold_sitofp,
    }

    /// `arith.fptoui`: cast from floating-point to unsigned integer.
    op FPToUIOp = "fptoui" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE],
        results: [out: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: float_to_int_compatible },
        fold: crate::fold::fold_fptoui,
    }

    /// `arith.fptosi`: cast from floating-point to signed integer.
    op FPToSIOp = "fptosi" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: FLOAT_LIKE],
        results: [out: SIGNLESS_FIXED_WIDTH_INTEGER_LIKE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: float_to_int_compatible },
        fold: crate::fold::fold_fptosi,
    }

    /// `arith.index_cast`: cast between index and integer types.
    op IndexCastOp = "index_cast" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: INDEX_CAST_TYPE],
        results: [out: INDEX_CAST_TYPE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: index_cast_compatible },
        fold: crate::fold::fold_index_cast_op,
        canonicalize: crate::canonicalize::index_cast_patterns,
    }

    /// `arith.index_castui`: unsigned cast between index and integer types.
    op IndexCastUIOp = "index_castui" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: INDEX_CAST_TYPE],
        results: [out: INDEX_CAST_TYPE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: index_cast_compatible },
        fold: crate::fold::fold_index_castui,
        canonicalize: crate::canonicalize::index_castui_patterns,
    }

    /// `arith.bitcast`: bitcast between values of equal bit width.
    op BitcastOp = "bitcast" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [in: BITCAST_TYPE],
        results: [out: BITCAST_TYPE],
        type_rules: [pred("input and output have the same tensor dimensions", same_input_output_tensor_dims)],
        format: "$in attr-dict `:` type($in) `to` type($out)",
        interfaces: { cast_compatible: bitcast_compatible },
        fold: crate::fold::fold_bitcast,
        canonicalize: crate::canonicalize::bitcast_patterns,
    }

    /// `arith.cmpi`: integer comparison.
    op CmpIOp = "cmpi" {
        traits: [PURE, SAME_TYPE_OPERANDS, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_OR_INDEX_LIKE, rhs: SIGNLESS_INTEGER_OR_INDEX_LIKE],
        properties: [predicate: CMPI_PREDICATE_ATTR],
        results: [result: BOOL_LIKE],
        type_rules: [types_match_with(lhs -> result, i1_same_shape_transform, "result type has i1 element type and same shape as operands")],
        format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        fold: crate::fold::fold_cmpi,
        canonicalize: crate::canonicalize::cmpi_patterns,
    }

    /// `arith.cmpf`: floating-point comparison.
    op CmpFOp = "cmpf" {
        traits: [PURE, SAME_TYPE_OPERANDS, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
        properties: [predicate: CMPF_PREDICATE_ATTR, fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: BOOL_LIKE],
        type_rules: [types_match_with(lhs -> result, i1_same_shape_transform, "result type has i1 element type and same shape as operands")],
        format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        fold: crate::fold::fold_cmpf,
        canonicalize: crate::canonicalize::cmpf_patterns,
    }

    /// `arith.select`: chooses one value based on a binary condition.
    op SelectOp = "select" {
        traits: [PURE, NO_MEMORY_EFFECT, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [condition: BOOL_LIKE, true_value: ANY_TYPE, false_value: ANY_TYPE],
        results: [result: ANY_TYPE],
        type_rules: [all_types_match(true_value, false_value, result), pred("condition is signless i1 or has matching shape", condition_i1_or_matching_shape)],
        verify: verify_select,
        asm: { parse: parse_select, print: print_select },
        fold: crate::fold::fold_select,
        canonicalize: crate::canonicalize::select_patterns,
    }
}

/// `'type'`, as diagnostics print types.
fn quoted(op: &OpView<'_>, t: Type) -> String {
    format!("'{}'", type_to_string(op.ctx, t))
}

// ----- constant -----

/// `ConstantOp::getAsmResultNames`: `%true`/`%false` for `i1`, `%c42_i32`
/// (`%c42` for index) for other integers, `%cst` otherwise.
fn constant_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    if op.num_results() == 0 {
        return;
    }
    let ctx = op.ctx;
    let ty = op.result_type(0);
    let value = op.prop("value").map(|a| ctx.attr_kind(a));
    let Some(AttrKind::Integer { value, .. }) = value else {
        set(op.result(0), "cst");
        return;
    };
    let int_width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    if int_width == Some(1) {
        set(op.result(0), if value.is_zero() { "false" } else { "true" });
        return;
    }
    // Named for every integer constant printed: built in a buffer kept per
    // thread, without temporaries for the common widths.
    thread_local!(static NAME: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) });
    NAME.with(|buf| {
        let mut name = buf.borrow_mut();
        name.clear();
        constant_name(ctx, value, ty, int_width, &mut name);
        set(op.result(0), &name);
    });
}

/// `c<value>_<type>`, as upstream names integer constants.
fn constant_name(
    ctx: &rmlir_ir::Context,
    value: &rmlir_ir::apint::ApInt,
    ty: rmlir_ir::Type,
    int_width: Option<u32>,
    name: &mut String,
) {
    use std::fmt::Write;
    name.push('c');
    match value.to_i64() {
        Some(v) => {
            let _ = write!(name, "{v}");
        }
        None => name.push_str(&value.to_string_radix10(true)),
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        } => {
            let _ = write!(name, "_i{width}");
        }
        _ if int_width.is_some() => {
            name.push('_');
            name.push_str(&type_to_string(ctx, ty));
        }
        _ => {}
    }
}

/// The number of elements of a shaped type with a static shape.
fn num_elements(k: &TypeKind) -> Option<i64> {
    k.shape()
        .filter(|s| s.iter().all(|&d| d >= 0))
        .map(|s| s.iter().product())
}

/// `ConstantOp::verify`.
fn verify_constant(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let ty = op.result_type(0);
    if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err(op.emit_op_error("integer return type must be signless"));
    }
    let Some(value) = op.prop("value") else {
        return Ok(());
    };
    let kind = ctx.attr_kind(value);
    if !matches!(kind, AttrKind::Integer { .. } | AttrKind::Float { .. })
        && !AttrClass::Elements.matches(ctx, value)
    {
        return Err(op.emit_op_error("value must be an integer, float, or elements attribute"));
    }
    let tk = ctx.type_kind(ty);
    if matches!(tk, TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s)) {
        let splat = match kind {
            AttrKind::DenseElements { splat, ty, .. }
            | AttrKind::DenseStrings { splat, ty, .. } => {
                *splat || num_elements(ctx.type_kind(*ty)) == Some(1)
            }
            _ => false,
        };
        if !splat {
            return Err(op.emit_op_error(
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
    }
    Ok(())
}

// ----- muli -----

/// `MulIOp::getAsmResultNames`: `%c4_vscale` for an index product of a
/// constant and `vector.vscale`.
fn muli_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let ctx = op.ctx;
    if op.num_results() != 1
        || op.num_operands() != 2
        || !matches!(ctx.type_kind(op.result_type(0)), TypeKind::Index)
    {
        return;
    }
    let constant = |v: Value| -> Option<i64> {
        let def = op.defining_op(v)?;
        if !def.has_trait(OpTraits::CONSTANT_LIKE) {
            return None;
        }
        match ctx.attr_kind(def.prop("value")?) {
            AttrKind::Integer { value, .. } => Some(value.sext_or_trunc(64).to_i64().unwrap_or(0)),
            _ => None,
        }
    };
    let is_vscale = |v: Value| {
        op.defining_op(v)
            .is_some_and(|d| d.name_str() == "vector.vscale")
    };
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    let base = match (constant(lhs), constant(rhs)) {
        (Some(c), _) if is_vscale(rhs) => c,
        (_, Some(c)) if is_vscale(lhs) => c,
        _ => return,
    };
    set(op.result(0), &format!("c{base}_vscale"));
}

// ----- casts -----

/// The element types (or the types) of operand 0 and result 0.
fn cast_elements(op: &OpView<'_>) -> (Type, Type) {
    (
        element_type_or_self(op.ctx, op.operand_type(0)),
        element_type_or_self(op.ctx, op.result_type(0)),
    )
}

/// `verifyExtOp`/`verifyTruncateOp`: the result element type must be
/// wider (`wider`) or shorter than the operand's.
fn verify_width_change(op: &OpView<'_>, wider: bool) -> VerifyResult {
    let (src, dst) = cast_elements(op);
    let (Some(s), Some(d)) = (
        op.ctx.int_or_float_bit_width(src),
        op.ctx.int_or_float_bit_width(dst),
    ) else {
        return Ok(());
    };
    let (ok, what) = if wider {
        (s < d, "wider")
    } else {
        (s > d, "shorter")
    };
    if ok {
        return Ok(());
    }
    Err(op.emit_error(format!(
        "result type {} must be {what} than operand type {}",
        quoted(op, dst),
        quoted(op, src)
    )))
}

/// `verifyExtOp`.
fn verify_ext(op: &OpView<'_>) -> VerifyResult {
    verify_width_change(op, true)
}

/// `verifyTruncateOp`.
fn verify_trunc(op: &OpView<'_>) -> VerifyResult {
    verify_width_change(op, false)
}

// ----- select -----

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
fn condition_i1_or_matching_shape(op: &OpView<'_>) -> bool {
    if op.num_operands() == 0 || op.num_results() == 0 {
        return true;
    }
    let ctx = op.ctx;
    let cond = op.operand_type(0);
    if is_i1(ctx, cond) {
        return true;
    }
    let (c, r) = (ctx.type_kind(cond), ctx.type_kind(op.result_type(0)));
    c.is_shaped() && r.is_shaped() && c.shape() == r.shape()
}

/// `SelectOp::verify`.
fn verify_select(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let cond = op.operand_type(0);
    if is_i1(ctx, cond) {
        return Ok(());
    }
    let result = op.result_type(0);
    if !matches!(
        ctx.type_kind(result),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(op.emit_op_error(format!(
            "expected condition to be a signless i1, but got {}",
            quoted(op, cond)
        )));
    }
    let expected = i1_same_shape(ctx, result);
    if cond != expected {
        return Err(op.emit_op_error(format!(
            "expected condition type to have the same shape as the result type, expected {}, but got {}",
            quoted(op, expected),
            quoted(op, cond)
        )));
    }
    Ok(())
}

/// `SelectOp::parse`: `%c, %t, %f attr-dict : [cond-type ,] type`.
fn parse_select(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let mut operands = Vec::new();
    p.parse_operand_list(&mut operands, Delimiter::None, Some(3))?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    let mut result_type = p.parse_type()?;
    let condition_type = if p.parse_optional_punct(Punct::Comma) {
        let c = result_type;
        result_type = p.parse_type()?;
        c
    } else {
        p.ctx().int_type(1)
    };
    st.result_types.push(result_type);
    let loc = p.name_loc();
    p.resolve_operands(
        &operands,
        &[condition_type, result_type, result_type],
        loc,
        &mut st.operands,
    )
}

/// `SelectOp::print`.
fn print_select(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operands(op.body_id, &op.operands());
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
    p.write_str(" : ");
    if op.num_operands() > 0 && op.ctx.type_kind(op.operand_type(0)).is_shaped() {
        p.print_type(op.operand_type(0));
        p.write_str(", ");
    }
    if op.num_results() > 0 {
        p.print_type(op.result_type(0));
    }
}
