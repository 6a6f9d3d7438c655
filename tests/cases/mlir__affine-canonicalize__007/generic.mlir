"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index, index, index), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 23 : index}> : () -> index
    %4:3 = "affine.delinearize_index"(%arg0, %1, %arg1, %2) <{static_basis = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> (index, index, index)
    %5:3 = "affine.delinearize_index"(%3) <{static_basis = array<i64: 2, 3, 4>}> : (index) -> (index, index, index)
    %6 = "affine.linearize_index"(%0, %arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 2, 3, 4>}> : (index, index, index) -> index
    %7 = "affine.linearize_index"(%arg1, %arg2, %arg0) <{disjoint, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 3, 1, 5>}> : (index, index, index) -> index
    %8 = "affine.linearize_index"(%1, %2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
    "func.return"(%4#1, %5#1, %6, %7, %8, %4#2) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

