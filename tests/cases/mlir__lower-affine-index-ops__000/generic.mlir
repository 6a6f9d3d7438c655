"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0:2 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 16, 4>}> : (index) -> (index, index)
    %1 = "affine.linearize_index"(%arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 8, 4>}> : (index, index) -> index
    "func.return"(%0#0, %0#1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

