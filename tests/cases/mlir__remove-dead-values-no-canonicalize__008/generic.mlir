"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> i32, sym_name = "exec"}> ({
  ^bb0(%arg0: memref<i32>):
    %0:2 = "scf.execute_region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "memref.store"(%1, %arg0) : (i32, memref<i32>) -> ()
      "scf.yield"(%1, %2) : (i32, i32) -> ()
    }) : () -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

