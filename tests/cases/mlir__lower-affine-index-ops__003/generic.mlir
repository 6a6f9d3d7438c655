"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index) -> (index, index), sym_name = "lin"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
    %0 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3) <{disjoint, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: -9223372036854775808, 4, 5>}> : (index, index, index, index) -> index
    %1 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3) <{disjoint = false, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: 4, -9223372036854775808>}> : (index, index, index, index) -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

