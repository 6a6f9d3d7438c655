"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "single"}> ({
  ^bb0(%arg0: index):
    %0 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 16>}> : (index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

