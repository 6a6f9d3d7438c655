"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index), sym_name = "dyn"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0:4 = "affine.delinearize_index"(%arg0, %arg1, %arg2) <{static_basis = array<i64: -9223372036854775808, 3, -9223372036854775808, 5>}> : (index, index, index) -> (index, index, index, index)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

