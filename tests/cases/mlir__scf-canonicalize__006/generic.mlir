"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "for_same_bounds"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32):
    %0 = "scf.for"(%arg0, %arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index, %arg4: i32):
      %1 = "test.op"(%arg4) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

