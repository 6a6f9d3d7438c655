"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index) -> (), sym_name = "loop"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index):
      "test.use"(%0) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

