"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "dyn_nobound"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0:3 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: -9223372036854775808, 7>}> : (index, index) -> (index, index, index)
    "func.return"(%0#0, %0#1, %0#2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

