//! The `tosa` dialect (`TosaOps.td`, `TosaShapeOps.td`, `TosaUtilOps.td`):
//! the Tensor Operator Set Architecture's tensor ops, the shape ops on
//! `!tosa.shape<N>`, `!tosa.mxint8` and the `#tosa.*` enum attributes.
//!
//! Most ops share one of a few shapes (elementwise binary or unary ops,
//! reductions, shape arithmetic), so their definitions differ only in
//! names and element constraints; what upstream verifies beyond ODS is in
//! `verify.rs`, the custom assembly forms in `asm.rs`.

// The op families expand one op per macro step.
#![recursion_limit = "512"]

mod asm;
pub mod attrs;
mod canonicalize;
mod fold;
pub mod transforms;
pub mod types;
mod verify;
mod verify_ops;

use asm::*;
use attrs::*;
use canonicalize::*;
use fold::*;
use types::*;
use verify::{
    compatible_return_types, infer_compare, infer_concat, infer_reduce, verify_cond_if,
    verify_max_pool2d, verify_reduce, verify_tosa_traits, verify_while,
};
use verify_ops::*;

use rmlir_ir::constraints::{
    ANY_ATTR, BOOL_ATTR, DENSE_I32_ARRAY_ATTR, ELEMENTS_ATTR, I32_ATTR, STR_ATTR, SYMBOL_NAME_ATTR,
    TYPE_ATTR,
};
use rmlir_ir::DialectDef;

/// Expands tosa's op families into one `rmlir_ods::ops!` definition list
/// (the families of `TosaOpBase.td`: `Tosa_ElementwiseUnaryOp`,
/// `Tosa_ElementwiseOp`, `Tosa_ElementwiseShapeOp`, the reductions); any
/// other op is written out as `op Name = "mnemonic" { ... }`.
///
/// - `unary Name = "mn" (operand: C) { extra }`: same shape, element type
///   and rank in and out, broadcastable (trivially) to the result;
/// - `binary`/`commutative_binary Name = "mn" (C) { extra }`: `input1`,
///   `input2` and `output` of constraint `C`, broadcasting;
/// - `shape_binary`/`shape_unary Name = "mn";`: arithmetic on
///   `!tosa.shape`s of one rank;
/// - `reduce Name = "mn";`: a reduction along `axis` without a NaN mode.
macro_rules! tosa_ops {
    (@acc [$($out:tt)*]) => {
        rmlir_ods::ops! { dialect = "tosa"; $($out)* }
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] unary $name:ident = $mn:tt ($in:ident: $c:ident) { $($extra:tt)* } $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*
            #[doc = $doc]
            op $name = $mn {
                traits: [SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
                operands: [$in: $c],
                results: [output: $c],
                format: "operands attr-dict `:` functional-type(operands, results)",
                $($extra)*
                interfaces: { verify: verify_tosa_traits },
            }
        ] $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] binary $name:ident = $mn:tt ($c:ident) { $($extra:tt)* } $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*] #[doc = $doc] binary_with [] $name = $mn ($c) { $($extra)* } $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] commutative_binary $name:ident = $mn:tt ($c:ident) { $($extra:tt)* } $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*] #[doc = $doc] binary_with [COMMUTATIVE,] $name = $mn ($c) { $($extra)* } $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] binary_with [$($t:tt)*] $name:ident = $mn:tt ($c:ident) { $($extra:tt)* } $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*
            #[doc = $doc]
            op $name = $mn {
                traits: [$($t)* SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
                operands: [input1: $c, input2: $c],
                results: [output: $c],
                format: "operands attr-dict `:` functional-type(operands, results)",
                $($extra)*
                interfaces: { verify: verify_tosa_traits },
            }
        ] $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] shape_binary $name:ident = $mn:tt; $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*
            #[doc = $doc]
            op $name = $mn {
                traits: [PURE],
                operands: [input1: SHAPE, input2: SHAPE],
                results: [output: SHAPE],
                format: "operands attr-dict `:` functional-type(operands, results)",
                interfaces: { verify: verify_shape_same_ranks },
            }
        ] $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] shape_unary $name:ident = $mn:tt; $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*
            #[doc = $doc]
            op $name = $mn {
                traits: [PURE],
                operands: [input: SHAPE],
                results: [output: SHAPE],
                format: "operands attr-dict `:` functional-type(operands, results)",
                interfaces: { verify: verify_shape_same_ranks },
            }
        ] $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] reduce $name:ident = $mn:tt; $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)*
            #[doc = $doc]
            op $name = $mn {
                traits: [PURE],
                operands: [input: TENSOR_AT_LEAST_1D],
                properties: [axis: I32_ATTR],
                results: [output: TENSOR_AT_LEAST_1D],
                format: "operands attr-dict `:` functional-type(operands, results)",
                verify: verify_reduce,
                fold: fold_reduce,
                interfaces: { verify: verify_tosa_traits, infer_types: infer_reduce, compatible_return_types: compatible_return_types },
            }
        ] $($rest)*);
    };
    (@acc [$($out:tt)*] #[doc = $doc:tt] op $name:ident = $mn:tt { $($body:tt)* } $($rest:tt)*) => {
        tosa_ops!(@acc [$($out)* #[doc = $doc] op $name = $mn { $($body)* }] $($rest)*);
    };
    ($($input:tt)*) => {
        tosa_ops!(@acc [] $($input)*);
    };
}

tosa_ops! {
    /// `tosa.abs`.
    unary AbsOp = "abs" (input1: TENSOR) { fold: fold_abs, }

    /// `tosa.add`.
    commutative_binary AddOp = "add" (TENSOR) {}

    /// `tosa.add_shape`.
    shape_binary AddShapeOp = "add_shape";

    /// `tosa.apply_scale`.
    op ApplyScaleOp = "apply_scale" {
        traits: [PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [value: INT_LIKE, multiplier: INT_LIKE, shift: INT8_LIKE],
        properties: [rounding_mode: ROUNDING_MODE_ATTR],
        results: [output: INT_LIKE],
        asm: { parse: parse_with_enums, print: print_with_enums },
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.argmax`.
    op ArgMaxOp = "argmax" {
        traits: [PURE],
        operands: [input: TENSOR_AT_LEAST_1D],
        properties: [axis: I32_ATTR, nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        verify: verify_argmax,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.arithmetic_right_shift`.
    op ArithmeticRightShiftOp = "arithmetic_right_shift" {
        traits: [SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        properties: [round: BOOL_ATTR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.avg_pool2d`.
    op AvgPool2dOp = "avg_pool2d" {
        traits: [PURE],
        operands: [input: TENSOR_4D, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, output_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [kernel: I64_ARRAY_2, stride: I64_ARRAY_2, pad: I64_ARRAY_4, acc_type: ACC_TYPE_ATTR],
        results: [output: TENSOR_4D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_avg_pool2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.bitwise_and`.
    commutative_binary BitwiseAndOp = "bitwise_and" (TENSOR) {}

    /// `tosa.bitwise_not`.
    unary BitwiseNotOp = "bitwise_not" (input1: TENSOR) {}

    /// `tosa.bitwise_or`.
    commutative_binary BitwiseOrOp = "bitwise_or" (TENSOR) {}

    /// `tosa.bitwise_xor`.
    commutative_binary BitwiseXorOp = "bitwise_xor" (TENSOR) {}

    /// `tosa.cast_from_block_scaled`.
    op CastFromBlockScaledOp = "cast_from_block_scaled" {
        traits: [PURE],
        operands: [input_data: MXFP_DATA_TENSOR_AT_LEAST_1D, input_scale: MXFP_SCALE_TENSOR_AT_LEAST_1D],
        properties: [block_size: BLOCK_SIZE_ATTR],
        results: [output_data: TENSOR_AT_LEAST_1D],
        asm: { parse: parse_with_enums, print: print_with_enums },
        verify: verify_cast_from_block_scaled,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.cast`.
    op CastOp = "cast" {
        traits: [PURE, SAME_OPERANDS_AND_RESULT_SHAPE],
        operands: [input: TENSOR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        fold: fold_cast,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.cast_to_block_scaled`.
    op CastToBlockScaledOp = "cast_to_block_scaled" {
        traits: [PURE],
        operands: [input_data: TENSOR_AT_LEAST_1D],
        properties: [block_size: BLOCK_SIZE_ATTR],
        results: [output_data: MXFP_DATA_TENSOR_AT_LEAST_1D, output_scale: MXFP_SCALE_TENSOR_AT_LEAST_1D],
        asm: { parse: parse_with_enums, print: print_with_enums, result_names: result_names_from_ods },
        verify: verify_cast_to_block_scaled,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.ceil`.
    unary CeilOp = "ceil" (input1: TENSOR) {}

    /// `tosa.clamp`.
    op ClampOp = "clamp" {
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input: TENSOR],
        properties: [min_val: INT_OR_FLOAT_ATTR, max_val: INT_OR_FLOAT_ATTR, nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        verify: verify_clamp,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.clz`.
    unary ClzOp = "clz" (input1: TENSOR) {}

    /// `tosa.concat`.
    op ConcatOp = "concat" {
        traits: [PURE],
        operands: [input1: variadic(TENSOR_AT_LEAST_1D)],
        properties: [axis: I32_ATTR],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_concat,
        fold: fold_concat,
        canonicalize: concat_patterns,
        interfaces: { verify: verify_tosa_traits, infer_types: infer_concat, compatible_return_types: compatible_return_types },
    }

    /// `tosa.concat_shape`.
    op ConcatShapeOp = "concat_shape" {
        traits: [PURE],
        operands: [input: variadic(SHAPE)],
        results: [output: SHAPE],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_concat_shape,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.const`.
    op ConstOp = "const" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [values: ELEMENTS_ATTR],
        results: [output: TENSOR],
        verify: verify_const,
        fold: fold_const,
        interfaces: { verify: verify_tosa_traits, constant_value: |op| op.prop("values") },
    }

    /// `tosa.const_shape`.
    op ConstShapeOp = "const_shape" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [values: INDEX_ELEMENTS_ATTR],
        results: [output: SHAPE],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_const_shape,
        interfaces: { verify: verify_tosa_traits, constant_value: |op| op.prop("values") },
    }

    /// `tosa.conv2d`.
    op Conv2DOp = "conv2d" {
        traits: [PURE, SAME_VARIADIC_OPERAND_SIZE],
        operands: [input: TENSOR_4D, weight: TENSOR_4D, bias: TENSOR_1D, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, weight_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [pad: I64_ARRAY_4, stride: I64_ARRAY_2, dilation: I64_ARRAY_2, acc_type: ACC_TYPE_ATTR, local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output: TENSOR_4D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_conv2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.conv3d`.
    op Conv3DOp = "conv3d" {
        traits: [PURE, SAME_VARIADIC_OPERAND_SIZE],
        operands: [input: TENSOR_5D, weight: TENSOR_5D, bias: TENSOR_1D, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, weight_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [pad: I64_ARRAY_6, stride: I64_ARRAY_3, dilation: I64_ARRAY_3, acc_type: ACC_TYPE_ATTR, local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output: TENSOR_5D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_conv3d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.cos`.
    unary CosOp = "cos" (input1: FLOAT_TENSOR) {}

    /// `tosa.custom`.
    op CustomOp = "custom" {
        properties: [operator_name: STR_ATTR, domain_name: STR_ATTR, implementation_attrs: STR_ATTR],
        operands: [input_list: variadic(TENSOR)],
        results: [output_list: variadic(TENSOR)],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.depthwise_conv2d`.
    op DepthwiseConv2DOp = "depthwise_conv2d" {
        traits: [PURE, SAME_VARIADIC_OPERAND_SIZE],
        operands: [input: TENSOR_4D, weight: TENSOR_4D, bias: TENSOR_1D, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, weight_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [pad: I64_ARRAY_4, stride: I64_ARRAY_2, dilation: I64_ARRAY_2, acc_type: ACC_TYPE_ATTR, local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output: TENSOR_4D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_depthwise_conv2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.dim`.
    op DimOp = "dim" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D],
        properties: [axis: I32_ATTR],
        results: [output: SHAPE],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_dim,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.div_ceil_shape`.
    shape_binary DivCeilShapeOp = "div_ceil_shape";

    /// `tosa.div_floor_shape`.
    shape_binary DivFloorShapeOp = "div_floor_shape";

    /// `tosa.equal`.
    op EqualOp = "equal" {
        traits: [COMMUTATIVE, SAME_OPERANDS_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        results: [output: I1_TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        fold: fold_equal,
        interfaces: { verify: verify_tosa_traits, infer_types: infer_compare, compatible_return_types: compatible_return_types },
    }

    /// `tosa.erf`.
    unary ErfOp = "erf" (input: TENSOR) {}

    /// `tosa.exp2_shape`.
    shape_unary Exp2ShapeOp = "exp2_shape";

    /// `tosa.exp`.
    unary ExpOp = "exp" (input1: TENSOR) {}

    /// `tosa.fft2d`.
    op FFT2dOp = "fft2d" {
        traits: [SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, SAME_OPERANDS_AND_RESULT_SHAPE, PURE],
        operands: [input_real: TENSOR_3D, input_imag: TENSOR_3D],
        properties: [inverse: BOOL_ATTR, local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output_real: TENSOR_3D, output_imag: TENSOR_3D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        asm: { result_names: result_names_from_ods },
        verify: verify_fft2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.floor`.
    unary FloorOp = "floor" (input1: TENSOR) {}

    /// `tosa.gather`.
    op GatherOp = "gather" {
        traits: [PURE],
        operands: [values: TENSOR_3D, indices: INDEX_TENSOR_2D],
        results: [output: TENSOR_3D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_gather,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.greater_equal`.
    op GreaterEqualOp = "greater_equal" {
        traits: [SAME_OPERANDS_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        results: [output: I1_TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.greater`.
    op GreaterOp = "greater" {
        traits: [SAME_OPERANDS_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        results: [output: I1_TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.identity`.
    op IdentityOp = "identity" {
        traits: [PURE],
        operands: [input1: TENSOR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.cond_if`.
    op IfOp = "cond_if" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        operands: [condition: I1_TENSOR, input_list: variadic(TENSOR)],
        results: [output_list: variadic(TENSOR)],
        regions: [then_graph: sized(1), else_graph: sized(1)],
        implicit_terminator: "tosa.yield",
        asm: { parse: parse_cond_if, print: print_cond_if },
        verify: verify_cond_if,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.intdiv`.
    binary IntDivOp = "intdiv" (INT32_OR_64_TENSOR) {}

    /// `tosa.log2_ceil_shape`.
    shape_unary Log2CeilShapeOp = "log2_ceil_shape";

    /// `tosa.log2_floor_shape`.
    shape_unary Log2FloorShapeOp = "log2_floor_shape";

    /// `tosa.log`.
    unary LogOp = "log" (input1: TENSOR) {}

    /// `tosa.logical_and`.
    commutative_binary LogicalAndOp = "logical_and" (I1_TENSOR) {}

    /// `tosa.logical_left_shift`.
    binary LogicalLeftShiftOp = "logical_left_shift" (TENSOR) {}

    /// `tosa.logical_not`.
    unary LogicalNotOp = "logical_not" (input1: I1_TENSOR) {}

    /// `tosa.logical_or`.
    commutative_binary LogicalOrOp = "logical_or" (I1_TENSOR) {}

    /// `tosa.logical_right_shift`.
    binary LogicalRightShiftOp = "logical_right_shift" (TENSOR) {}

    /// `tosa.logical_xor`.
    commutative_binary LogicalXorOp = "logical_xor" (I1_TENSOR) {}

    /// `tosa.matmul`.
    op MatMulOp = "matmul" {
        traits: [PURE],
        operands: [a: TENSOR_3D, b: TENSOR_3D, a_zp: SCALAR_INT_OR_FLOAT_TENSOR, b_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        results: [output: TENSOR_3D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_matmul,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.matmul_t_block_scaled`.
    op MatmulTBlockScaledOp = "matmul_t_block_scaled" {
        traits: [PURE],
        operands: [a_data: MXFP_DATA_TENSOR_3D, a_scale: MXFP_SCALE_TENSOR_3D, b_data: MXFP_DATA_TENSOR_3D, b_scale: MXFP_SCALE_TENSOR_3D],
        properties: [block_size: BLOCK_SIZE_ATTR],
        results: [output_data: TENSOR_3D],
        asm: { parse: parse_with_enums, print: print_with_enums },
        verify: verify_matmul_t_block_scaled,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.max_pool2d`.
    op MaxPool2dOp = "max_pool2d" {
        traits: [PURE],
        operands: [input: TENSOR_4D],
        properties: [kernel: I64_ARRAY_2, stride: I64_ARRAY_2, pad: I64_ARRAY_4, nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR_4D],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        verify: verify_max_pool2d,
        canonicalize: max_pool2d_patterns,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.max_shape`.
    shape_binary MaxShapeOp = "max_shape";

    /// `tosa.maximum`.
    op MaximumOp = "maximum" {
        traits: [COMMUTATIVE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        properties: [nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.min_shape`.
    shape_binary MinShapeOp = "min_shape";

    /// `tosa.minimum`.
    op MinimumOp = "minimum" {
        traits: [COMMUTATIVE, SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: TENSOR, input2: TENSOR],
        properties: [nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.mod_shape`.
    shape_binary ModShapeOp = "mod_shape";

    /// `tosa.mul`.
    op MulOp = "mul" {
        traits: [PURE],
        operands: [input1: TENSOR, input2: TENSOR, shift: SCALAR_INT8_TENSOR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_mul,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.mul_shape`.
    shape_binary MulShapeOp = "mul_shape";

    /// `tosa.negate`.
    op NegateOp = "negate" {
        traits: [PURE],
        operands: [input1: TENSOR, input1_zp: SCALAR_INT_OR_FLOAT_TENSOR, output_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_negate,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.pad`.
    op PadOp = "pad" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D, padding: SHAPE, pad_const: SCALAR_TENSOR],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_pad,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.pow`.
    binary PowOp = "pow" (TENSOR) {}

    /// `tosa.rfft2d`.
    op RFFT2dOp = "rfft2d" {
        traits: [SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, PURE],
        operands: [input_real: TENSOR_3D],
        properties: [local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output_real: TENSOR_3D, output_imag: TENSOR_3D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        asm: { result_names: result_names_from_ods },
        verify: verify_rfft2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.reciprocal`.
    unary ReciprocalOp = "reciprocal" (input1: TENSOR) {}

    /// `tosa.reduce_all`.
    reduce ReduceAllOp = "reduce_all";

    /// `tosa.reduce_any`.
    reduce ReduceAnyOp = "reduce_any";

    /// `tosa.reduce_max`.
    op ReduceMaxOp = "reduce_max" {
        traits: [PURE],
        operands: [input: TENSOR_AT_LEAST_1D],
        properties: [axis: I32_ATTR, nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR_AT_LEAST_1D],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        verify: verify_reduce,
        fold: fold_reduce,
        interfaces: { verify: verify_tosa_traits, infer_types: infer_reduce, compatible_return_types: compatible_return_types },
    }

    /// `tosa.reduce_min`.
    op ReduceMinOp = "reduce_min" {
        traits: [PURE],
        operands: [input: TENSOR_AT_LEAST_1D],
        properties: [axis: I32_ATTR, nan_mode: default(NAN_MODE_ATTR, nan_propagate)],
        results: [output: TENSOR_AT_LEAST_1D],
        asm: { parse: parse_with_enums, print: print_with_nan_mode },
        verify: verify_reduce,
        fold: fold_reduce,
        interfaces: { verify: verify_tosa_traits, infer_types: infer_reduce, compatible_return_types: compatible_return_types },
    }

    /// `tosa.reduce_product`.
    reduce ReduceProductOp = "reduce_product";

    /// `tosa.reduce_sum`.
    reduce ReduceSumOp = "reduce_sum";

    /// `tosa.rescale`.
    op RescaleOp = "rescale" {
        traits: [PURE],
        operands: [input: TENSOR, multiplier: INT16_OR_32_1D_TENSOR, shift: INT8_1D_TENSOR, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, output_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [scale32: BOOL_ATTR, rounding_mode: ROUNDING_MODE_ATTR, per_channel: BOOL_ATTR, input_unsigned: BOOL_ATTR, output_unsigned: BOOL_ATTR],
        results: [output: TENSOR],
        asm: { parse: parse_with_enums, print: print_with_enums },
        verify: verify_rescale,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.reshape`.
    op ReshapeOp = "reshape" {
        traits: [PURE],
        operands: [input1: TENSOR, shape: SHAPE],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_reshape,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.resize`.
    op ResizeOp = "resize" {
        traits: [PURE],
        operands: [input: TENSOR_4D, scale: RANK4_SHAPE, offset: RANK2_SHAPE, border: RANK2_SHAPE],
        properties: [mode: RESIZE_MODE_ATTR],
        results: [output: TENSOR_4D],
        asm: { parse: parse_with_enums, print: print_with_enums },
        verify: verify_resize,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.reverse`.
    op ReverseOp = "reverse" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D],
        properties: [axis: I32_ATTR],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_reverse,
        fold: fold_reverse,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.rsqrt`.
    unary RsqrtOp = "rsqrt" (input1: TENSOR) {}

    /// `tosa.scatter`.
    op ScatterOp = "scatter" {
        traits: [PURE],
        operands: [values_in: TENSOR_3D, indices: INDEX_TENSOR_2D, input: TENSOR_3D],
        results: [values_out: TENSOR_3D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_scatter,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.select`.
    op SelectOp = "select" {
        traits: [RESULTS_BROADCASTABLE_SHAPE, SAME_OPERANDS_AND_RESULT_RANK, PURE],
        operands: [input1: I1_TENSOR, input2: TENSOR, input3: TENSOR],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_select,
        fold: fold_select,
        canonicalize: select_patterns,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.sigmoid`.
    unary SigmoidOp = "sigmoid" (input: TENSOR) {}

    /// `tosa.sin`.
    unary SinOp = "sin" (input1: FLOAT_TENSOR) {}

    /// `tosa.slice`.
    op SliceOp = "slice" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D, start: SHAPE, size: SHAPE],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_slice,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.slice_shape`.
    op SliceShapeOp = "slice_shape" {
        traits: [PURE],
        operands: [input: SHAPE, start: SCALAR_INT32_TENSOR, size: SCALAR_INT32_TENSOR],
        results: [output: SHAPE],
        format: "operands attr-dict `:` functional-type(operands, results)",
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.sub`.
    binary SubOp = "sub" (TENSOR) {}

    /// `tosa.sub_shape`.
    shape_binary SubShapeOp = "sub_shape";

    /// `tosa.table`.
    op TableOp = "table" {
        traits: [PURE],
        operands: [input1: TENSOR, table: TENSOR_1D],
        results: [output: TENSOR],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_table,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.tanh`.
    unary TanhOp = "tanh" (input: TENSOR) {}

    /// `tosa.tile`.
    op TileOp = "tile" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D, multiples: SHAPE],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_tile,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.transpose_conv2d`.
    op TransposeConv2DOp = "transpose_conv2d" {
        traits: [PURE, SAME_VARIADIC_OPERAND_SIZE],
        operands: [input: TENSOR_4D, weight: TENSOR_4D, bias: TENSOR_1D, input_zp: SCALAR_INT_OR_FLOAT_TENSOR, weight_zp: SCALAR_INT_OR_FLOAT_TENSOR],
        properties: [out_pad: I64_ARRAY_4, stride: I64_ARRAY_2, acc_type: ACC_TYPE_ATTR, local_bound: default_optional(BOOL_ATTR, bool_false)],
        results: [output: TENSOR_4D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_transpose_conv2d,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.transpose`.
    op TransposeOp = "transpose" {
        traits: [PURE],
        operands: [input1: TENSOR_AT_LEAST_1D],
        properties: [perms: DENSE_I32_ARRAY_ATTR],
        results: [output: TENSOR_AT_LEAST_1D],
        format: "operands attr-dict `:` functional-type(operands, results)",
        verify: verify_transpose,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.variable`.
    op VariableOp = "variable" {
        traits: [SYMBOL],
        properties: [sym_name: SYMBOL_NAME_ATTR, var_shape: INDEX_ELEMENTS_ATTR, type: TYPE_ATTR, initial_value: optional(ANY_ATTR)],
        asm: { parse: parse_variable, print: print_variable },
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.variable_read`.
    op VariableReadOp = "variable_read" {
        properties: [name: SYMBOL_NAME_ATTR],
        results: [output1: TENSOR],
        format: "$name attr-dict `:` type($output1)",
        interfaces: { verify: verify_tosa_traits, symbol_user: verify_variable_read },
    }

    /// `tosa.variable_write`.
    op VariableWriteOp = "variable_write" {
        properties: [name: SYMBOL_NAME_ATTR],
        operands: [input1: TENSOR],
        format: "$name attr-dict `,` $input1 `:` type($input1)",
        interfaces: { verify: verify_tosa_traits, symbol_user: verify_variable_write },
    }

    /// `tosa.while_loop`.
    op WhileOp = "while_loop" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        operands: [input_list: variadic(TENSOR)],
        results: [output_list: variadic(TENSOR)],
        regions: [cond_graph: sized(1), body_graph: sized(1)],
        implicit_terminator: "tosa.yield",
        asm: { parse: parse_while, print: print_while },
        verify: verify_while,
        interfaces: { verify: verify_tosa_traits },
    }

    /// `tosa.yield`: ends `tosa.cond_if` and `tosa.while_loop` regions.
    op YieldOp = "yield" {
        traits: [TERMINATOR, PURE],
        operands: [inputs: variadic(TENSOR)],
        format: "$inputs attr-dict `:` type($inputs)",
        interfaces: { verify: verify_tosa_traits },
    }
}

/// The dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    types: &[&SHAPE_TYPE_DEF, &MXINT8_TYPE_DEF],
    attrs: &[
        &RESIZE_MODE_ATTR_DEF,
        &NAN_MODE_ATTR_DEF,
        &ROUNDING_MODE_ATTR_DEF,
        &BLOCK_SIZE_ATTR_DEF,
    ],
    materialize_constant: Some(materialize_constant),
    ..DialectDef::new("tosa")
};
